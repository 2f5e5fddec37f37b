import { formatPrice, useCan } from '@menu/shared';
import { listQuery } from '@menu/shared/data';
import { positionPricingText } from '@menu/shared/menu/combos';
import { Board, useBoardList, type BoardColumn, type BoardItems, type BoardNested, openLazily } from '@menu/shared/ui';
import { useMemo, useState } from 'react';
import {
  cloneGroup,
  deleteGroup,
  deleteVariant,
  reorderGroups,
  reorderVariants,
  type Variant,
  type VariantGroup,
} from './api';

// Its form (and antd's heavy set) loads with the first opening, not with the board.
const VariantsEditorModal = openLazily(
  () => import('./VariantsEditorModal').then((m) => m.VariantsEditorModal),
  (props) => props.open,
);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const groupColumns: BoardColumn<VariantGroup>[] = [
  { key: 'name', title: 'Nombre', width: 'minmax(160px, 1.4fr)', render: (group) => <strong>{group.name}</strong> },
  {
    key: 'variants',
    title: 'Variantes',
    width: 'minmax(110px, 1fr)',
    // A group priced by position says how, in the diner's words, under its count.
    render: (group) => (
      <>
        {plural(group.variants.length, 'variante', 'variantes')}
        {group.position_pricing && (
          <div style={{ color: '#8c8ca1', fontSize: 12 }}>{positionPricingText(group.position_pricing)}</div>
        )}
      </>
    ),
  },
  {
    key: 'products',
    title: 'Productos',
    width: 'minmax(110px, 1fr)',
    render: (group) => plural(group.products_count, 'producto', 'productos'),
  },
];

const variantColumns: BoardColumn<Variant>[] = [
  { key: 'name', title: 'Variante', width: 'minmax(160px, 1.4fr)', render: (variant) => variant.name },
  {
    key: 'price',
    title: 'Precio',
    width: 'minmax(110px, 2fr)',
    render: (variant) =>
      variant.price === null ? <span style={{ color: '#8c8ca1' }}>Sin precio</span> : formatPrice(variant.price),
  },
];

/** Variantes: variant groups (search), each expandable to its variants with prices; both drag to order. */
export function VariantsBoard() {
  // A role that may not change the menu (manager, staff) reads it: the board draws no writes.
  const readOnly = !useCan()('PUT', '/v1/groups/{id}');
  const list = useBoardList(listQuery('/v1/groups'));
  const [editing, setEditing] = useState<{ initial?: VariantGroup } | null>(null);
  const groups = list.items;

  const items = useMemo<BoardItems<VariantGroup>>(
    () => ({
      target: 'grupo',
      gender: 'm',
      id: (group) => group.id,
      name: (group) => group.name,
      columns: groupColumns,
      onEdit: (group) => setEditing({ initial: group }),
      onClone: (group) => cloneGroup(group.id),
      remove: {
        call: (group) => deleteGroup(group.id),
        note: (group) =>
          group.products_count > 0
            ? `Se quitará de ${plural(group.products_count, 'producto', 'productos')}; los productos no se eliminan.`
            : 'Sus variantes también se eliminarán.',
      },
      reorder: (payload) => reorderGroups(payload.map(({ id }) => id)),
    }),
    [],
  );

  const nested = useMemo<BoardNested<VariantGroup, Variant>>(
    () => ({
      target: 'variante',
      id: (variant) => variant.id,
      name: (variant) => variant.name,
      columns: variantColumns,
      of: (group) => group.variants,
      with: (group, variants) => ({ ...group, variants }),
      // A variant is edited in its group's modal.
      onEdit: (variant) => {
        const group = groups.find((candidate) => candidate.id === variant.group_id);
        if (group) setEditing({ initial: group });
      },
      remove: { call: (variant) => deleteVariant(variant.id) },
      reorder: (payload, group) =>
        reorderVariants(
          group.id,
          payload.map(({ id }) => id),
        ),
      empty: 'Este grupo aún no tiene variantes.',
    }),
    [groups],
  );

  return (
    <>
      <Board<VariantGroup, Variant>
        title="Variantes"
        caption="Grupos de variantes (tamaños, extras, términos...) que puedes agregar a tus productos."
        dragHint="Arrastra el número de una fila para ordenarlos."
        target="grupo"
        gender="m"
        list={list}
        items={items}
        nested={nested}
        defaultExpanded={false}
        search={{
          placeholder: 'Buscar grupo',
          parentText: (group) => group.name,
          childText: (variant) => variant.name,
        }}
        onAdd={() => setEditing({})}
        readOnly={readOnly}
      />
      <VariantsEditorModal
        open={editing !== null}
        initial={editing?.initial}
        onClose={() => setEditing(null)}
        onSaved={() => void list.reload()}
      />
    </>
  );
}
