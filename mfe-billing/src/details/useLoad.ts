import { errorMessage } from '@menu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One read of the page: its data, loading and error, a retry, and a setter for local updates. */
export function useLoad<T>(read: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const readRef = useRef(read);
  readRef.current = read;
  const alive = useRef(true);

  const reload = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const value = await readRef.current();
      if (alive.current) setData(value);
    } catch (e) {
      if (alive.current) setError(errorMessage(e));
    } finally {
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { data, setData, loading, error, reload };
}
