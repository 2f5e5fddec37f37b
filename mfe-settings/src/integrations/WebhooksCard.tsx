import { errorMessage } from '@menu/shared';
import { Alert, Button, Card, Space, Switch, Tag, Typography } from '@menu/shared/antd';
import { Popconfirm, Table } from '@menu/shared/antd/editor';
import { dayjs, timeAgo } from '@menu/shared/format/dates';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_STATE_LABELS } from '@menu/shared/menu/webhook-events';
import { useNotify } from '@menu/shared/ui';
import { type HTMLAttributes, useState } from 'react';
import { CreateWebhookModal } from './CreateWebhookModal';
import { DeliveriesModal } from './DeliveriesModal';
import { deleteWebhook, refreshWebhooks, updateWebhook, useWebhooks, type Webhook } from './webhooks';

function LastDelivery({ last }: { last: Webhook['last_delivery'] }) {
  if (!last) return <Typography.Text type="secondary">Nunca</Typography.Text>;
  return (
    <span title={dayjs(last.created).format('D [de] MMMM [de] YYYY, HH:mm')}>
      {timeAgo(last.created)} · {WEBHOOK_STATE_LABELS[last.state]}
    </span>
  );
}

/** 'Activo': a paused webhook hears nothing (no event is queued for it) until it is switched on again. */
function EnabledSwitch({ hook }: { hook: Webhook }) {
  const { message } = useNotify();
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      await updateWebhook(hook.id, { enabled });
      await refreshWebhooks();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={hook.enabled}
      loading={busy}
      onChange={toggle}
      checkedChildren="Activo"
      unCheckedChildren="Pausado"
      aria-label={`Activo ${hook.url}`}
    />
  );
}

function DeleteButton({ hook }: { hook: Webhook }) {
  const { message } = useNotify();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteWebhook(hook.id);
      void message.success('Webhook eliminado');
      await refreshWebhooks();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title="¿Eliminar este webhook?"
      description="Deja de recibir eventos y se borra su registro de entregas."
      okText="Eliminar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      onConfirm={remove}
    >
      <Button size="small" danger loading={busy} aria-label={`Eliminar ${hook.url}`}>
        Eliminar
      </Button>
    </Popconfirm>
  );
}

/**
 * Configuración > Integraciones, 'Webhooks': the addresses the menu's events are POSTed to, signed
 * (docs/integrations.md), with each one's delivery log ('Entregas') and 'Reenviar'.
 */
export function WebhooksCard() {
  const hooks = useWebhooks();
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<number | undefined>();

  const columns = [
    {
      key: 'url',
      title: 'URL',
      render: (_: unknown, h: Webhook) => (
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{h.url}</Typography.Text>
      ),
    },
    {
      key: 'events',
      title: 'Eventos',
      render: (_: unknown, h: Webhook) => (
        <Space size={[4, 4]} wrap>
          {h.events.map((e) => (
            <Tag key={e}>{WEBHOOK_EVENT_LABELS[e]}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'enabled', title: 'Estado', render: (_: unknown, h: Webhook) => <EnabledSwitch hook={h} /> },
    { key: 'last', title: 'Último envío', render: (_: unknown, h: Webhook) => <LastDelivery last={h.last_delivery} /> },
    {
      key: 'actions',
      title: 'Acciones',
      align: 'right' as const,
      render: (_: unknown, h: Webhook) => (
        <Space>
          <Button size="small" onClick={() => setShowing(h.id)} aria-label={`Entregas ${h.url}`}>
            Entregas
          </Button>
          <DeleteButton hook={h} />
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Webhooks"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          Agregar webhook
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        Avisamos a tu sistema al momento: cuando cambia el menú de una sucursal, un precio, o un producto se agota o
        vuelve. Cada envío va firmado (X-Menu-Signature) y, si tu sistema no responde, lo reintentamos.
      </Typography.Paragraph>
      {hooks.error && !hooks.data ? (
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar los webhooks"
          description={errorMessage(hooks.error)}
          action={
            <Button size="small" onClick={() => void hooks.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <Table<Webhook>
          rowKey="id"
          aria-label="Webhooks"
          loading={hooks.isPending}
          columns={columns}
          dataSource={hooks.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Aún no hay webhooks' }}
          onRow={(h) => ({ 'aria-label': h.url }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <CreateWebhookModal open={creating} onClose={() => setCreating(false)} />
      <DeliveriesModal hook={hooks.data?.find((h) => h.id === showing)} onClose={() => setShowing(undefined)} />
    </Card>
  );
}
