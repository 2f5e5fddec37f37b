import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { arrayMove } from '@dnd-kit/sortable';
import { Alert, App, Button, Dropdown, Empty, Input, Modal, Skeleton, Spin, Typography } from 'antd';
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@menu/shared';
import { LazyMount } from './LazyMount';
import { SortableItem, SortableList, useDragHandle } from './Sortable';
import { BOARD_CSS } from './styles';
import type { BoardFilter, BoardItems, BoardNested, BoardRows, BoardSearch, Gender, ReorderPayload } from './types';
import { rowKey, type BoardList, type ItemFlags } from './useBoardList';

/** Nested rows shown per parent before 'Ver más' (and added by each click). */
export const BOARD_PAGE_SIZE = 50;
/** Top-level rows whose nested rows render at once; the rest render as they scroll into view. */
const EAGER_GROUPS = 4;
const ROW_HEIGHT = 52;

export interface BoardProps<P, C = never> {
  title: ReactNode;
  /** 1 when the board is the page itself (Promociones), 2 under a section title with tabs (Menú). */
  titleLevel?: 1 | 2;
  caption?: ReactNode;
  /** What the board lists, e.g. 'familia': '+ Agregar familia', 'Aún no tienes ninguna familia registrada'. */
  target: string;
  gender?: Gender;
  list: BoardList<P>;
  /** The top-level rows. */
  items: BoardItems<P>;
  /** Rows nested under each top-level row. */
  nested?: BoardNested<P, C>;
  /**
   * Makes the top-level rows group headers (no number, no actions): `title` is what
   * the header shows, e.g. a category's name. The column titles are then the nested ones.
   */
  group?: { title: (parent: P) => ReactNode };
  onAdd?: () => void;
  search?: BoardSearch<P, C>;
  filter?: BoardFilter<P>;
  /** When the list counts as empty (default: no top-level rows). */
  isEmpty?: (items: P[]) => boolean;
  /** Nested rows shown per parent before 'Ver más'. */
  pageSize?: number;
  defaultExpanded?: boolean;
  /** More buttons in the toolbar. */
  toolbar?: ReactNode;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

const payloadOf = <T,>(items: T[], id: (item: T) => number): ReorderPayload => items.map((item, position) => ({ id: id(item), position }));

export const emptyListText = (target: string, gender: Gender = 'f') =>
  gender === 'm' ? `Aún no tienes ningún ${target} registrado` : `Aún no tienes ninguna ${target} registrada`;

type Pending<P, C> = { level: 'item'; item: P } | { level: 'child'; item: C; parent: P };

/**
 * The generic board of the panel (spec section 2): title, caption, search, filter,
 * Expandir/Contraer todo, '+ Agregar {target}', then the rows with their number (a
 * drag handle where reordering is allowed), columns and Editar / Clonar / Eliminar.
 */
export function Board<P, C = never>(props: BoardProps<P, C>) {
  const { title, titleLevel = 2, caption, target, gender = 'f', list, items: rows, nested, group, onAdd, search, filter } = props;
  const pageSize = props.pageSize ?? BOARD_PAGE_SIZE;
  const { notification, message } = App.useApp();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [filterValue, setFilterValue] = useState<number | string | null>(null);
  const [expansion, setExpansion] = useState(() => ({ base: props.defaultExpanded ?? true, toggled: new Set<number>() }));
  const [shownCount, setShownCount] = useState<Record<number, number>>({});
  const [pending, setPending] = useState<Pending<P, C> | null>(null);

  // Handlers read the newest props through a ref, so memoised rows need not re-render.
  const latest = useRef(props);
  latest.current = props;

  const needle = search ? normalize(deferredQuery) : '';
  const filtering = filter !== undefined && filterValue !== null;
  const narrowed = needle !== '' || filtering;

  /** What is on screen: parents that pass the filter and search, with their matching children. */
  const visible = useMemo(() => {
    let parents = list.items;
    if (filter && filterValue !== null) parents = parents.filter((parent) => filter.match(parent, filterValue));
    return parents.flatMap((parent) => {
      const children = nested ? nested.of(parent) : [];
      if (!needle) return [{ parent, children, forced: false }];
      if (search?.parentText && normalize(search.parentText(parent)).includes(needle)) return [{ parent, children, forced: false }];
      if (nested && search?.childText) {
        const matching = children.filter((child) => normalize(search.childText!(child)).includes(needle));
        if (matching.length) return [{ parent, children: matching, forced: true }];
      }
      return [];
    });
  }, [list.items, filter, filterValue, nested, needle, search]);

  const isExpanded = useCallback(
    (id: number, forced: boolean) => forced || expansion.base !== expansion.toggled.has(id),
    [expansion],
  );
  const toggle = useCallback(
    (id: number) =>
      setExpansion(({ base, toggled }) => {
        const next = new Set(toggled);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return { base, toggled: next };
      }),
    [],
  );
  const allExpanded = visible.every(({ parent, forced }) => isExpanded(rows.id(parent), forced));

  // ----- actions -----
  const askDelete = useCallback((value: Pending<P, C>) => setPending(value), []);

  const confirmDelete = async () => {
    const current = pending;
    setPending(null);
    if (!current) return;
    const { items, nested: kids } = latest.current;
    let result: unknown;
    if (current.level === 'item') {
      const id = items.id(current.item);
      const ok = await list.remove(
        rowKey('item', id),
        async () => {
          result = await items.remove!.call(current.item);
        },
        (all) => all.filter((parent) => items.id(parent) !== id),
      );
      if (ok) items.remove!.onDone?.(current.item, result);
      else notification.error({ title: `No se pudo eliminar ${items.target}`, description: 'Se conservó en la lista.' });
    } else if (kids) {
      const id = kids.id(current.item);
      const parentId = items.id(current.parent);
      const ok = await list.remove(
        rowKey('child', id),
        async () => {
          result = await kids.remove!.call(current.item);
        },
        (all) =>
          all.map((parent) =>
            items.id(parent) === parentId ? kids.with(parent, kids.of(parent).filter((child) => kids.id(child) !== id)) : parent,
          ),
      );
      if (ok) kids.remove!.onDone?.(current.item, result);
      else notification.error({ title: `No se pudo eliminar ${kids.target}`, description: 'Se conservó en la lista.' });
    }
  };

  const clone = useCallback(
    async (run: () => Promise<unknown>) => {
      try {
        await run();
        message.success('Copia creada');
        await list.reload();
      } catch (error) {
        notification.error({ title: 'No se pudo clonar', description: errorMessage(error) });
      }
    },
    [list, message, notification],
  );

  const reorderFailed = useCallback(
    (error: unknown) =>
      notification.error({
        title: 'No se pudo guardar el orden',
        description: `${errorMessage(error)} Se restauró el orden anterior.`,
      }),
    [notification],
  );

  const moveParent = useCallback(
    (activeId: number, overId: number) => {
      const { items } = latest.current;
      if (!items.reorder) return;
      const all = list.items;
      const from = all.findIndex((parent) => items.id(parent) === activeId);
      const to = all.findIndex((parent) => items.id(parent) === overId);
      if (from < 0 || to < 0) return;
      const next = arrayMove(all, from, to);
      list.reorder(next, () => items.reorder!(payloadOf(next, items.id))).catch(reorderFailed);
    },
    [list, reorderFailed],
  );

  const moveChild = useCallback(
    (parentId: number, activeId: number, overId: number) => {
      const { items, nested: kids } = latest.current;
      if (!kids?.reorder) return;
      const parent = list.items.find((candidate) => items.id(candidate) === parentId);
      if (!parent) return;
      const children = kids.of(parent);
      const from = children.findIndex((child) => kids.id(child) === activeId);
      const to = children.findIndex((child) => kids.id(child) === overId);
      if (from < 0 || to < 0) return;
      const moved = arrayMove(children, from, to);
      const nextParent = kids.with(parent, moved);
      const next = list.items.map((candidate) => (candidate === parent ? nextParent : candidate));
      list.reorder(next, () => kids.reorder!(payloadOf(moved, kids.id), nextParent)).catch(reorderFailed);
    },
    [list, reorderFailed],
  );

  // ----- rendering -----
  const empty = !list.loading && !list.error && (props.isEmpty ? props.isEmpty(list.items) : list.items.length === 0);
  const parentsDraggable = Boolean(rows.reorder) && !group && !narrowed;
  const childrenDraggable = Boolean(nested?.reorder) && !narrowed;
  const headColumns = group && nested ? nested.columns : rows.columns;
  const headTemplate = group && nested ? gridOf(nested, Boolean(nested)) : gridOf(rows, Boolean(nested));
  const pendingRows: BoardRows<unknown> | undefined = pending
    ? ((pending.level === 'item' ? rows : nested) as unknown as BoardRows<unknown>)
    : undefined;
  const pendingNote = pending && pendingRows?.remove?.note;

  let body: ReactNode;
  if (!list.validated && list.loading) {
    body = (
      <div aria-busy="true" aria-label="Cargando" className="board-loading">
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      </div>
    );
  } else if (!list.validated && list.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title="No se pudo cargar la lista"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.reload()}>Reintentar</Button>}
      />
    );
  } else if (empty) {
    body = (
      <Empty description={emptyListText(target, gender)} className="board-empty">
        {onAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            Agregar {target}
          </Button>
        )}
      </Empty>
    );
  } else if (visible.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No hay resultados para tu búsqueda" />;
  } else {
    const parentIds = visible.map(({ parent }) => rows.id(parent));
    const renderParent = ({ parent, children, forced }: (typeof visible)[number], index: number) => {
      const id = rows.id(parent);
      const expanded = isExpanded(id, forced);
      const flags = list.flags[rowKey('item', id)];
      const shown = shownCount[id] ?? pageSize;
      return (
        <SortableItem key={id} id={id} disabled={!parentsDraggable} className="board-block">
          {group ? (
            <GroupHeader
              title={group.title(parent)}
              count={children.length}
              expanded={expanded}
              onToggle={forced ? undefined : () => toggle(id)}
            />
          ) : (
            <Row
              rows={rows as BoardRows<unknown>}
              item={parent}
              index={index}
              flags={flags}
              template={gridOf(rows, Boolean(nested))}
              expander={nested ? { expanded, onToggle: forced ? undefined : () => toggle(id) } : undefined}
              onDelete={() => askDelete({ level: 'item', item: parent })}
              onClone={rows.onClone ? () => clone(() => latest.current.items.onClone!(parent)) : undefined}
            />
          )}
          {nested && expanded && (
            <LazyMount eager={index < EAGER_GROUPS} estimate={Math.min(children.length, shown) * ROW_HEIGHT + 8}>
              <Children
                nested={nested}
                parent={parent}
                children={children}
                shown={shown}
                onMore={() => setShownCount((counts) => ({ ...counts, [id]: shown + pageSize }))}
                draggable={childrenDraggable}
                flags={list.flags}
                grouped={Boolean(group)}
                onMove={(activeId, overId) => moveChild(id, activeId, overId)}
                onDelete={(child) => askDelete({ level: 'child', item: child, parent })}
                onClone={nested.onClone ? (child) => clone(() => latest.current.nested!.onClone!(child)) : undefined}
              />
            </LazyMount>
          )}
        </SortableItem>
      );
    };
    body = (
      <div role="table" aria-label={typeof title === 'string' ? title : target} className="board-table">
        <div role="row" className="board-row board-head" style={{ gridTemplateColumns: headTemplate }}>
          {nested && <span role="columnheader" aria-label="Expandir" />}
          <span role="columnheader">#</span>
          {headColumns.map((column) => (
            <span role="columnheader" key={column.key} style={{ justifySelf: column.align ?? 'start' }}>
              {column.title}
            </span>
          ))}
          <span role="columnheader" className="board-actions-head">
            Acciones
          </span>
        </div>
        <SortableList ids={parentIds} onMove={moveParent}>
          {visible.map(renderParent)}
        </SortableList>
      </div>
    );
  }

  return (
    <div className="board">
      <style href="menu-board" precedence="default">
        {BOARD_CSS}
      </style>
      <div className="board-top">
        <div className="board-heading">
          <Typography.Title level={titleLevel} className="board-title">
            {title}
            {list.validated && list.loading && <Spin size="small" style={{ marginLeft: 12 }} aria-label="Actualizando" />}
          </Typography.Title>
          {caption && <Typography.Paragraph type="secondary" className="board-caption">{caption}</Typography.Paragraph>}
        </div>
        <div className="board-toolbar">
          <div className="board-toolbar-side">
            {search && (
              <Input
                allowClear
                prefix={<SearchOutlined />}
                placeholder={search.placeholder ?? 'Buscar'}
                aria-label="Buscar"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="board-search"
              />
            )}
            {filter && (
              <Dropdown
                trigger={['click']}
                menu={{
                  selectable: true,
                  selectedKeys: filterValue === null ? [] : [`option:${filterValue}`],
                  items: [
                    {
                      type: 'group',
                      label: filter.title,
                      children: filter.options.map((option) => ({ key: `option:${option.value}`, label: option.label })),
                    },
                    { type: 'divider' },
                    { key: 'clear', label: 'Limpiar Filtro', disabled: filterValue === null },
                  ],
                  onClick: ({ key }) => {
                    if (key === 'clear') return setFilterValue(null);
                    const option = filter.options.find((candidate) => `option:${candidate.value}` === key);
                    if (option) setFilterValue(option.value);
                  },
                }}
              >
                <Button icon={<FilterOutlined />} type={filtering ? 'primary' : 'default'} ghost={filtering}>
                  {filtering
                    ? `Filtrar por: ${filter.options.find((option) => option.value === filterValue)?.label ?? ''}`
                    : 'Filtrar por'}
                </Button>
              </Dropdown>
            )}
            {filtering && (
              <Button type="link" onClick={() => setFilterValue(null)}>
                Limpiar Filtro
              </Button>
            )}
          </div>
          <div className="board-toolbar-side">
            {nested && (
              <Button
                onClick={() => setExpansion({ base: !allExpanded, toggled: new Set() })}
                disabled={visible.length === 0}
              >
                {allExpanded && visible.length > 0 ? 'Contraer todo' : 'Expandir todo'}
              </Button>
            )}
            {props.toolbar}
            {onAdd && (
              <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
                Agregar {target}
              </Button>
            )}
          </div>
        </div>
      </div>
      {list.validated && list.error ? (
        <Alert
          type="warning"
          showIcon
          className="board-reload-error"
          title="No se pudo actualizar la lista"
          description={errorMessage(list.error)}
          action={<Button size="small" onClick={() => void list.reload()}>Reintentar</Button>}
        />
      ) : null}
      {body}
      <Modal
        open={pending !== null}
        title={`Confirma para eliminar ${pendingRows?.target ?? target}`}
        okText="Eliminar"
        okButtonProps={{ danger: true }}
        cancelText="Cancelar"
        onOk={() => void confirmDelete()}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        {pending && pendingRows && (
          <>
            <p>
              Se eliminará <strong>{pendingRows.name(pending.item)}</strong>.
            </p>
            {pendingNote && <p>{typeof pendingNote === 'function' ? pendingNote(pending.item) : pendingNote}</p>}
          </>
        )}
      </Modal>
    </div>
  );
}

