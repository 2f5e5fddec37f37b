// antd components that the first screens may render but that are heavy for what they show:
// Dropdown and Tabs bring antd's Menu with its overflow and popup machinery (and Card brings
// Tabs, for its tab list), Result its three illustrations (about 30 KB gzip together). They
// stay in the first-screen set under their own names, so every app (and a remote built
// against an older set) keeps using them as before, but their code is a separate chunk
// fetched when one is first rendered: a dropdown shows its trigger meanwhile, the others
// show nothing for that moment. Once loaded, new instances render at once.
import type { CardProps, DropdownProps, ResultProps, TabsProps } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

const loaders: Array<() => Promise<unknown>> = [];

function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: (props: P) => ReactNode): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchOnce);
  loaders.push(fetchOnce);
  return function Deferred(props: P) {
    // Chosen once per instance, so an instance never swaps its tree (and loses focus).
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const Card = deferred<CardProps>(() => import('antd/es/card'), () => null);
export const Dropdown = deferred<DropdownProps>(() => import('antd/es/dropdown'), (props) => props.children);
export const Result = deferred<ResultProps>(() => import('antd/es/result'), () => null);
export const Tabs = deferred<TabsProps>(() => import('antd/es/tabs'), () => null);

/** Loads every deferred component now (component tests start with them, as a warm page does). */
export function loadDeferred(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}
