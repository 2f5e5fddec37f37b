import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

const loaders: Array<() => Promise<unknown>> = [];

/**
 * A component whose code is a separate chunk fetched when one is first rendered, showing
 * `fallback` meanwhile (a dropdown its trigger). Once loaded, new instances render at once;
 * an instance chooses once, so it never swaps its tree (and loses focus) after mounting.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> & { preload: () => Promise<unknown>; loaded: () => boolean } {
  let loaded: ComponentType<P> | null = null;
  const fetchOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchOnce);
  loaders.push(fetchOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module scope (`const X = deferred(...)`), so each component keeps one identity
  function Deferred(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  /** Fetches the code now, without rendering (a trigger the user is about to use). */
  Deferred.preload = fetchOnce;
  /** Whether the code is here (an instance renders it at once). */
  Deferred.loaded = () => loaded !== null;
  return Deferred;
}

/** Loads every deferred component of this bundle now (component tests start with them, as a warm page does). */
export function loadDeferred(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}
