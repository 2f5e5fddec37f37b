// @menu/shared: the singleton package every app shares. No antd here, so a light
// screen (login) can import it without pulling the UI kit; antd pieces are in ./ui.
export * from './api';
export * from './session';
export * from './access';
export * from './format';
export * as rules from './validation';
export { MESSAGES } from './validation';
export type { RemoteModule, RemoteEntry } from './federation/contract';
export * from './constants';
export * from './menu/tagIcons';
export * from './billing/zones';
export * from './menu/schedule';
