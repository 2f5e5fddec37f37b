import type { App } from 'antd';
import { createContext } from 'react';

/** What useNotify gives: the same calls as antd's App.useApp() (types only, no antd code). */
export type Notices = ReturnType<typeof App.useApp>;

/**
 * The notices of the page (see NoticesProvider in ./ui/notices). The context lives in this
 * singleton root, not in ./ui: every app bundles its own copy of ./ui, and a context is found by
 * identity, so a remote's useNotify must read the one object the shell's provider fills.
 */
export const NoticesContext = createContext<Notices | null>(null);
