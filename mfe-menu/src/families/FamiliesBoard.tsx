import {
  Board,
  ScheduleTag,
  Thumb,
  Truncated,
  useBoardList,
  type BoardColumn,
  type BoardItems,
  type BoardNested,
  openLazily,
  useNotify,
} from '@menu/shared/ui';
import { useCan } from '@menu/shared';
import { listQuery } from '@menu/shared/data';
import { useMemo, useState } from 'react';
import {
  cloneCategory,
  cloneFamily,
  deleteCategory,
  deleteFamily,
  reorderCategories,
  reorderFamilies,
  type Category,
  type DeleteResult,
  type Family,
} from './api';
import type { CategoryEditorContext } from './CategoryEditor';
import type { FamilyEditorContext } from './FamilyEditor';

// Its form (and antd's heavy set) loads with the first opening, not with the board.
const FamilyEditor = openLazily(
  () => import('./FamilyEditor').then((m) => m.FamilyEditor),
  (props) => props.open,
);

// Its form (and antd's heavy set) loads with the first opening, not with the board.
const CategoryEditor = openLazily(
  () => import('./CategoryEditor').then((m) => m.CategoryEditor),
  (props) => props.open,
);

const familyColumns: BoardColumn<Family>[] = [
  {
    key: 'icon',
    title: 'Icono',
    width: '56px',
    render: (family) => <Thumb src={family.icon} alt={`Icono de ${family.name}`} />,
  },
  { key: 'name', title: 'Nombre', width: 'minmax(140px, 1fr)', render: (family) => <strong>{family.name}</strong> },
  {
    key: 'description',
    title: 'Descripción',
    width: 'minmax(160px, 2fr)',
    render: (family) => <Truncated text={family.description} />,
  },
];

const categoryColumns: BoardColumn<Category>[] = [
  {
    key: 'name',
    title: 'Nombre',
    width: 'minmax(140px, 1fr)',
    render: (category) => (
      <>
        {category.name}
        {category.schedule && (
          <div>
            <ScheduleTag schedule={category.schedule} />
          </div>
        )}
      </>
    ),
  },
  {
    key: 'description',
    title: 'Descripción',
    width: 'minmax(160px, 2fr)',
    render: (category) => <Truncated text={category.description} />,
  },
];

/** 'N productos quedaron en Productos sin clasificar' after a family or category delete. */
export const unclassifiedNotice = (result: unknown) => {
  const count = (result as Partial<DeleteResult> | undefined)?.unclassified_products ?? 0;
  if (count <= 0) return null;
  return count === 1
    ? '1 producto quedó en Productos sin clasificar.'
    : `${count} productos quedaron en Productos sin clasificar.`;
};

type Editing =
  | { kind: 'family'; initial?: Family; context?: FamilyEditorContext }
  | { kind: 'category'; initial?: Category; context?: CategoryEditorContext };

/** Familias y Categorías: families with their categories nested; both drag to order. */
export function FamiliesBoard() {
  const { message } = useNotify();
  // A role that may not change the menu (manager, staff) reads it: the board draws no writes.
  const readOnly = !useCan()('PUT', '/v1/families/{id}');
  const list = useBoardList(listQuery('/v1/families'));
  const [editing, setEditing] = useState<Editing | null>(null);
  const families = list.items;

  const items = useMemo<BoardItems<Family>>(
    () => ({
      target: 'familia',
      id: (family) => family.id,
      name: (family) => family.name,
      columns: familyColumns,
      onEdit: (family) => setEditing({ kind: 'family', initial: family }),
      onClone: (family) => cloneFamily(family.id),
      remove: {
        call: (family) => deleteFamily(family.id),
        note: 'Sus categorías también se eliminarán y sus productos quedarán en Productos sin clasificar.',
        onDone: (_family, result) => {
          const notice = unclassifiedNotice(result);
          if (notice) message.info(notice);
        },
      },
      reorder: (payload) => reorderFamilies(payload.map(({ id }) => id)),
    }),
    [message],
  );

  const nested = useMemo<BoardNested<Family, Category>>(
    () => ({
      target: 'categoría',
      id: (category) => category.id,
      name: (category) => category.name,
      columns: categoryColumns,
      of: (family) => family.categories,
      with: (family, categories) => ({ ...family, categories }),
      onEdit: (category) => setEditing({ kind: 'category', initial: category }),
      onClone: (category) => cloneCategory(category.id),
      remove: {
        call: (category) => deleteCategory(category.id),
        note: 'Sus productos quedarán en Productos sin clasificar.',
        onDone: (_category, result) => {
          const notice = unclassifiedNotice(result);
          if (notice) message.info(notice);
        },
      },
      reorder: (payload) => reorderCategories(payload.map(({ id }) => id)),
      empty: 'Esta familia aún no tiene categorías.',
      add: {
        label: 'Agregar categoría',
        onClick: (family, position) => setEditing({ kind: 'category', context: { familyId: family.id, position } }),
      },
    }),
    [message],
  );

  const close = () => setEditing(null);
  const saved = () => void list.reload();
  const familyOptions = useMemo(() => families.map(({ id, name }) => ({ id, name })), [families]);

  return (
    <>
      <Board<Family, Category>
        title="Familias y Categorías"
        caption="Las familias agrupan las categorías de tu menú."
        dragHint="Arrastra el número de una fila para cambiar el orden en que aparecen."
        target="familia"
        list={list}
        items={items}
        nested={nested}
        onAdd={() => setEditing({ kind: 'family', context: { position: families.length } })}
        readOnly={readOnly}
      />
      <FamilyEditor
        open={editing?.kind === 'family'}
        initial={editing?.kind === 'family' ? editing.initial : undefined}
        context={editing?.kind === 'family' ? editing.context : undefined}
        onClose={close}
        onSaved={saved}
      />
      <CategoryEditor
        open={editing?.kind === 'category'}
        initial={editing?.kind === 'category' ? editing.initial : undefined}
        context={editing?.kind === 'category' ? { families: familyOptions, ...editing.context } : undefined}
        onClose={close}
        onSaved={saved}
      />
    </>
  );
}