/** Grid tracks of a level: [expander or indent] number, columns, actions (fixed, so every row lines up). */
function gridOf<T>(rows: BoardRows<T>, expander: boolean): string {
  const buttons = [rows.onEdit, rows.onClone, rows.remove].filter(Boolean).length + (rows.actions ? 1 : 0);
  const actions = `${Math.max(80, buttons * 34 + 24)}px`;
  return [expander ? '32px' : '', '52px', ...rows.columns.map((column) => column.width ?? 'minmax(0, 1fr)'), actions]
    .filter(Boolean)
    .join(' ');
}

function Expander({ expanded, onToggle }: { expanded: boolean; onToggle?: () => void }) {
  return (
    <span role="cell">
      <Button
        type="text"
        size="small"
        aria-label={expanded ? 'Contraer' : 'Expandir'}
        aria-expanded={expanded}
        icon={expanded ? <DownOutlined /> : <RightOutlined />}
        onClick={onToggle}
        disabled={!onToggle}
      />
    </span>
  );
}

function GroupHeader({ title, count, expanded, onToggle }: { title: ReactNode; count: number; expanded: boolean; onToggle?: () => void }) {
  return (
    <div role="row" className="board-row board-group">
      <Expander expanded={expanded} onToggle={onToggle} />
      <span role="cell" className="board-group-title">
        {title}
      </span>
      <span role="cell" className="board-group-count">
        {count}
      </span>
    </div>
  );
}

