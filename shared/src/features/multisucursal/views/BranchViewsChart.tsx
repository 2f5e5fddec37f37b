import { Empty, Typography } from '@menu/shared/antd';
import { Segmented } from '@menu/shared/antd/editor';
import { useState } from 'react';
import type { BranchViews, TableViews } from './api';
import { ViewsChart } from './ViewsChart';

type Mode = 'days' | 'tables';

const visits = (n: number) => `${n} ${n === 1 ? 'visita' : 'visitas'}`;

/**
 * Scans of each table's QR code over the period: one row per table with its count and a bar
 * scaled to the busiest table (plain HTML: the numbers are the text, the bar is decoration).
 */
export function TableViewsList({ tables }: { tables: TableViews[] }) {
  const most = Math.max(0, ...tables.map((t) => t.views));
  if (!most) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay visitas desde las mesas" />;
  return (
    <ul
      aria-label="Visitas por mesa"
      style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
    >
      {tables.map((t) => (
        <li
          key={t.table}
          data-table={t.table}
          style={{
            display: 'grid',
            gridTemplateColumns: '72px 1fr 80px',
            alignItems: 'center',
            gap: 8,
            padding: '2px 0',
          }}
        >
          <span>Mesa {t.table}</span>
          <span aria-hidden="true" style={{ display: 'block', height: 12, background: '#f0f0f0', borderRadius: 2 }}>
            <span
              className="table-bar"
              style={{
                display: 'block',
                height: '100%',
                width: `${(t.views / most) * 100}%`,
                background: t.views === most ? '#1d4ed8' : '#60a5fa',
                borderRadius: 2,
              }}
            />
          </span>
          <span style={{ textAlign: 'end' }}>{visits(t.views)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A branch's views: per day, and 'Por mesa' when the branch has tables (or had scanned ones). */
export function BranchViewsChart({ views }: { views: BranchViews }) {
  const [mode, setMode] = useState<Mode>('days');
  const tables = views.tables ?? [];
  if (!tables.length) return <ViewsChart days={views.days} />;
  return (
    <>
      <Segmented<Mode>
        aria-label="Ver visitas"
        options={[
          { value: 'days', label: 'Por día' },
          { value: 'tables', label: 'Por mesa' },
        ]}
        value={mode}
        onChange={setMode}
        style={{ marginBottom: 12 }}
      />
      {mode === 'days' ? (
        <ViewsChart days={views.days} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Escaneos del código QR de cada mesa en los últimos {views.days.length} días.
          </Typography.Paragraph>
          <TableViewsList tables={tables} />
        </>
      )}
    </>
  );
}
