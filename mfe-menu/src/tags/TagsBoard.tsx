import { Board, useBoardList, type BoardColumn, type BoardItems, openLazily } from '@menu/shared/ui';
import { useCan } from '@menu/shared';
import { useMemo, useState } from 'react';
import { listQuery } from '@menu/shared/data';
import { cloneTag, deleteTag, reorderTags, type Tag } from './api';
import { TagIcon, tagIconLabel } from './TagIcon';

// Its form (and antd's heavy set) loads with the first opening, not with the board.
const TagEditor = openLazily(
  () => import('./TagEditor').then((m) => m.TagEditor),
  (props) => props.open,
);

const tagColumns: BoardColumn<Tag>[] = [
  {
    key: 'icon',
    title: 'Icono',
    width: '64px',
    align: 'center',
    render: (tag) => (
      <TagIcon
        icon={tag.icon}
        title={tag.icon ? tagIconLabel(tag.icon) : undefined}
        style={{ fontSize: 20, color: '#5227D0' }}
      />
    ),
  },
  { key: 'name', title: 'Nombre', width: 'minmax(160px, 1fr)', render: (tag) => <strong>{tag.name}</strong> },
  {
    key: 'kind',
    title: 'Tipo',
    width: 'minmax(120px, 1fr)',
    render: (tag) => (tag.global ? <span style={{ color: '#8c8ca1' }}>Predeterminada</span> : 'Propia'),
  },
];

/** Etiquetas: tags with their Font Awesome icon (search); drag to order. */
export function TagsBoard() {
  // A role that may not change the menu (manager, staff) reads it: the board draws no writes.
  const readOnly = !useCan()('PUT', '/v1/tags/{id}');
  const list = useBoardList(listQuery('/v1/tags'));
  const [editing, setEditing] = useState<{ initial?: Tag } | null>(null);

  const items = useMemo<BoardItems<Tag>>(
    () => ({
      target: 'etiqueta',
      id: (tag) => tag.id,
      name: (tag) => tag.name,
      columns: tagColumns,
      // Built-in (global) tags belong to every account: they cannot be changed here.
      editable: (tag) => !tag.global,
      onEdit: (tag) => setEditing({ initial: tag }),
      onClone: (tag) => cloneTag(tag.id),
      remove: {
        call: (tag) => deleteTag(tag.id),
        note: 'Se quitará de los productos que la usan; los productos no se eliminan.',
      },
      reorder: (payload) => reorderTags(payload.map(({ id }) => id)),
    }),
    [],
  );

  return (
    <>
      <Board<Tag>
        title="Etiquetas"
        caption="Las etiquetas (picante, vegano, nuevo...) se muestran con su icono junto a tus productos."
        dragHint="Arrastra el número de una fila para ordenarlas."
        target="etiqueta"
        list={list}
        items={items}
        search={{ placeholder: 'Buscar etiqueta', parentText: (tag) => tag.name }}
        onAdd={() => setEditing({})}
        readOnly={readOnly}
      />
      <TagEditor
        open={editing !== null}
        initial={editing?.initial}
        onClose={() => setEditing(null)}
        onSaved={() => void list.reload()}
      />
    </>
  );
}
