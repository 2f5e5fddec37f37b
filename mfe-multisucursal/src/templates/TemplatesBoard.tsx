import {
  Board,
  isScopeRequired,
  PlanUpgrade,
  useBoardList,
  type BoardColumn,
  type BoardItems,
  useNotify,
} from '@menu/shared/ui';
import { useCan } from '@menu/shared';
import { useMemo, useState } from 'react';
import { listQuery } from '@menu/shared/data';
import { cloneTemplate, deleteTemplate, type TemplateSummary } from './api';
import { TemplateEditor } from './editor/TemplateEditor';
import { formatUpdated } from './format';

const columns: BoardColumn<TemplateSummary>[] = [
  { key: 'name', title: 'Nombre', width: 'minmax(200px, 2fr)', render: (t) => <strong>{t.name}</strong> },
  { key: 'updated', title: 'Ultimo cambio', width: 'minmax(160px, 1fr)', render: (t) => formatUpdated(t.updated) },
];

const affected = (count: number) =>
  count === 1 ? '1 sucursal quedó sin plantilla.' : `${count} sucursales quedaron sin plantilla.`;

/**
 * Plantillas: the account's templates with their last change; Clonar asks first ('Clonar
 * Plantilla') and the board re-reads the list with the copy; Eliminar leaves the branches
 * that used the template without one (the Sucursales tab reads its list again when opened).
 * A branch manager (shared/roles.json) edits the rows of their branches' templates (the API
 * lists no other) but creates, clones and deletes none.
 */
export function TemplatesBoard() {
  const can = useCan();
  const creates = can('POST', '/v1/templates');
  const clones = can('POST', '/v1/templates/clone/{id}');
  const deletes = can('DELETE', '/v1/templates/{id}');
  const edits = can('PUT', '/v1/templates/{id}');
  const list = useBoardList(listQuery('/v1/templates'));
  const { message } = useNotify();
  const [editing, setEditing] = useState<{ initial?: TemplateSummary } | null>(null);

  const items = useMemo<BoardItems<TemplateSummary>>(
    () => ({
      target: 'plantilla',
      id: (t) => t.id,
      name: (t) => t.name,
      columns,
      onEdit: edits ? (t) => setEditing({ initial: t }) : undefined,
      onClone: clones ? (t) => cloneTemplate(t.id) : undefined,
      cloneConfirm: {
        title: 'Clonar Plantilla',
        content: (t) =>
          `Se creará "${t.name} (copia)" con los mismos precios, productos activos, promociones y publicidad.`,
      },
      remove: deletes
        ? {
            call: (t) => deleteTemplate(t.id),
            note: 'Las sucursales que la usan quedarán sin plantilla y mostrarán el menú base.',
            onDone: (_t, result) => {
              const count = (result as { sucursales_affected?: number } | undefined)?.sucursales_affected ?? 0;
              if (count > 0) message.info(affected(count));
            },
          }
        : undefined,
    }),
    [message, edits, clones, deletes],
  );

  // The plan changed after the panel loaded (or the section was opened standalone).
  if (isScopeRequired(list.error)) return <PlanUpgrade variant="upgrade" />;

  return (
    <>
      <Board<TemplateSummary>
        title="Plantillas"
        caption="Una plantilla ajusta el menú de las sucursales que la usan: precios, productos y variantes activos, promociones y publicidad."
        target="plantilla"
        list={list}
        items={items}
        search={{ placeholder: 'Buscar plantilla', parentText: (t) => t.name }}
        onAdd={creates ? () => setEditing({}) : undefined}
      />
      <TemplateEditor
        open={editing !== null}
        initial={editing?.initial}
        onClose={() => setEditing(null)}
        onSaved={() => void list.reload()}
      />
    </>
  );
}
