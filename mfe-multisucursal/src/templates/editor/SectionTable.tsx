import { Grid, type TableColumnType, type TableProps } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import { useEffect, useMemo, useRef, type HTMLAttributes, type Key, type ReactNode } from 'react';
import {
  ActionsCell,
  ActiveCell,
  DescriptionCell,
  NameCell,
  PriceCell,
  StackedCell,
  UpdatedCell,
  VigenciaCell,
} from './cells';
import type { LocksByField } from '../../locks/useLocks';
import type { EditStore } from './editStore';
import { overrideText, ScheduleCell } from './ScheduleCell';
import { current, currentSchedule, hasSchedule, isPriceKind, type Kind, type TemplateRow } from './rows';

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
  /** The owner's field locks: a locked field's cells are read-only, with the reason. */
  locks?: LocksByField;
  /** Whether the rows have a Horario (a template's; a region's have none). */
  schedules?: boolean;
}

/** The least width of the Nombre column (the rest of the table's width goes to it too). */
const NAME_MIN = 200;
const PHONE_NAME_MIN = 180;
const SELECTION_WIDTH = 44;

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
export function SectionTable({
  kind,
  rows,
  store,
  sort,
  onSort,
  selection,
  onEditVariants,
  focus,
  empty,
  height,
  locks,
  schedules = true,
}: SectionTableProps) {
  const table = useRef<{ scrollTo: (config: { key?: Key; index?: number; top?: number }) => void } | null>(null);
  const screens = Grid.useBreakpoint();
  // Narrower than antd's md (768 px, a phone): each row's fields stacked in one column. Before
  // the breakpoints are read (and where no media query answers), the table of columns.
  const phone = screens.md === false && Boolean(screens.xs || screens.sm);
  const selectable = Boolean(selection);

  const { columns, width } = useMemo(() => {
    const editedValue = (row: TemplateRow) => current(row, store.edit(row.key));
    const column = (
      key: string,
      title: string,
      width: number | undefined,
      render: (row: TemplateRow) => ReactNode,
      sortBy?: (row: TemplateRow) => number | string | null | undefined,
    ): TableColumnType<TemplateRow> => ({
      key,
      title,
      width,
      render: (_: unknown, row: TemplateRow) => render(row),
      ...(sortBy && {
        sorter: (a: TemplateRow, b: TemplateRow) => compare(sortBy(a), sortBy(b)),
        sortOrder: sort?.column === key ? sort.order : null,
        showSorterTooltip: false,
      }),
    });
    const actions = (row: TemplateRow) => <ActionsCell row={row} store={store} onEditVariants={onEditVariants} />;
    const valueLock = locks?.[isPriceKind(kind) ? 'price' : 'description'];
    const enabledLock = locks?.enabled;
    const withSchedule = schedules && hasSchedule(kind);
    const byName = (row: TemplateRow) => row.name;

    if (phone) {
      const list = [
        column('enabled', 'Activo', 64, (row) => <ActiveCell row={row} store={store} lock={enabledLock} />),
        column(
          'name',
          'Nombre',
          undefined,
          (row) => (
            <StackedCell row={row} store={store} actions={actions(row)} lock={valueLock} schedules={schedules} />
          ),
          byName,
        ),
      ];
      return { columns: list, width: (selectable ? SELECTION_WIDTH : 0) + 64 + PHONE_NAME_MIN };
    }

    const list = [
      column(
        'enabled',
        'Activo',
        96,
        (row) => <ActiveCell row={row} store={store} lock={enabledLock} />,
        (row) => (editedValue(row).enabled ? 0 : 1),
      ),
      // The name takes the rest of the table's width (at least NAME_MIN).
      column('name', 'Nombre', undefined, (row) => <NameCell row={row} store={store} />, byName),
    ];
    if (kind === 'variants')
      list.push(
        column(
          'group',
          'Grupo',
          170,
          (row) => <span className="template-wrap">{row.group?.name}</span>,
          (row) => row.group?.name,
        ),
      );
    if (isPriceKind(kind)) {
      list.push(
        column(
          'price',
          'Precio',
          130,
          (row) => <PriceCell row={row} store={store} lock={valueLock} />,
          (row) => editedValue(row).value as number | null,
        ),
      );
    } else {
      list.push(
        column(
          'description',
          'Descripción',
          // 224, not 240: with Activo's 96 (its origin note) the row still fits a 1280-wide screen.
          224,
          (row) => <DescriptionCell row={row} store={store} lock={valueLock} />,
          (row) => String(editedValue(row).value ?? ''),
        ),
      );
      list.push(
        column(
          'expiration',
          'Vigencia',
          120,
          (row) => <VigenciaCell row={row} />,
          (row) => row.expiration,
        ),
      );
    }
    if (withSchedule) {
      list.push(
        column(
          'schedule',
          'Horario',
          150,
          (row) => <ScheduleCell row={row} store={store} />,
          (row) => overrideText(currentSchedule(row, store.edit(row.key))),
        ),
      );
    }
    list.push(
      column(
        'updated',
        'Ultimo cambio',
        150,
        (row) => <UpdatedCell row={row} store={store} />,
        (row) => row.updated,
      ),
    );
    list.push(column('actions', 'Acciones', kind === 'products' ? 140 : 120, actions));
    const fixed = list.reduce(
      (sum, { width }) => sum + (typeof width === 'number' ? width : 0),
      selectable ? SELECTION_WIDTH : 0,
    );
    return { columns: list, width: fixed + NAME_MIN };
  }, [kind, store, sort, onEditVariants, phone, selectable, locks, schedules]);

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
      // The columns' widths: at least the name's least width, more when the dialog is wider.
      scroll={{ x: width, y: height }}
      onChange={onChange}
      onRow={(row) => ({ role: 'row', 'aria-label': row.name }) as HTMLAttributes<HTMLElement>}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys),
          preserveSelectedRowKeys: true,
          columnWidth: SELECTION_WIDTH,
          getCheckboxProps: (row) => ({ 'aria-label': `Seleccionar ${row.name}` }) as never,
          // antd names the header checkbox 'Select all' whatever its locale (the text is not in es_ES).
          getTitleCheckboxProps: () => ({ 'aria-label': 'Seleccionar todo' }),
        }
      }
      locale={{ emptyText: empty }}
    />
  );
}
