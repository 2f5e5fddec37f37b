import { ApiError, errorMessage } from '@menu/shared';
import { useNotify } from '@menu/shared/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { attendCall, type TableCall } from './api';
import { readCallsStream } from './stream';

/** Waits before reconnecting, one per failed attempt in a row (the last one repeats): 1 s, 2 s, 4 s, 8 s, 15 s. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

/**
 * A refusal that a new connection would get again (no access to the branch, the plan, a call
 * that is not there): the screen says why instead of retrying. A session that expired is renewed
 * by authFetch; a server or network failure, a timeout or rate limit is retried.
 */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

export interface LiveCalls {
  /** The open calls, oldest first; null until the first answer. */
  calls: TableCall[] | null;
  status: LiveStatus;
  /** Why the stream was refused (Spanish), with status 'refused'. */
  problem: string | null;
  /** Connects again after a refusal. */
  retry(): void;
  /** 'Atendido': the card leaves at once; if the API fails it comes back, with a notice. */
  attend(call: TableCall): void;
}

/**
 * The branch's open calls, live: the calls stream, reconnected whenever it ends (the server ends
 * it every 10 minutes) or fails, after RETRY_DELAYS_MS (reset once a connection is accepted).
 */
export function useLiveCalls(branchId: number | null): LiveCalls {
  const { message } = useNotify();
  const [calls, setCalls] = useState<TableCall[] | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Calls marked attended here, left out until the stream drops them (or the PUT fails).
  const [attending, setAttending] = useState<ReadonlySet<number>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 'Reintentar' after a refusal: a new connection
  useEffect(() => {
    setCalls(null);
    setAttending(new Set());
    setProblem(null);
    setStatus('connecting');
    if (branchId === null) return;
    const controller = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        await readCallsStream(
          branchId,
          {
            onOpen: () => {
              failures = 0;
              setStatus('live');
            },
            onCalls: (next) => {
              setCalls(next);
              // A call the server no longer lists is closed: it needs hiding no more.
              setAttending((set) => (set.size ? new Set(next.filter((c) => set.has(c.id)).map((c) => c.id)) : set));
            },
          },
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        if (refused(error)) {
          setProblem(errorMessage(error));
          setStatus('refused');
          return;
        }
      }
      if (controller.signal.aborted) return;
      setStatus('reconnecting');
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      timer = setTimeout(connect, delay);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [branchId, attempt]);

  const attend = useCallback(
    (call: TableCall) => {
      const without = (set: ReadonlySet<number>) => new Set([...set].filter((id) => id !== call.id));
      setAttending((set) => new Set(set).add(call.id));
      attendCall(call.sucursal_id, call.id).catch((error: unknown) => {
        setAttending(without);
        void message.error(`No se pudo marcar la mesa ${call.table} como atendida. ${errorMessage(error)}`);
      });
    },
    [message],
  );

  const open = useMemo(
    () =>
      calls
        ?.filter((call) => !attending.has(call.id))
        .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id) ?? null,
    [calls, attending],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { calls: open, status, problem, retry, attend };
}
