import { Suspense, useState, type ComponentType } from 'react';
import { antdIsland } from './light/island';

/**
 * A modal or editor whose code (and antd with it) loads the first time it opens, not with
 * the board that holds it: `isOpen` says from the props when it is wanted. It renders inside
 * the panel's antd context, as the light screens that hold it have none. Once opened it stays
 * mounted like an eager one, so closing animates and reopening waits for nothing.
 */
export function openLazily<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Lazy = antdIsland(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module scope (`const X = openLazily(...)`), so each component keeps one identity
  return function OpenLazily(props: P) {
    const [wanted, setWanted] = useState(false);
    const open = isOpen(props);
    if (open && !wanted) setWanted(true);
    if (!open && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
