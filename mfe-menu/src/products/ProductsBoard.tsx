import LikeFilled from '@ant-design/icons/es/icons/LikeFilled';
import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import { formatPrice, useCan, useMyBranches } from '@menu/shared';
import { Tag as Label } from '@menu/shared/kit';
import {
  ScheduleTag,
  openLazily,
  Board,
  Chips,
  Thumb,
  Truncated,
  useBoardList,
  type BoardColumn,
  type BoardItems,
  type BoardNested,
  type RowAction,
} from '@menu/shared/ui';
import { templatesAction, TemplatesModal, useTemplatesAvailable } from '@menu/shared/features/multisucursal';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { PendingSetsNote } from '../scheduled/PendingSetsNote';
import { SheetButtons } from '../sheet/SheetButtons';
import { TagIcon } from '../tags/TagIcon';
import type { Tag } from '../tags/api';
import { cloneProduct, deleteProduct, reorderProducts, UNCLASSIFIED, type Product } from './api';
import { PRODUCT_GROUPS, type ProductGroupRow } from './productGroups';
import type { ProductEditorContext } from './ProductEditor';
import { SoldOutTag } from './SoldOutTag';
import { reactivateSoldOut, soldOutLabel, type SoldOutMark } from './soldOutApi';
import { queryClient, useBranches, useList } from '@menu/shared/data';

// Its form (and antd's heavy set) loads with the first opening, not with the board.
const ProductEditor = openLazily(
  () => import('./ProductEditor').then((m) => m.ProductEditor),
  (props) => props.open,
);
const SoldOutSheet = openLazily(
  () => import('./SoldOutSheet').then((m) => m.SoldOutSheet),
  (props) => props.open,
);

const NONE: never[] = [];

/** Under the name, only while the product is sold out: the red 'Agotado en …' tag with 'Reactivar' and 'Cambiar'. */
type SoldOutNote = (product: Product) => ReactNode;

/** A combo's line under its name: 'Combo', 'Menú del día' when its steps change by date, and '3 pasos'. */
const comboNote = (product: Product) =>
  product.kind === 'combo' ? (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center', marginTop: 2 }}>
      <Label color="purple" style={{ marginInlineEnd: 0 }}>
        Combo
      </Label>
      {product.daily && (
        <Label color="gold" style={{ marginInlineEnd: 0 }}>
          Menú del día
        </Label>
      )}
      <span style={{ color: '#6d6d80', fontSize: 12 }}>
        {product.steps.length === 1 ? '1 paso' : `${product.steps.length} pasos`}
      </span>
    </span>
  ) : null;

const productColumns = (soldOutNote: SoldOutNote): BoardColumn<Product>[] => [
  // Least widths that fit, with the row's five action buttons, a 1280 px screen (the table is then 936 px wide).
  {
    key: 'image',
    title: 'Imagen',
    width: '56px',
    render: (product) => <Thumb src={product.thumbnail} alt={product.name} />,
  },
  {
    key: 'name',
    title: 'Nombre',
    width: 'minmax(120px, 1.2fr)',
    // The sold-out and schedule tags under the name wrap or are cut within the column, never over the price.
    align: 'stretch',
    render: (product) => (
      <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <strong>{product.name}</strong>
        {comboNote(product)}
        {soldOutNote(product)}
        {product.schedule && <ScheduleTag schedule={product.schedule} />}
      </span>
    ),
  },
  { key: 'price', title: 'Precio', width: '76px', render: (product) => formatPrice(product.price) },
  {
    key: 'description',
    title: 'Descripción',
    width: 'minmax(92px, 1.5fr)',
    render: (product) => <Truncated text={product.description} />,
  },
  {
    key: 'tags',
    title: 'Etiquetas',
    width: 'minmax(100px, 1.4fr)',
    render: (product) => (
      <Chips<Tag>
        items={product.tags}
        label={(tag) => tag.name}
        icon={(tag) => <TagIcon icon={tag.icon} style={{ marginRight: 4 }} />}
      />
    ),
  },
  {
    key: 'featured',
    title: 'Destacado',
    width: '80px',
    align: 'center',
    render: (product) =>
      product.featured ? (
        <StarFilled style={{ color: '#f5a623', fontSize: 18 }} role="img" aria-label="Destacado" title="Destacado" />
      ) : null,
  },
  {
    key: 'recommended',
    title: 'Recomendado',
    width: '96px',
    align: 'center',
    render: (product) =>
      product.recommended ? (
        <LikeFilled
          style={{ color: '#5227D0', fontSize: 18 }}
          role="img"
          aria-label="Recomendado"
          title="Recomendado"
        />
      ) : null,
  },
];

