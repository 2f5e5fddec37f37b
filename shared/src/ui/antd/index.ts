// The antd components the panel uses, shared at run time as one federation module
// (`@menu/shared/antd`). Sharing the `antd` package root would ship every component (about
// 420 KB gzip, most of it unused) because a shared module cannot be tree-shaken; this module
// is, so the page gets only what is listed here. Every app imports antd from here: a
// component missing from the list fails the typecheck (the types below are type-only).
// Forms, pickers and tables are in ./editor.ts (a second shared module, loaded with the first
// editor). Adding one is a new export here and a version bump of `ANTD_SET_REVISION` in
// shared/federation/index.cjs, so a host with the older list is not used for it.
export type * from 'antd';
export {
  Alert,
  App,
  Button,
  ConfigProvider,
  Divider,
  Empty,
  Grid,
  Input,
  Modal,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
// Loaded when first rendered, not with the first screen (see ./deferred.tsx).
export { Card, Dropdown, Result, Tabs } from './deferred';
// Spanish texts of antd's own components (pickers, pagination, empty states): one copy for
// every app instead of one bundled in each.
export { default as esES } from 'antd/locale/es_ES';
