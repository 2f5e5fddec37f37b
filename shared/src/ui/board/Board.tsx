import { Alert, Button, Empty, Spin, Typography } from '@menu/shared/kit';
import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@menu/shared';
import { BoardTable } from './BoardTable';
import { AddButton, BoardToolbar } from './BoardToolbar';
import { useRetryWhenOnline } from '../useRetryWhenOnline';
import { DeleteConfirm, useDeleteConfirm } from './DeleteConfirm';
import { ListStatus, listPending } from './ListStatus';
import { useNestedPaging } from './NestedRows';
import { useReadOnlyProps } from './readOnly';
import { BOARD_CSS } from './styles';
import type { BoardFilter, BoardItems, BoardNested, BoardSearch, Gender } from './types';
import { useBoardCommands } from './useBoardCommands';
import type { BoardList } from './useBoardList';
import { useExpansion } from './useExpansion';
import { searchNeedle, visibleRows, type FilterValue } from './visibleRows';

/** Nested rows shown per parent before 'Ver más' (and added by each click). */
export const BOARD_PAGE_SIZE = 50;

export interface BoardProps<P, C = never> {
  title: ReactNode;
  /** 1 when the board is the page itself (Promociones), 2 under a section title with tabs (Menú). */
  titleLevel?: 1 | 2;
  caption?: ReactNode;
  /** How to reorder the rows ('Arrastra el número de una fila…'), after the caption where the rows can be dragged. */
  dragHint?: string;
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
  /**
   * The signed-in person's role may not change these rows (e.g. `!can('PUT', '/v1/tags/{id}')`):
   * no '+ Agregar', Editar, Clonar, Eliminar, add rows nor drag; the section's `actions` stay.
   */
  readOnly?: boolean;
}

export const emptyListText = (target: string, gender: Gender = 'f') =>
  gender === 'm' ? `Aún no tienes ningún ${target} registrado` : `Aún no tienes ninguna ${target} registrada`;

/**
 * The generic board of the panel: title, caption, search, filter, Expandir/Contraer
 * todo, '+ Agregar {target}', then the rows with their number (a drag handle where
 * reordering is allowed), columns and Editar / Clonar / Eliminar.
 */
export function Board<P, C = never>(given: BoardProps<P, C>) {
  const props = useReadOnlyProps(given);
  const {
    title,
    titleLevel = 2,
    caption,
    dragHint,
    target,
    gender = 'f',
    list,
    items,
    nested,
    group,
    onAdd,
    search,
    filter,
  } = props;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [filterValue, setFilterValue] = useState<FilterValue | null>(null);
  const expansion = useExpansion(props.defaultExpanded ?? true);
  const paging = useNestedPaging(props.pageSize ?? BOARD_PAGE_SIZE);

  // What rows and drags do reads the newest props here when it runs (see Row).
  const latest = useRef(props);
  latest.current = props;
  const deletion = useDeleteConfirm(latest);
  const { commands, moveParent, moveChild } = useBoardCommands(latest, {
    askDelete: deletion.ask,
    toggle: expansion.toggle,
  });

  const needle = search ? searchNeedle(deferredQuery) : '';
  const visible = useMemo(
    () => visibleRows(list.items, { nested, search, filter, filterValue, needle }),
    [list.items, nested, search, filter, filterValue, needle],
  );
  // Dragging a narrowed list would send positions of rows the user cannot see.
  const narrowed = needle !== '' || (filter !== undefined && filterValue !== null);
  const empty = !list.loading && !list.error && (props.isEmpty ? props.isEmpty(list.items) : list.items.length === 0);
  // A list that could not load (offline) loads again when the connection returns.
  useRetryWhenOnline(Boolean(list.error), () => void list.reload());

  let body: ReactNode;
  if (listPending(list)) {
    body = <ListStatus list={list} className="board-loading" />;
  } else if (empty) {
    body = (
      <Empty description={emptyListText(target, gender)} className="board-empty">
        {onAdd && <AddButton target={target} onAdd={onAdd} />}
      </Empty>
    );
  } else if (visible.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No hay resultados para tu búsqueda" />;
  } else {
    body = (
      <BoardTable<P, C>
        label={typeof title === 'string' ? title : target}
        items={items}
        nested={nested}
        group={group}
        visible={visible}
        flags={list.flags}
        expansion={expansion}
        paging={paging}
        parentsDraggable={Boolean(items.reorder) && !group && !narrowed}
        childrenDraggable={Boolean(nested?.reorder) && !narrowed}
        commands={commands}
        moveParent={moveParent}
        moveChild={moveChild}
      />
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
            {list.validated && list.loading && (
              <Spin size="small" style={{ marginLeft: 12 }} aria-label="Actualizando" />
            )}
          </Typography.Title>
          {caption && (
            <Typography.Paragraph type="secondary" className="board-caption">
              {caption}
              {dragHint && (items.reorder || nested?.reorder) ? ` ${dragHint}` : null}
            </Typography.Paragraph>
          )}
        </div>
        <BoardToolbar<P>
          target={target}
          search={search}
          query={query}
          onQuery={setQuery}
          filter={filter}
          filterValue={filterValue}
          onFilter={setFilterValue}
          expandAll={
            nested && {
              allExpanded: visible.every(({ parent, forced }) => expansion.isExpanded(items.id(parent), forced)),
              disabled: visible.length === 0,
              onChange: expansion.setAll,
            }
          }
          extra={props.toolbar}
          onAdd={onAdd}
        />
      </div>
      {list.validated && list.error ? (
        <Alert
          type="warning"
          showIcon
          className="board-reload-error"
          title="No se pudo actualizar la lista"
          description={errorMessage(list.error)}
          action={
            <Button size="small" onClick={() => void list.reload()}>
              Reintentar
            </Button>
          }
        />
      ) : null}
      {body}
      <DeleteConfirm<P, C>
        pending={deletion.pending}
        items={items}
        nested={nested}
        target={target}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
