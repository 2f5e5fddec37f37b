import { useEffect, useRef } from 'react';
import type { TableCall } from './api';

const NEW_CALL_TITLE = '¡Nueva llamada!';

/**
 * What tells the staff a call came in while they look elsewhere: `ring` for every call not seen
 * before (the calls already open when the screen opens ring nothing), and the tab's title
 * '(2) Mesas' while calls are open, alternating with '¡Nueva llamada!' after a new one until the
 * page is looked at again. The title the page had comes back when the screen closes.
 */
export function useCallAlerts(calls: TableCall[] | null, ring: () => void) {
  const seen = useRef<Set<number> | null>(null);
  const flashing = useRef(false);

  useEffect(() => {
    if (calls === null) {
      seen.current = null;
      return;
    }
    const known = seen.current;
    seen.current = new Set(calls.map((call) => call.id));
    if (known && calls.some((call) => !known.has(call.id))) {
      ring();
      if (document.hidden) flashing.current = true;
    }
  }, [calls, ring]);

  const count = calls?.length ?? 0;
  useEffect(() => {
    const original = document.title;
    return () => {
      document.title = original;
    };
  }, []);
  useEffect(() => {
    const counted = count > 0 ? `(${count}) Mesas` : 'Mesas';
    document.title = counted;
    let shown = true;
    const timer = setInterval(() => {
      if (!document.hidden) flashing.current = false;
      shown = !flashing.current || !shown;
      document.title = shown ? counted : NEW_CALL_TITLE;
    }, 1000);
    return () => clearInterval(timer);
  }, [count]);
}
