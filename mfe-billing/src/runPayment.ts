// How a charging call is carried to its end, whatever the call: the bank may ask the owner to
// authenticate the payment (3-D Secure) and then take a while to confirm it. The request is
// repeated with the attempt's one Idempotency-Key, so however often it is sent it charges once.
import { ApiError } from '@menu/shared';

/** Between two asks whether the bank confirmed the payment (CHARGE_IN_PROGRESS). */
export const CONFIRM_EVERY_MS = 2000;
/** How many asks (about 30 s) before the owner is told to look again later. */
export const CONFIRM_ASKS = 15;

/** What the bank's authentication page posts to the panel once the owner is done there. */
export const PAYMENT_AUTHENTICATED_MESSAGE = 'menu-payment-authenticated';

export type PaymentOutcome<T> =
  | { status: 'paid'; value: T }
  /** Refused: `error` says why (a definite failure or not: see attempt.ts). */
  | { status: 'failed'; error: unknown }
  /** The bank has not confirmed yet: the outcome comes later, under the same key. */
  | { status: 'pending' }
  /** The owner closed the bank's page, or left the screen. */
  | { status: 'cancelled' };

/** What the screen does for the flow. */
export interface PaymentSteps {
  /** Shows the bank's page; true once it says the owner is done, false when the owner cancels. */
  authenticate: (actionUrl: string) => Promise<boolean>;
  /** The next answer is awaited from the bank ('Confirmando tu pago…'). */
  confirming: () => void;
  wait: (ms: number) => Promise<void>;
  /** False once the screen is gone: nothing more is sent. */
  alive: () => boolean;
}

const isCode = (error: unknown, code: string): error is ApiError => error instanceof ApiError && error.code === code;

/**
 * Sends `request` with `key` until the payment has an outcome: the bank's page when it asks for
 * an authentication, then the same request again; while the charge is in progress, the same
 * request every CONFIRM_EVERY_MS, CONFIRM_ASKS times at most.
 */
export async function runPayment<T>(
  request: (key: string) => Promise<T>,
  key: string,
  steps: PaymentSteps,
): Promise<PaymentOutcome<T>> {
  let asks = 0;
  for (;;) {
    try {
      return { status: 'paid', value: await request(key) };
    } catch (error) {
      if (!steps.alive()) return { status: 'cancelled' };
      if (isCode(error, 'PAYMENT_ACTION_REQUIRED') && error.actionUrl) {
        if (!(await steps.authenticate(error.actionUrl)) || !steps.alive()) return { status: 'cancelled' };
        steps.confirming();
        continue;
      }
      if (!isCode(error, 'CHARGE_IN_PROGRESS')) return { status: 'failed', error };
      if (asks === CONFIRM_ASKS) return { status: 'pending' };
      asks += 1;
      steps.confirming();
      await steps.wait(CONFIRM_EVERY_MS);
      if (!steps.alive()) return { status: 'cancelled' };
    }
  }
}
