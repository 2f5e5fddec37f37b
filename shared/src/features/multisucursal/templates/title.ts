import type { TemplateItemKind } from './api';
import { KINDS } from './draft';

/** The templates modal's title for a kind of item ('Actualizar producto en plantillas'). */
export const templatesTitle = (kind: TemplateItemKind) => `Actualizar ${KINDS[kind].target} en plantillas`;
