import { Typography } from '@menu/shared/antd';
import { Segmented } from '@menu/shared/antd/editor';
import { useState, type ReactNode } from 'react';
import type { BranchViews } from './api';
import { DishDemandList } from './DishDemandList';
import { TableViewsList } from './TableViewsList';
import { useBranchDemand } from './useBranchDemand';
import { ViewsChart } from './ViewsChart';

type Mode = 'days' | 'tables';

/**
 * A branch's views: per day, and 'Por mesa' when the branch has tables (or had scanned ones).
 * On a plan with the table service (and a role that reads it), the dishes diners add to 'Mi
 * pedido' are beside it ('Más pedidos' / 'Menos pedidos') and 'Por mesa' counts each table's
 * calls; the demand covers as many days as the views.
 */
export function BranchViewsChart({ views }: { views: BranchViews }) {
  const [mode, setMode] = useState<Mode>('days');
  const { shown, demand, error } = useBranchDemand(views.sucursal_id, views.days.length);
  const tables = views.tables ?? [];
  const calls = demand?.tables ?? [];
  const withTables = tables.length > 0 || calls.length > 0;
  const chart = !withTables ? (
    <ViewsChart days={views.days} />
  ) : (
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
            Escaneos del código QR de cada mesa{demand ? ' y llamadas desde ella' : ''} en los últimos{' '}
            {views.days.length} días.
          </Typography.Paragraph>
          <TableViewsList tables={tables} calls={demand?.tables} />
        </>
      )}
    </>
  );
  if (!shown) return chart;
  let beside: ReactNode = null;
  if (demand) beside = <DishDemandList dishes={demand.dishes} />;
  else if (error)
    beside = <Typography.Paragraph type="secondary">No se pudieron cargar los pedidos.</Typography.Paragraph>;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 360px', minWidth: 0 }}>{chart}</div>
      <div style={{ flex: '0 1 220px' }}>{beside}</div>
    </div>
  );
}
