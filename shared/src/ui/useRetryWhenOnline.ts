import { useEffect, useRef } from 'react';

/**
 * While `waiting` (a load failed), calls `retry` each time the device gets its connection
 * back (the window's `online` event): a screen that could not load offline loads by itself
 * when the network returns, with no polling and no page reload.
 */
export function useRetryWhenOnline(waiting: boolean, retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!waiting) return;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [waiting]);
}