/** The row number: the drag handle where reordering is allowed. */
function Handle({ index, name }: { index: number; name: string }) {
  const handle = useDragHandle();
  if (!handle) {
    return (
      <span role="cell" className="board-number">
        {index + 1}
      </span>
    );
  }
  return (
    <span role="cell" className="board-number">
      <span
        ref={handle.ref}
        {...handle.attributes}
        {...handle.listeners}
        className="board-handle"
        aria-label={`Mover ${name} (posición ${index + 1})`}
        title="Arrastra para ordenar"
      >
        {index + 1}
      </span>
    </span>
  );
}

interface RowProps {
  rows: BoardRows<unknown>;
  item: unknown;
  index: number;
  flags: ItemFlags | undefined;
  template: string;
  expander?: { expanded: boolean; onToggle?: () => void };
  /** An empty first cell (nested rows line up with the expander column). */
  indent?: boolean;
  onDelete: () => void;
  onClone?: () => void;
}

const Row = memo(
  function Row({ rows, item, index, flags, template, expander, indent, onDelete, onClone }: RowProps) {
    const deleting = Boolean(flags?.deleting);
    const name = rows.name(item);
    const editable = rows.editable ? rows.editable(item) : true;
    return (
      <div
        role="row"
        className={`board-row${deleting ? ' board-deleting' : ''}`}
        style={{ gridTemplateColumns: template }}
        aria-busy={deleting || undefined}
        aria-label={name}
      >
        {expander && <Expander {...expander} />}
        {!expander && indent && <span role="cell" />}
        <Handle index={index} name={name} />
        {rows.columns.map((column) => (
          <span role="cell" key={column.key} className="board-cell" style={{ justifySelf: column.align ?? 'start' }}>
            {column.render(item)}
          </span>
        ))}
        <span role="cell" className="board-actions">
          {deleting && <Spin size="small" aria-label="Eliminando" />}
          {rows.actions?.(item)}
          {editable && rows.onEdit && (
            <Button type="text" aria-label="Editar" title="Editar" icon={<EditOutlined />} disabled={deleting} onClick={() => rows.onEdit!(item)} />
          )}
          {editable && onClone && <Button type="text" aria-label="Clonar" title="Clonar" icon={<CopyOutlined />} disabled={deleting} onClick={onClone} />}
          {editable && rows.remove && (
            <Button type="text" danger aria-label="Eliminar" title="Eliminar" icon={<DeleteOutlined />} disabled={deleting} onClick={onDelete} />
          )}
        </span>
        {flags?.deleteError && (
          <Typography.Text type="danger" role="alert" className="board-delete-error">
            No se pudo eliminar: {flags.deleteError}
          </Typography.Text>
        )}
      </div>
    );
  },
  // Callbacks are recreated by every board render; rows only repaint when their data changes.
  (before, after) =>
    before.item === after.item &&
    before.index === after.index &&
    before.flags === after.flags &&
    before.template === after.template &&
    before.expander?.expanded === after.expander?.expanded &&
    Boolean(before.expander?.onToggle) === Boolean(after.expander?.onToggle) &&
    Boolean(before.onClone) === Boolean(after.onClone) &&
    before.rows.columns === after.rows.columns,
);

