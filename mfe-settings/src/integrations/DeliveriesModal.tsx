import { errorMessage } from '@menu/shared';
import { Alert, Button, Modal, Tag, Typography } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import { dayjs } from '@menu/shared/format/dates';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_STATE_LABELS } from '@menu/shared/menu/webhook-events';
import { useNotify } from '@menu/shared/ui';
import { type HTMLAttributes, useState } from 'react';
import { type Delivery, refreshWebhooks, resendDelivery, useDeliveries, type Webhook } from './webhooks';

const STATE_COLORS: Record<Delivery['state'], string> = { delivered: 'green', pending: 'gold', failed: 'red' };

const when = (at: string) => dayjs(at).format('D MMM YYYY, HH:mm:ss');

/** 'Reenviar': the delivery is queued again at once (its attempts start over). */
function ResendButton({ hook, delivery }: { hook: number; delivery: Delivery }) {
  const { message } = useNotify();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendDelivery(hook, delivery.id);
      void message.success('Entrega en cola: se enviará en unos segundos');
      await refreshWebhooks();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={resend} aria-label={`Reenviar entrega ${delivery.id}`}>
      Reenviar
    </Button>
  );
}

/** 'Entregas' of one webhook: its latest deliveries, how each went, and 'Reenviar'. */
export function DeliveriesModal({ hook, onClose }: { hook: Webhook | undefined; onClose(): void }) {
  const deliveries = useDeliveries(hook?.id);
  const columns = [
    { key: 'created', title: 'Fecha', render: (_: unknown, d: Delivery) => when(d.created) },
    { key: 'event', title: 'Evento', render: (_: unknown, d: Delivery) => WEBHOOK_EVENT_LABELS[d.event] },
    {
      key: 'state',
      title: 'Estado',
      render: (_: unknown, d: Delivery) => <Tag color={STATE_COLORS[d.state]}>{WEBHOOK_STATE_LABELS[d.state]}</Tag>,
    },
    { key: 'attempts', title: 'Intentos', dataIndex: 'attempts' },
    { key: 'status', title: 'Código HTTP', render: (_: unknown, d: Delivery) => d.response_status ?? '—' },
    {
      key: 'error',
      title: 'Error',
      render: (_: unknown, d: Delivery) =>
        d.last_error ? <Typography.Text type="danger">{d.last_error}</Typography.Text> : '—',
    },
    {
      key: 'actions',
      title: 'Acciones',
      align: 'right' as const,
      render: (_: unknown, d: Delivery) => (hook ? <ResendButton hook={hook.id} delivery={d} /> : null),
    },
  ];
  return (
    <Modal
      open={hook !== undefined}
      title={hook ? `Entregas de ${hook.url}` : 'Entregas'}
      footer={null}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
    >
      {deliveries.error && !deliveries.data ? (
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar las entregas"
          description={errorMessage(deliveries.error)}
        />
      ) : (
        <Table<Delivery>
          rowKey="id"
          aria-label="Entregas"
          loading={deliveries.isPending}
          columns={columns}
          dataSource={deliveries.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Aún no hay entregas' }}
          onRow={(d) => ({ 'aria-label': `Entrega ${d.id}` }) as HTMLAttributes<HTMLElement>}
        />
      )}
    </Modal>
  );
}
