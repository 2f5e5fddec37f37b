import { Grid, type TableColumnsType } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import type { HistoryRow } from '../api';
import { ACTION_NAMES, formatMoney, formatShortDate, INTERVAL_NAMES } from '../labels';
import { BillingCard } from './BillingCard';
import { LoadFailed } from './LoadFailed';

interface Props {
  rows: HistoryRow[] | null;
  loading: boolean;
  error: string | null;
  currency: string;
  onRetry: () => void;
}

// Short dates and a two-line Suscripción keep the table inside the card from 1024 px up;
// Descripción takes the room left and wraps. The amount is never broken.
const columns = (currency: string): TableColumnsType<HistoryRow> => [
  {
    title: 'Fecha',
    dataIndex: 'created',
    key: 'created',
    className: 'billing-nowrap',
    render: (created: string) => formatShortDate(created),
  },
  {
    title: 'Acción',
    dataIndex: 'action',
    key: 'action',
    className: 'billing-nowrap',
    render: (action: HistoryRow['action']) => ACTION_NAMES[action],
  },
  { title: 'Descripción', dataIndex: 'description', key: 'description', className: 'billing-history__description' },
  {
    title: 'Suscripción',
    key: 'subscription',
    render: (_: unknown, row: HistoryRow) => (
      <span className="billing-history__period">
        <span>{INTERVAL_NAMES[row.interval]}</span>{' '}
        <span className="billing-nowrap">hasta {formatShortDate(row.expires_at)}</span>
      </span>
    ),
  },
  {
    title: 'Cantidad',
    dataIndex: 'amount',
    key: 'amount',
    align: 'right',
    className: 'billing-nowrap',
    render: (amount: number | undefined) => (amount === undefined ? '—' : formatMoney(amount, currency)),
  },
];

/** Historial de facturación: every change and charge, newest first as the API answers. */
export function HistoryCard({ rows, loading, error, currency, onRetry }: Props) {
  // Only a phone scrolls the table sideways.
  const phone = !Grid.useBreakpoint().md;
  return (
    <BillingCard title="Historial de facturación">
      {error ? (
        <LoadFailed title="No se pudo cargar el historial" error={error} onRetry={onRetry} />
      ) : (
        <Table<HistoryRow>
          rowKey="id"
          size="middle"
          columns={columns(currency)}
          dataSource={rows ?? []}
          loading={loading}
          locale={{ emptyText: 'Aún no hay movimientos' }}
          pagination={(rows?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          scroll={phone ? { x: 'max-content' } : undefined}
        />
      )}
    </BillingCard>
  );
}
