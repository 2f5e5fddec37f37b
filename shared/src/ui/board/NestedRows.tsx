import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button } from '@menu/shared/kit';
import { useCallback, useState } from 'react';
import { gridOf, minRowWidth } from './grid';
import { Row, type RowCommands } from './Row';
import { SortableItem, SortableList } from './Sortable';
import type { BoardNested, BoardRows } from './types';
import { rowKey, type ItemFlags } from './useBoardList';

export interface NestedPaging {
  /** How many nested rows a parent shows. */
  shown: (parentId: number) => number;
  /** 'Ver más': one more page for that parent. */
  more: (parentId: number) => void;
}

/** 'Ver más' paging of the nested rows: `pageSize` per parent, one more page per click. Kept while a parent is closed. */
export function useNestedPaging(pageSize: number): NestedPaging {
  const [counts, setCounts] = useState<Record<number, number>>({});
  const shown = useCallback((parentId: number) => counts[parentId] ?? pageSize, [counts, pageSize]);
  const more = useCallback(
    (parentId: number) =>
      setCounts((current) => ({ ...current, [parentId]: (current[parentId] ?? pageSize) + pageSize })),
    [pageSize],
  );
  return { shown, more };
}

interface NestedRowsProps<P, C> {
  nested: BoardNested<P, C>;
  parent: P;
  parentId: number;
  /** The nested rows' items on screen (all of them, or those a search matched). */
  items: C[];
  shown: number;
  onMore: () => void;
  draggable: boolean;
  grouped: boolean;
  /** The rows show their actions in a menu (no room for their buttons). */
  actionsInMenu: boolean;
  flags: Record<string, ItemFlags>;
  onMove: (activeId: number, overId: number) => void;
  commands: RowCommands;
}

/** The rows under one parent: their column titles, a page of rows, 'Ver más' and the parent's add button. */
export function NestedRows<P, C>({
  nested,
  parent,
  parentId,
  items,
  shown,
  onMore,
  draggable,
  grouped,
  actionsInMenu,
  flags,
  onMove,
  commands,
}: NestedRowsProps<P, C>) {
  const page = items.slice(0, shown);
  // Under a parent row the rows line up with its expander (an empty first cell); a group header's rows need none.
  const indent = !grouped;
  const template = gridOf(nested, indent, actionsInMenu);
  const minWidth = minRowWidth(nested, indent, actionsInMenu);
  const showHeader = nested.header ?? !grouped;
  const add = nested.add;
  // A drag only moves rows of the page on screen; the request still carries the whole list.
  return (
    // A row group holds rows only: the empty text, 'Ver más' and the add button are one-cell rows.
    <div role="rowgroup" className={grouped ? 'board-children board-children-grouped' : 'board-children'}>
      {items.length === 0 ? (
        <div role="row" className="board-children-empty">
          <span role="cell">{nested.empty ?? 'Sin elementos'}</span>
        </div>
      ) : (
        <>
          {showHeader && (
            <div
              role="row"
              className="board-row board-head board-subhead"
              style={{ gridTemplateColumns: template, minWidth }}
            >
              {indent && <span />}
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
                    level="child"
                    item={child}
                    parentId={parentId}
                    index={index}
                    flags={flags[rowKey('child', id)]}
                    template={template}
                    minWidth={minWidth}
                    actionsInMenu={actionsInMenu}
                    indent={indent}
                    commands={commands}
                  />
                </SortableItem>
              );
            })}
          </SortableList>
          {items.length > shown && (
            <div role="row" className="board-more">
              <span role="cell">
                <Button onClick={onMore}>Ver más ({items.length - shown} restantes)</Button>
              </span>
            </div>
          )}
        </>
      )}
      {add && (
        <div role="row" className="board-add-child">
          <span role="cell">
            <Button type="link" icon={<PlusOutlined />} onClick={() => add.onClick(parent, nested.of(parent).length)}>
              {add.label}
            </Button>
          </span>
        </div>
      )}
    </div>
  );
}
