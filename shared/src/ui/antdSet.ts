// What an antd island of a light screen needs: antd's context for the panel, and the antd
// components the light screens open on demand. Importing this module loads the shared antd
// set (`@menu/shared/antd`).
import { Dropdown } from '@menu/shared/antd';

export { AntdProviders } from './AntdProviders';
export { NoticesApp } from './NoticesApp';
export { Result } from '@menu/shared/antd';

/**
 * The set's Dropdown with its code loaded, so it renders at once. The set's deferred
 * components have `preload` since the light kit; a shell built before has none, and its
 * Dropdown then loads on first render as it always did.
 */
export async function loadDropdown(): Promise<typeof Dropdown> {
  await (Dropdown as typeof Dropdown & { preload?: () => Promise<unknown> }).preload?.();
  return Dropdown;
}
