import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` only once the spot comes near the viewport (then keeps them):
 * a board with thousands of rows paints the first groups at once and the rest as the
 * user scrolls. `eager` renders at once (the first groups). Without
 * IntersectionObserver (tests, old browsers) everything renders.
 */
export function LazyMount({ eager, estimate, children }: { eager?: boolean; estimate: number; children: ReactNode }) {
  const [shown, setShown] = useState(() => Boolean(eager) || typeof IntersectionObserver === 'undefined');
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown || !spot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [shown]);

  if (shown) return <>{children}</>;
  return <div ref={spot} style={{ height: estimate }} aria-hidden="true" className="board-lazy" />;
}
