import { useEffect, useState } from 'react';

/**
 * How long a call has waited, in Spanish, to the second while under an hour: 'Esperando 45 s',
 * 'Esperando 1 min 20 s', 'Esperando 2 min', then 'Esperando 1 h 5 min'. A clock a little behind
 * the server's never shows a negative wait.
 */
export function waitingText(createdAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  if (seconds < 60) return `Esperando ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Esperando ${minutes} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`;
  const hours = Math.floor(minutes / 60);
  return `Esperando ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/** A call waiting this long is drawn as late (the staff see it first). */
export const LATE_MS = 5 * 60_000;

/** The time now (Date.now()), read again every second while `ticking`. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
