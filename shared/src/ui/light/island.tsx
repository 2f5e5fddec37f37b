import type { ResultProps } from '@menu/shared/antd';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { deferred } from '../deferred';

/**
 * Loads antd (the shared set) with the panel's antd context. Light screens call it for their
 * first editor or menu; the shell calls it once the first screen is idle, so that one is
 * usually ready before the owner clicks.
 */
export const loadAntd = () => import('../antdSet');

export type AntdSet = Awaited<ReturnType<typeof loadAntd>>;

/** `Component` inside the panel's antd context (a light screen has none above it). */
function inAntd<P extends object>(Component: ComponentType<P>, { AntdProviders }: AntdSet): ComponentType<P> {
  return function AntdIsland(props: P) {
    return (
      <AntdProviders>
        <Component {...props} />
      </AntdProviders>
    );
  };
}

/** A lazy component built on antd: its code and antd's load together, the first time it renders. */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, set] = await Promise.all([load(), loadAntd()]);
    return { default: inAntd(Component, set) };
  });
}

/**
 * An antd component of the set (`pick`) for a light screen, in the panel's antd context: it
 * loads with antd the first time one renders (or on `preload`), showing `fallback` meanwhile.
 */
export function deferredAntd<P extends object>(
  pick: (set: AntdSet) => ComponentType<P> | Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
) {
  return deferred<P>(() => loadAntd().then(async (set) => ({ default: inAntd(await pick(set), set) })), fallback);
}

/** antd's Result (error and plan screens) for a light screen: nothing for the moment antd loads. */
export const Result = deferredAntd<ResultProps>(
  (set) => set.Result,
  () => null,
);

/** Its children inside the panel's antd context, once antd has loaded: a section built on antd. */
export const AntdScope = antdIsland<{ children: ReactNode }>(async () => (await loadAntd()).NoticesApp);
