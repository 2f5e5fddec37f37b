// antd-based pieces of the panel, kept apart from the package root so light screens
// do not pull the UI kit.
export { AppProviders } from './AppProviders';
export { SectionPage, type SectionTab } from './SectionPage';
export { StandaloneApp } from './StandaloneApp';
export { Placeholder } from './Placeholder';
export { panelTheme, NOTIFICATION_SECONDS } from './theme';
export { antdRules } from './formRules';
export * from './icons';
