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
  // A load that fails (the network is down) is not kept: React keeps a lazy component's
  // failure for good and throws it at every render, which would blank the page from a screen
  // that has nothing to do with it. The instance shows its fallback instead, and the next render
  // (of it or of a new instance) fetches again.
  const makeLazy = () =>
    lazy(() =>
      fetchOnce().catch(() => {
        Lazy = makeLazy();
        return { default: (props: P) => fallback(props) };
      }),
    );
  let Lazy = makeLazy();
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
