import type { ReactNode } from 'react';
import { gridOf, ROW_HEIGHT } from './grid';
import { LazyMount } from './LazyMount';
import { NestedRows, type NestedPaging } from './NestedRows';
import { GroupHeader, Row, type RowCommands } from './Row';
import { SortableItem, SortableList } from './Sortable';
import type { BoardItems, BoardNested, BoardRows } from './types';
import { rowKey, type ItemFlags } from './useBoardList';
import type { Expansion } from './useExpansion';
import type { VisibleParent } from './visibleRows';

/** Top-level rows whose nested rows render at once; the rest render as they scroll into view. */
const EAGER_GROUPS = 4;

interface BoardTableProps<P, C> {
  label: string;
  items: BoardItems<P>;
  nested?: BoardNested<P, C>;
  group?: { title: (parent: P) => ReactNode };
  visible: VisibleParent<P, C>[];
  flags: Record<string, ItemFlags>;
  expansion: Expansion;
  paging: NestedPaging;
  /** Whether rows can be dragged now (the board allows it and no search or filter narrows it). */
  parentsDraggable: boolean;
  childrenDraggable: boolean;
  commands: RowCommands;
  moveParent: (activeId: number, overId: number) => void;
  moveChild: (parentId: number, activeId: number, overId: number) => void;
}

/** The column titles, then each top-level row (or group header) with its nested rows. */
export function BoardTable<P, C>(props: BoardTableProps<P, C>) {
  const { label, items, nested, group, visible, flags, expansion, paging, commands } = props;
  const headColumns = group && nested ? nested.columns : items.columns;
  const headTemplate = group && nested ? gridOf(nested, true) : gridOf(items, Boolean(nested));
  const template = gridOf(items, Boolean(nested));

  const renderParent = ({ parent, children, forced }: VisibleParent<P, C>, index: number) => {
    const id = items.id(parent);
    const expanded = expansion.isExpanded(id, forced);
    const shown = paging.shown(id);
    return (
      <SortableItem key={id} id={id} disabled={!props.parentsDraggable} className="board-block">
        {group ? (
          <GroupHeader
            title={group.title(parent)}
            count={children.length}
            expanded={expanded}
            onToggle={forced ? undefined : () => expansion.toggle(id)}
          />
        ) : (
          <Row
            rows={items as BoardRows<unknown>}
            level="item"
            item={parent}
            index={index}
            flags={flags[rowKey('item', id)]}
            template={template}
            expander={nested ? (forced ? 'held-open' : expanded ? 'open' : 'closed') : undefined}
            commands={commands}
          />
        )}
        {nested && expanded && (
          <LazyMount eager={index < EAGER_GROUPS} estimate={Math.min(children.length, shown) * ROW_HEIGHT + 8}>
            <NestedRows
              nested={nested}
              parent={parent}
              parentId={id}
              children={children}
              shown={shown}
              onMore={() => paging.more(id)}
              draggable={props.childrenDraggable}
              flags={flags}
              grouped={Boolean(group)}
              onMove={(activeId, overId) => props.moveChild(id, activeId, overId)}
              commands={commands}
            />
          </LazyMount>
        )}
      </SortableItem>
    );
  };

  return (
    <div role="table" aria-label={label} className="board-table">
      <div role="row" className="board-row board-head" style={{ gridTemplateColumns: headTemplate }}>
        {nested && (
          <span role="columnheader">
            <span className="board-sr-only">Expandir</span>
          </span>
        )}
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
      <SortableList ids={visible.map(({ parent }) => items.id(parent))} onMove={props.moveParent}>
        {visible.map(renderParent)}
      </SortableList>
    </div>
  );
}
