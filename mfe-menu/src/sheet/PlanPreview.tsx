import { Alert, Typography, type TableProps } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import type { ReactNode } from 'react';

// The preview of a plan of menu changes, as nuevo / actualizado / eliminado: the spreadsheet
// import's (ImportModal) and the history's 'Restaurar el menú al…' (history/RestoreModal) show
// the same lists, so an owner reads both alike.

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary line: '2 nuevos · 3 actualizados · 1 eliminado · 4 sin cambios' (removals and unchanged only when counted). */
export function planSummary(counts: { created: number; updated: number; removed: number; unchanged?: number }) {
  return [
    plural(counts.created, 'nuevo', 'nuevos'),
    plural(counts.updated, 'actualizado', 'actualizados'),
    ...(counts.removed ? [plural(counts.removed, 'eliminado', 'eliminados')] : []),
    ...(counts.unchanged === undefined ? [] : [plural(counts.unchanged, 'sin cambios', 'sin cambios')]),
  ].join(' · ');
}

/** One item of a plan. A column shows in a list when one of its items has that value. */
export interface PlanItem {
  key: string | number;
  /** The sheet's row number (Fila). */
  row?: number;
  /** The sheet's key (Clave). */
  code?: string;
  /** Producto, Variante, Categoría… (Tipo). */
  type?: string;
  name: string;
  /** What changes, in one line: 'Precio: $80 → $95; Activo: Sí → No' (Cambios). */
  changes?: string;
  /** The price a created item gets, formatted (Precio). */
  price?: string;
}

type Column = NonNullable<TableProps<PlanItem>['columns']>[number];

const COLUMNS: Array<{ field: keyof Omit<PlanItem, 'key'>; column: Column }> = [
  { field: 'row', column: { title: 'Fila', dataIndex: 'row', width: 64 } },
  { field: 'code', column: { title: 'Clave', dataIndex: 'code', width: 90 } },
  { field: 'type', column: { title: 'Tipo', dataIndex: 'type', width: 140 } },
  { field: 'name', column: { title: 'Nombre', dataIndex: 'name' } },
  { field: 'changes', column: { title: 'Cambios', dataIndex: 'changes' } },
  { field: 'price', column: { title: 'Precio', dataIndex: 'price', width: 100 } },
];

const columnsOf = (items: PlanItem[]) =>
  COLUMNS.filter(({ field }) => items.some((item) => item[field] !== undefined)).map(({ column }) => column);

export interface PlanPreviewProps {
  /** The summary line (planSummary) and, under it, what else to know. */
  summary: string;
  description?: ReactNode;
  /** 'error' when something blocks the plan (the import's invalid rows). */
  tone?: 'info' | 'error';
  created: PlanItem[];
  updated: PlanItem[];
  removed: PlanItem[];
  /** Shown between the summary and the lists (the import's invalid rows). */
  children?: ReactNode;
}

/** The summary, then a list per outcome: 'Se actualizan', 'Se crean', 'Se eliminan' (each only when it has items). */
export function PlanPreview({
  summary,
  description,
  tone = 'info',
  created,
  updated,
  removed,
  children,
}: PlanPreviewProps) {
  return (
    <div>
      <Alert type={tone} showIcon message={summary} description={description} />
      {children}
      <PreviewTable title="Se actualizan" rows={updated} rowKey="key" columns={columnsOf(updated)} />
      <PreviewTable title="Se crean" rows={created} rowKey="key" columns={columnsOf(created)} />
      <PreviewTable title="Se eliminan" rows={removed} rowKey="key" columns={columnsOf(removed)} />
    </div>
  );
}

/** One list of a preview under its title (a region named by it); nothing when empty. */
export function PreviewTable<T extends object>({
  title,
  rows,
  rowKey,
  columns,
}: {
  title: string;
  rows: T[];
  rowKey: TableProps<T>['rowKey'];
  columns: NonNullable<TableProps<T>['columns']>;
}) {
  if (rows.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      <Table<T>
        size="small"
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        style={{ marginTop: 8 }}
        rowKey={rowKey}
        dataSource={rows}
        columns={columns}
      />
    </section>
  );
}
