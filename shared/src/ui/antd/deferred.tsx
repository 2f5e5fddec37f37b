// antd components that the first screens may render but that are heavy for what they show:
// Dropdown and Tabs bring antd's Menu with its overflow and popup machinery (and Card brings
// Tabs, for its tab list), Result its three illustrations (about 30 KB gzip together). They
// stay in the first-screen set under their own names, so every app (and a remote built
// against an older set) keeps using them as before, but their code is a separate chunk
// fetched when one is first rendered: a dropdown shows its trigger meanwhile, the others
// show nothing for that moment.
import type { CardProps, DropdownProps, ResultProps, TabsProps } from 'antd';
import { deferred } from '../deferred';

export const Card = deferred<CardProps>(
  () => import('antd/es/card'),
  () => null,
);
export const Dropdown = deferred<DropdownProps>(
  () => import('antd/es/dropdown'),
  (props) => props.children,
);
export const Result = deferred<ResultProps>(
  () => import('antd/es/result'),
  () => null,
);
export const Tabs = deferred<TabsProps>(
  () => import('antd/es/tabs'),
  () => null,
);