interface ChildrenProps<P, C> {
  nested: BoardNested<P, C>;
  parent: P;
  children: C[];
  shown: number;
  onMore: () => void;
  draggable: boolean;
  grouped: boolean;
  flags: Record<string, ItemFlags>;
  onMove: (activeId: number, overId: number) => void;
  onDelete: (child: C) => void;
  onClone?: (child: C) => void;
}

function Children<P, C>({ nested, parent, children, shown, onMore, draggable, grouped, flags, onMove, onDelete, onClone }: ChildrenProps<P, C>) {
  const page = children.slice(0, shown);
  const template = gridOf(nested, true);
  const showHeader = nested.header ?? !grouped;
  // A drag only moves rows of the page on screen; the request still carries the whole list.
  return (
    <div role="rowgroup" className={grouped ? 'board-children board-children-grouped' : 'board-children'}>
      {children.length === 0 ? (
        <div className="board-children-empty">{nested.empty ?? 'Sin elementos'}</div>
      ) : (
        <>
          {showHeader && (
            <div role="row" className="board-row board-head board-subhead" style={{ gridTemplateColumns: template }}>
              <span />
              <span role="columnheader">#</span>
              {nested.columns.map((column) => (
                <span role="columnheader" key={column.key} style={{ justifySelf: column.align ?? 'start' }}>
                  {column.title}
                </span>
              ))}
              <span />
            </div>
          )}
          <SortableList ids={page.map(nested.id)} onMove={onMove}>
            {page.map((child, index) => {
              const id = nested.id(child);
              return (
                <SortableItem key={id} id={id} disabled={!draggable}>
                  <Row
                    rows={nested as unknown as BoardRows<unknown>}
                    item={child}
                    index={index}
                    flags={flags[rowKey('child', id)]}
                    template={template}
                    expander={undefined}
                    indent
                    onDelete={() => onDelete(child)}
                    onClone={onClone ? () => onClone(child) : undefined}
                  />
                </SortableItem>
              );
            })}
          </SortableList>
          {children.length > shown && (
            <div className="board-more">
              <Button onClick={onMore}>Ver más ({children.length - shown} restantes)</Button>
            </div>
          )}
        </>
      )}
      {nested.add && (
        <div className="board-add-child">
          <Button type="link" icon={<PlusOutlined />} onClick={() => nested.add!.onClick(parent, nested.of(parent).length)}>
            {nested.add.label}
          </Button>
        </div>
      )}
    </div>
  );
}
