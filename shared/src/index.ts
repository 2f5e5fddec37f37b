// @menu/shared: the singleton package every app shares. No antd here, so a light
// screen (login) can import it without pulling the UI kit; antd pieces are in ./ui.
// A shared module is never tree-shaken and /login loads this one whole, so pure helpers
// that hold no state (tag icons, schedules, billing zones) are imported from their own
// subpaths (`@menu/shared/menu/tagIcons`, ...) and bundled only where used.
export * from './api';
export * from './session';
export { canWith, roleOfProfile, branchesOf, useCan, useRole, useMyBranches } from './session/can';
export { login, logout, loadProfile, type SecondStep } from './auth';
export * from './access';
export * from './format';
export * as rules from './validation';
export { MESSAGES } from './validation';
export type { RemoteModule, RemoteEntry } from './federation/contract';
export * from './constants';
export { NoticesContext, type Notices } from './notices';
