// antd-based pieces of the panel, kept apart from the package root so light screens
// do not pull the UI kit. This part is NOT a federation singleton: each app bundles the
// version it was built with, so a remote redeploys its UI without the shell. Anything
// stateful or compared by identity (store, session, ApiError) must therefore be imported
// from '@menu/shared' (the singleton root), never by a relative path.
export { AppProviders } from './AppProviders';
export { NoticesProvider, useNotify } from './notices';
export { AntdProviders } from './AntdProviders';
export { antdIsland, AntdScope, deferredAntd, loadAntd } from './light/island';
export { deferred, loadDeferred } from './deferred';
export { openLazily } from './openLazily';
export { useRetryWhenOnline } from './useRetryWhenOnline';
export { useDebounced } from './useDebounced';
export { SectionPage, type SectionTab } from './SectionPage';
export { StandaloneApp } from './StandaloneApp';
export { PlanUpgrade, SectionDisabled, ScopeRequired, isScopeRequired, BILLING_PATH } from './PlanUpgrade';
export { panelTheme, NOTIFICATION_SECONDS } from './theme';
export { antdRules } from './formRules';
export * from './icons';
export { ImageField, type ImageFieldProps } from './ImageField';
export { ImageFormItem, type ImageFormItemProps } from './ImageFormItem';
export { cropNotes, readImageSize, type ImageSize } from './imageSize';
export { DateField } from './DateField';
export {
  EditorModal,
  EditorFooter,
  editorTitle,
  nonEmpty,
  optionalText,
  changed,
  type EditorProps,
} from './editor';
export { useEditorSave, type EditorSaveOptions, type EditorUpload, type Held } from './useEditorSave';
export { fieldErrors, fieldPath, type FieldErrorEntry } from './fieldErrors';
export * from './board';
export { ScheduleField, DEFAULT_SCHEDULE, type ScheduleFieldProps } from './ScheduleField';
export { ScheduleTag } from './ScheduleTag';