/**
 * The row action that opens the sold-out sheet. An action among the row's others, not a
 * line under the name, which owners read as "this product is sold out": the red tag there is
 * the only sold-out status.
 */
const soldOutAction = (open: (product: Product) => void): RowAction<Product> => ({
  key: 'sold-out',
  label: 'Marcar agotado',
  icon: <StopOutlined />,
  onClick: open,
});

const groupTitle = (group: ProductGroupRow) =>
  group.familyName ? (
    <span>
      <span style={{ color: '#6d6d80', fontWeight: 500 }}>{group.familyName} › </span>
      {group.name}
    </span>
  ) : (
    group.name
  );

/**
 * Productos: grouped by category, with search, family filter and drag within a category.
 * Each product has a 'Marcar agotado' action (the sold-out sheet) and, with templates
 * (Multisucursal), 'Plantillas': its price and Activo per template (the master-enable modal).
 */
export function ProductsBoard() {
  // What the person's role may do here (shared/roles.json): a manager or staff reads the menu
  // and marks sold out on their branches; the board draws no other write for them.
  const can = useCan();
  const readOnly = !can('PUT', '/v1/products/{id}');
  const marksSoldOut = can('PUT', '/v1/products/{id}/sold-out');
  const pricesPerTemplate = can('PUT', '/v1/templates/items/products/{id}');
  const myBranches = useMyBranches();
  const list = useBoardList(PRODUCT_GROUPS);
  // The families (the filter, the editor), the sold-out marks and the branches are lists of the
  // cache beside the board's: read once for every screen that shows them. Sold-out state and
  // the branches are extra: the board still shows if they cannot be read.
  const families = useList('/v1/families').data ?? NONE;
  const soldOutList = useList('/v1/sold-out');
  const soldOut = soldOutList.data ?? NONE;
  const branchList = useBranches().data;
  const branches = useMemo(() => (branchList ?? []).map(({ id, name }) => ({ id, name })), [branchList]);
  // Reading the board again reads its sold-out marks again too (after an import, a save).
  const { refetch: refetchSoldOut } = soldOutList;
  const reload = useCallback(() => void Promise.all([list.reload(), refetchSoldOut()]), [list.reload, refetchSoldOut]);
  const [editing, setEditing] = useState<{ initial?: Product; context?: ProductEditorContext } | null>(null);
  const templates = useTemplatesAvailable();
  const [inTemplates, setInTemplates] = useState<Product | null>(null);
  const [markingSoldOut, setMarkingSoldOut] = useState<Product | null>(null);
  const [reactivating, setReactivating] = useState<number | null>(null);

  const marksOf = useCallback((productId: number) => soldOut.filter((m) => m.product_id === productId), [soldOut]);
  const replaceMarks = useCallback(
    (productId: number, marks: SoldOutMark[]) =>
      queryClient().setQueryData<SoldOutMark[]>(['/v1/sold-out'], (all = []) => [
        ...all.filter((m) => m.product_id !== productId),
        ...marks,
      ]),
    [],
  );
  const columns = useMemo(() => {
    const note: SoldOutNote = (product) => {
      const variantName = (id: number) =>
        product.variant_groups.flatMap((g) => g.variants).find((v) => v.id === id)?.name;
      const label = soldOutLabel(marksOf(product.id), branches, variantName);
      if (!label) return null;
      const reactivate = () => {
        setReactivating(product.id);
        reactivateSoldOut(product.id, marksOf(product.id), myBranches)
          .then((marks) => replaceMarks(product.id, marks))
          .catch(() => undefined)
          .finally(() => setReactivating(null));
      };
      return (
        <SoldOutTag
          label={label}
          busy={reactivating === product.id}
          onReactivate={marksSoldOut ? reactivate : undefined}
          onChange={marksSoldOut ? () => setMarkingSoldOut(product) : undefined}
        />
      );
    };
    return productColumns(note);
  }, [marksOf, branches, replaceMarks, reactivating, marksSoldOut, myBranches]);

  const items = useMemo<BoardItems<ProductGroupRow>>(
    () => ({ target: 'categoría', id: (group) => group.id, name: (group) => group.name, columns: [] }),
    [],
  );

  const nested = useMemo<BoardNested<ProductGroupRow, Product>>(
    () => ({
      target: 'producto',
      gender: 'm',
      id: (product) => product.id,
      name: (product) => product.name,
      columns,
      of: (group) => group.products,
      with: (group, products) => ({ ...group, products }),
      onEdit: (product) => setEditing({ initial: product }),
      onClone: (product) => cloneProduct(product.id),
      remove: {
        call: (product) => deleteProduct(product.id),
        note: (product) => <PendingSetsNote productId={product.id} />,
      },
      actions: [
        ...(marksSoldOut ? [soldOutAction(setMarkingSoldOut)] : []),
        ...(templates && pricesPerTemplate ? [templatesAction(setInTemplates)] : []),
      ],
      reorder: (payload) => reorderProducts(payload.map(({ id }) => id)),
      empty: 'Aún no hay productos en esta categoría.',
      add: {
        label: 'Agregar producto',
        onClick: (group, position) => setEditing({ context: { categoryId: group.id, position } }),
      },
    }),
    [templates, columns, marksSoldOut, pricesPerTemplate],
  );

  const filter = useMemo(
    () => ({
      title: 'Familia',
      options: families.map((family) => ({ value: family.id, label: family.name })),
      match: (group: ProductGroupRow, value: number | string) => group.familyId === value,
    }),
    [families],
  );

  const unclassifiedCount = list.items.find((group) => group.id === UNCLASSIFIED.id)?.products.length ?? 0;

  return (
    <>
      <Board<ProductGroupRow, Product>
        title="Productos"
        caption="Tus productos agrupados por categoría."
        dragHint="Arrastra el número de una fila para ordenarlos dentro de su categoría."
        target="producto"
        gender="m"
        list={list}
        items={items}
        nested={nested}
        group={{ title: groupTitle }}
        isEmpty={(groups) => groups.every((group) => group.products.length === 0)}
        search={{
          placeholder: 'Buscar producto',
          childText: (product) => `${product.name} ${product.description ?? ''}`,
        }}
        filter={filter}
        onAdd={() => setEditing({ context: { categoryId: UNCLASSIFIED.id, position: unclassifiedCount } })}
        toolbar={<SheetButtons onImported={reload} />}
        readOnly={readOnly}
      />
      <ProductEditor
        open={editing !== null}
        initial={editing?.initial}
        context={{ families, ...editing?.context }}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <TemplatesModal kind="products" item={inTemplates} onClose={() => setInTemplates(null)} />
      <SoldOutSheet
        open={markingSoldOut !== null}
        product={markingSoldOut}
        marks={markingSoldOut ? marksOf(markingSoldOut.id) : []}
        branches={branches}
        onClose={() => setMarkingSoldOut(null)}
        onChanged={(product, marks) => replaceMarks(product.id, marks)}
      />
    </>
  );
}
