import { type TableColumnType, type TableProps } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import { useEffect, useMemo, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { ActionsCell, ActiveCell, DescriptionCell, NameCell, PriceCell, UpdatedCell, VigenciaCell } from './cells';
import type { EditStore } from './editStore';
import { overrideText, ScheduleCell } from './ScheduleCell';
import { current, currentSchedule, isPriceKind, type Kind, type TemplateRow } from './rows';

export interface SortState {
  column: string;
  order: 'ascend' | 'descend';
}

interface SectionTableProps {
  kind: Kind;
  rows: TemplateRow[];
  store: EditStore;
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  /** Products: the selected rows' keys (bulk price change). */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void };
  onEditVariants?: (row: TemplateRow) => void;
  /** A row to scroll to (a price missing there); `at` makes a new request of the same row. */
  focus?: { key: string; at: number } | null;
  /** What an empty table says. */
  empty: string;
  /** Height of the scrolling rows. */
  height: number;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Compares two values of a column; empty values sort last whatever the direction's comparisons. */
function compare(a: number | string | null | undefined, b: number | string | null | undefined) {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * One section of the editor: a virtualised table (only the rows on screen are mounted) whose
 * columns sort. Sorting reads the values when the user sorts (edits included): the order does
 * not move under a row while someone types in it.
 */
export function SectionTable({ kind, rows, store, sort, onSort, selection, onEditVariants, focus, empty, height }: SectionTableProps) {
  const table = useRef<{ scrollTo: (config: { key?: Key; index?: number; top?: number }) => void } | null>(null);

  const columns = useMemo(() => {
    const valueOf = (row: TemplateRow) => current(row, store.edit(row.key));
    const column = (
      key: string,
      title: string,
      width: number | undefined,
      render: (row: TemplateRow) => ReactNode,
      sortBy: (row: TemplateRow) => number | string | null | undefined,
    ): TableColumnType<TemplateRow> => ({
      key,
      title,
      width,
      render: (_: unknown, row: TemplateRow) => render(row),
      sorter: (a, b) => compare(sortBy(a), sortBy(b)),
      sortOrder: sort?.column === key ? sort.order : null,
      showSorterTooltip: false,
    });
    const list: TableColumnType<TemplateRow>[] = [
      column('enabled', 'Activo', 92, (row) => <ActiveCell row={row} store={store} />, (row) => (valueOf(row).enabled ? 0 : 1)),
      column('name', 'Nombre', undefined, (row) => <NameCell row={row} store={store} />, (row) => row.name),
    ];
    if (kind === 'variants') list.push(column('group', 'Grupo', 150, (row) => row.group?.name, (row) => row.group?.name));
    if (isPriceKind(kind)) {
      list.push(column('price', 'Precio', 140, (row) => <PriceCell row={row} store={store} />, (row) => valueOf(row).value as number | null));
    } else {
      list.push(column('description', 'Descripción', 260, (row) => <DescriptionCell row={row} store={store} />, (row) => String(valueOf(row).value ?? '')));
      list.push(column('expiration', 'Vigencia', 120, (row) => <VigenciaCell row={row} />, (row) => row.expiration));
    }
    if (kind === 'products' || kind === 'promotions') {
      list.push(column('schedule', 'Horario', 170, (row) => <ScheduleCell row={row} store={store} />, (row) => overrideText(currentSchedule(row, store.edit(row.key)))));
    }
    list.push(column('updated', 'Ultimo cambio', 170, (row) => <UpdatedCell row={row} store={store} />, (row) => row.updated));
    list.push({
      key: 'actions',
      title: 'Acciones',
      width: kind === 'products' ? 250 : 120,
      render: (_: unknown, row: TemplateRow) => <ActionsCell row={row} store={store} onEditVariants={onEditVariants} />,
    });
    return list;
  }, [kind, store, sort, onEditVariants]);

  // Another list (a search, a product's variants) starts at its top; a row asked for (a
  // missing price) is scrolled to once.
  const shownFocus = useRef<number | null>(null);
  useEffect(() => {
    if (focus && focus.at !== shownFocus.current && rows.some((row) => row.key === focus.key)) {
      shownFocus.current = focus.at;
      table.current?.scrollTo({ key: focus.key });
    } else if (rows.length > 0) {
      // (An empty table has no scrolling body.)
      table.current?.scrollTo({ top: 0 });
    }
  }, [focus, rows]);

  const onChange: TableProps<TemplateRow>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    onSort(one?.order && one.columnKey ? { column: String(one.columnKey), order: one.order } : null);
  };

  return (
    <Table<TemplateRow>
      ref={table as never}
      virtual
      size="small"
      rowKey="key"
      className="template-table"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 880, y: height }}
      onChange={onChange}
      onRow={(row) => ({ role: 'row', 'aria-label': row.name }) as HTMLAttributes<HTMLElement>}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys),
          preserveSelectedRowKeys: true,
          columnWidth: 44,
          getCheckboxProps: (row) => ({ 'aria-label': `Seleccionar ${row.name}` }) as never,
          // antd names the header checkbox 'Select all' whatever its locale (the text is not in es_ES).
          getTitleCheckboxProps: () => ({ 'aria-label': 'Seleccionar todo' }),
        }
      }
      locale={{ emptyText: empty }}
    />
  );
}
