import { Empty } from '@menu/shared/antd';
import type { TableViews } from './api';
import type { TableDemand } from './demand';

const visits = (n: number) => `${n} ${n === 1 ? 'visita' : 'visitas'}`;
const callsText = (n: number) => `${n} ${n === 1 ? 'llamada' : 'llamadas'}`;

interface Row {
  table: number;
  views: number;
  calls?: TableDemand;
}

/** The views' tables with their calls; a table that called without a counted scan is a row too. */
function rowsOf(tables: TableViews[], calls: TableDemand[] | undefined): Row[] {
  const rows = new Map<number, Row>(tables.map((t) => [t.table, { table: t.table, views: t.views }]));
  for (const c of calls ?? []) {
    const row = rows.get(c.table) ?? { table: c.table, views: 0 };
    rows.set(c.table, { ...row, calls: c });
  }
  return [...rows.values()].sort((a, b) => a.table - b.table);
}

const NO_CALLS: TableDemand = { table: 0, calls: 0, waiter: 0, bill: 0 };

/**
 * Scans of each table's QR code over the period: one row per table with its count and a bar
 * scaled to the busiest table (plain HTML: the numbers are the text, the bar is decoration).
 * With `calls` (the plan has the table service) a column 'Llamadas' follows: the table's
 * calls, 'Llamar al mesero' and 'Pedir la cuenta' in its tooltip.
 */
export function TableViewsList({ tables, calls }: { tables: TableViews[]; calls?: TableDemand[] }) {
  const rows = rowsOf(tables, calls);
  const most = Math.max(0, ...rows.map((t) => t.views));
  const called = rows.some((row) => row.calls && row.calls.calls > 0);
  if (!most && !called)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay visitas desde las mesas" />;
  const columns = calls ? '72px 1fr 80px 96px' : '72px 1fr 80px';
  const grid = { display: 'grid', gridTemplateColumns: columns, alignItems: 'center', gap: 8, padding: '2px 0' };
  return (
    <>
      {calls && (
        <div aria-hidden="true" style={{ ...grid, color: '#595959', fontSize: 12 }}>
          <span>Mesa</span>
          <span />
          <span style={{ textAlign: 'end' }}>Visitas</span>
          <span style={{ textAlign: 'end' }}>Llamadas</span>
        </div>
      )}
      <ul
        aria-label="Visitas por mesa"
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}
      >
        {rows.map((t) => {
          const c = t.calls ?? NO_CALLS;
          return (
            <li key={t.table} data-table={t.table} style={grid}>
              <span>Mesa {t.table}</span>
              <span aria-hidden="true" style={{ display: 'block', height: 12, background: '#f0f0f0', borderRadius: 2 }}>
                <span
                  className="table-bar"
                  style={{
                    display: 'block',
                    height: '100%',
                    width: `${most ? (t.views / most) * 100 : 0}%`,
                    background: t.views === most ? '#1d4ed8' : '#60a5fa',
                    borderRadius: 2,
                  }}
                />
              </span>
              <span style={{ textAlign: 'end' }}>{visits(t.views)}</span>
              {calls && (
                <span
                  className="table-calls"
                  style={{ textAlign: 'end' }}
                  title={`Llamar al mesero: ${c.waiter} · Pedir la cuenta: ${c.bill}`}
                >
                  {callsText(c.calls)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
