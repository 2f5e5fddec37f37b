// The light kit: the components first screens draw (the boards, the shell's frame and its
// loading and error states), without antd's code. antd ships its runtime styling engine,
// context and motion with the first component imported, about 120 KB gzip before the
// first board can paint; these are plain React elements and one small stylesheet.
// They take antd's names and the subset of antd's props the first screens use, and look like
// the panel's antd components (antd 6's default look with the theme of ../ui/theme.ts), so
// converting a first-screen file is changing its import from '@menu/shared/antd' to here,
// and its tests (queries by role, name and text) keep passing. Editors, menus and modals
// stay antd (`@menu/shared/antd`) and load with the first one opened.
export { Alert, type AlertProps, type AlertType } from './Alert';
export { Button, type ButtonProps, type ButtonSize, type ButtonType } from './Button';
export { Empty, type EmptyProps } from './Empty';
export { Input, type InputProps } from './Input';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spin, type SpinProps } from './Spin';
export { Switch, type SwitchProps } from './Switch';
export { Tag, type TagProps } from './Tag';
export { Typography, type ParagraphProps, type TextProps, type TextType, type TitleProps } from './Typography';
// Not drawn by the kit: antd's own Dropdown (its trigger drawn at once, antd loaded on intent)
// and Result (loaded the first time one renders), as antd islands (./island.tsx). These are
// the panel's one Dropdown and one Result: every app imports them from here, light screen or
// antd screen (the antd set keeps the names only for the island to load and for remotes built
// against an older set).
export { Dropdown } from './Dropdown';
export { Result, antdIsland, AntdScope, loadAntd } from './island';
