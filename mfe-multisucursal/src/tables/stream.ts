import { authFetch } from '@menu/shared';
import { callsPath, failure, type TableCall } from './api';
import { sseParser } from './sse';

export interface CallsStreamHandlers {
  /** The server accepted the stream (it sends the open calls at once). */
  onOpen(): void;
  /** The branch's open calls, oldest first: at once, then after every change. */
  onCalls(calls: TableCall[]): void;
}

/**
 * Reads GET /v1/sucursales/{id}/calls/stream until the server ends it (every 10 minutes) or
 * `signal` aborts. Over fetch, not EventSource: EventSource cannot send the Authorization header.
 * authFetch takes the access token stored now, so each new connection goes with a fresh one (and
 * an expired token is renewed once, as for every call). Resolves when the stream ends; rejects
 * with the ApiError of a refused stream, or the network's error.
 */
export async function readCallsStream(branchId: number, handlers: CallsStreamHandlers, signal: AbortSignal) {
  const response = await authFetch(`${callsPath(branchId)}/stream`, {
    headers: { accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (!response.ok || !response.body) throw await failure(response);
  handlers.onOpen();
  const parse = sseParser(({ event, data }) => {
    if (event === 'calls') handlers.onCalls(JSON.parse(data) as TableCall[]);
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parse(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
