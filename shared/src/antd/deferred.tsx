// antd components that the first screens may render but that are heavy for what they show:
// Dropdown and Tabs bring antd's Menu with its overflow and popup machinery, Result its three
// illustrations (about 30 KB gzip together). They stay in the first-screen set under their
// own names, so every app (and a remote built against an older set) keeps using them as
// before, but their code is a separate chunk fetched when one is first rendered: a dropdown
// shows its trigger meanwhile, a result or tab set shows nothing for that moment.
import type { DropdownProps, ResultProps, TabsProps } from 'antd';
import { lazy, Suspense } from 'react';

const LazyDropdown = lazy(() => import('antd/es/dropdown'));
const LazyResult = lazy(() => import('antd/es/result'));
const LazyTabs = lazy(() => import('antd/es/tabs'));

export function Dropdown(props: DropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <LazyDropdown {...props} />
    </Suspense>
  );
}

export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <LazyResult {...props} />
    </Suspense>
  );
}

export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <LazyTabs {...props} />
    </Suspense>
  );
}
