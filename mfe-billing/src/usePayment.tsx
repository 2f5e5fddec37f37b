// The one place a charging call is made from a screen: the attempt's Idempotency-Key, the bank's
// 3-D Secure page in a modal, the wait for the bank's confirmation and what the owner is told.
// Each screen only says which request it makes (see runPayment.ts for the flow itself).
import { errorMessage } from '@menu/shared';
import { Button, Modal } from '@menu/shared/antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAttemptKey } from './attempt';
import { FRAME_MODAL_WIDTH, framePageUrl, PaymentFrame, useFrameMessage } from './PaymentFrame';
import { PAYMENT_AUTHENTICATED_MESSAGE, runPayment, type PaymentOutcome } from './runPayment';

export const AUTHENTICATION_TITLE = 'Confirma el pago con tu banco';
export const CONFIRMING_TEXT = 'Confirmando tu pago…';
export const PENDING_NOTICE =
  'Tu banco aún no confirma el pago. Revisa tu suscripción en unos minutos: si el pago no se completa, no se hará ningún cargo.';

type Phase = { step: 'idle' } | { step: 'authenticate'; src: string } | { step: 'confirm' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Payment {
  /**
   * Makes the charging request (with the attempt's key) until it has an outcome. Paid: the
   * payment stays busy, the screen moves on. Otherwise the error or notice is set and it is idle.
   */
  pay: <T>(request: (key: string) => Promise<T>) => Promise<PaymentOutcome<T>>;
  busy: boolean;
  /** Why the last attempt was refused, in Spanish. */
  error: string | null;
  /** The bank has not confirmed yet: what the owner should know. */
  notice: string | null;
  /** The bank's page while it is needed: render it anywhere in the screen. */
  dialog: ReactNode;
}

/** `wait` is for tests: the pause between two asks whether the bank confirmed. */
export function usePayment({ wait = sleep }: { wait?: (ms: number) => Promise<void> } = {}): Payment {
  const attempt = useAttemptKey();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const running = useRef(false);
  const alive = useRef(true);
  const frameAnswer = useRef<((authenticated: boolean) => void) | null>(null);
  const waitRef = useRef(wait);
  waitRef.current = wait;

  const answerFrame = useCallback((authenticated: boolean) => {
    const resolve = frameAnswer.current;
    frameAnswer.current = null;
    resolve?.(authenticated);
  }, []);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      answerFrame(false);
    };
  }, [answerFrame]);

  const src = phase.step === 'authenticate' ? phase.src : null;
  useFrameMessage(src, PAYMENT_AUTHENTICATED_MESSAGE, () => answerFrame(true));

  const pay = useCallback(
    async <T,>(request: (key: string) => Promise<T>): Promise<PaymentOutcome<T>> => {
      // A double click: the payment under way is the one.
      if (running.current) return { status: 'cancelled' };
      running.current = true;
      setBusy(true);
      setError(null);
      setNotice(null);
      const outcome = await runPayment(request, attempt.start(), {
        authenticate: (actionUrl) =>
          new Promise<boolean>((resolve) => {
            frameAnswer.current = resolve;
            setPhase({ step: 'authenticate', src: framePageUrl(actionUrl) });
          }),
        confirming: () => setPhase({ step: 'confirm' }),
        wait: (ms) => waitRef.current(ms),
        alive: () => alive.current,
      });
      running.current = false;
      if (!alive.current) return outcome;
      setPhase({ step: 'idle' });
      if (outcome.status === 'paid') return outcome;
      if (outcome.status === 'failed') {
        attempt.failed(outcome.error);
        setError(errorMessage(outcome.error));
      }
      if (outcome.status === 'pending') setNotice(PENDING_NOTICE);
      setBusy(false);
      return outcome;
    },
    [attempt],
  );

  const authenticating = phase.step === 'authenticate';
  const dialog = (
    <Modal
      open={phase.step !== 'idle'}
      title={AUTHENTICATION_TITLE}
      width={FRAME_MODAL_WIDTH}
      closable={authenticating}
      mask={{ closable: false }}
      keyboard={authenticating}
      onCancel={() => answerFrame(false)}
      footer={
        <Button onClick={() => answerFrame(false)} disabled={!authenticating}>
          Cancelar
        </Button>
      }
      destroyOnHidden
    >
      <PaymentFrame
        title="Página de tu banco"
        src={src}
        busy={phase.step === 'confirm' ? CONFIRMING_TEXT : null}
        testId="payment-authentication-frame"
      />
    </Modal>
  );

  return { pay, busy, error, notice, dialog };
}
