import { EditorModal, editorTitle, type EditorProps } from '@menu/shared/ui';
import type { TemplateSummary } from '../api';
import { RowsForm } from './RowsForm';

export { SEARCH_DEBOUNCE_MS } from './RowsForm';

/** A template's region as the list answers it (the one region of every branch using it). */
type Summary = TemplateSummary & { region?: { id: number; name: string } | null };

/** Agregar / Actualizar plantilla: the name, then every row of the menu in four sections. */
export function TemplateEditor(props: EditorProps<TemplateSummary>) {
  const initial = props.initial as Summary | undefined;
  return (
    // Wide enough at 1280 px for every section's columns with a readable Nombre (SectionTable).
    <EditorModal open={props.open} title={editorTitle(props.initial, 'plantilla')} onClose={props.onClose} width={1120}>
      <RowsForm
        owner={{ kind: 'template', id: initial?.id, region: initial?.region ?? null }}
        initial={props.initial}
        onClose={props.onClose}
        onSaved={props.onSaved}
      />
    </EditorModal>
  );
}
