// The master-enable modal of the Productos, Promociones and Publicidad boards.
export { TemplatesModal, templatesTitle, type TemplatesModalProps, type TemplatesMode } from './lazy';
export { templatesAction } from './templatesAction';
export { useTemplatesAvailable } from './useTemplatesAvailable';
export {
  listTemplates,
  itemTemplates,
  saveItemTemplates,
  type TemplateItemKind,
  type TemplateProductItem,
  type TemplateTextItem,
  type TemplateProductChange,
  type TemplateTextChange,
} from './api';
