// One Idempotency-Key per attempt at a payment: a double click or a retry after an unknown
// outcome (network, server error, a charge still in progress or waiting for the bank's 3-D Secure
// authentication) reuses it, so the server charges once; after a definite refusal (a declined
// card, a refunded charge, a rule) the next attempt is a new payment.
import { ApiError } from '@menu/shared';
import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from './api';

/** Answers about a payment still under way: its outcome is yet to come, under the same key. */
const UNDECIDED = new Set(['CHARGE_IN_PROGRESS', 'PAYMENT_ACTION_REQUIRED']);

/** The server answered and nothing was charged or written: retrying needs a new key. */
export const isDefiniteFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !UNDECIDED.has(error.code);

export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      /** The key of the attempt under way, created when the attempt starts. */
      start: () => (key.current ??= newIdempotencyKey()),
      failed: (error: unknown) => {
        if (isDefiniteFailure(error)) key.current = null;
      },
    }),
    [],
  );
}
