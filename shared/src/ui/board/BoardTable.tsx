import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { gridOf, minRowWidth, NESTED_BORDER, NESTED_MARGIN, ROW_HEIGHT } from './grid';
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

/**
 * The table's width, followed as the window or the layout around it changes: null until it
 * is laid out (a table of no width is hidden, or not laid out at all, as in tests).
 */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The column titles, then each top-level row (or group header) with its nested rows. */
export function BoardTable<P, C>(props: BoardTableProps<P, C>) {
  const { label, items, nested, group, visible, flags, expansion, paging, commands } = props;
  const table = useRef<HTMLDivElement>(null);
  const width = useWidth(table);
  // Nested rows line up under their parent's expander with an empty first cell; grouped ones
  // do not need it (the group header carries the expander).
  const grouped = Boolean(group && nested);
  const indent = !grouped;
  // A level whose rows, with a line of action buttons, would stick out of the table shows each
  // row's actions in a menu: its actions then never leave the screen (a phone, a narrow window).
  const tooNarrow = (least: number) => width !== null && width < least;
  const itemsInMenu = tooNarrow(minRowWidth(items, Boolean(nested)));
  const nestedInMenu =
    Boolean(nested) && tooNarrow(minRowWidth(nested!, indent) + (grouped ? 0 : NESTED_MARGIN + NESTED_BORDER));
  const template = gridOf(items, Boolean(nested), itemsInMenu);
  // Rows narrower than their columns' least widths would squeeze them: the table scrolls sideways instead.
  const minWidth = minRowWidth(items, Boolean(nested), itemsInMenu);
  // The column titles: the nested rows' under a grouped board.
  const head: { rows: BoardRows<unknown>; expander: boolean; inMenu: boolean } = grouped
    ? { rows: nested as unknown as BoardRows<unknown>, expander: false, inMenu: nestedInMenu }
    : { rows: items as BoardRows<unknown>, expander: Boolean(nested), inMenu: itemsInMenu };
  const headTemplate = gridOf(head.rows, head.expander, head.inMenu);
  const headMinWidth = minRowWidth(head.rows, head.expander, head.inMenu);

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
            minWidth={headMinWidth}
          />
        ) : (
          <Row
            rows={items as BoardRows<unknown>}
            level="item"
            item={parent}
            index={index}
            flags={flags[rowKey('item', id)]}
            template={template}
            minWidth={minWidth}
            actionsInMenu={itemsInMenu}
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
              items={children}
              shown={shown}
              onMore={() => paging.more(id)}
              draggable={props.childrenDraggable}
              flags={flags}
              actionsInMenu={nestedInMenu}
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
    <div role="table" aria-label={label} className="board-table" ref={table}>
      <div
        role="row"
        className="board-row board-head"
        style={{ gridTemplateColumns: headTemplate, minWidth: headMinWidth }}
      >
        {head.expander && (
          <span role="columnheader">
            <span className="board-sr-only">Expandir</span>
          </span>
        )}
        <span role="columnheader">#</span>
        {head.rows.columns.map((column) => (
          <span role="columnheader" key={column.key} style={{ justifySelf: column.align ?? 'start' }}>
            {column.title}
          </span>
        ))}
        <span role="columnheader" className="board-actions-head">
          {/* Over a column of menu buttons the title would not fit: it is for screen readers then. */}
          <span className={head.inMenu ? 'board-sr-only' : undefined}>Acciones</span>
        </span>
      </div>
      <SortableList ids={visible.map(({ parent }) => items.id(parent))} onMove={props.moveParent}>
        {visible.map(renderParent)}
      </SortableList>
    </div>
  );
}
