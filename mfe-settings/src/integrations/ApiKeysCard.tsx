import { errorMessage } from '@menu/shared';
import { Alert, Button, Card, Tag, Typography } from '@menu/shared/antd';
import { Popconfirm, Table } from '@menu/shared/antd/editor';
import { dayjs, timeAgo } from '@menu/shared/format/dates';
import { useNotify } from '@menu/shared/ui';
import { type HTMLAttributes, useState } from 'react';
import { type ApiKey, refreshApiKeys, revokeApiKey, SCOPE_LABELS, useApiKeys } from './apiKeys';
import { CreateKeyModal } from './CreateKeyModal';

function LastUse({ at }: { at: string | null }) {
  if (!at) return <Typography.Text type="secondary">Nunca</Typography.Text>;
  return <span title={dayjs(at).format('D [de] MMMM [de] YYYY, HH:mm')}>{timeAgo(at)}</span>;
}

/** 'Revocar' with its confirmation: the key stops working at once. */
function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const { message } = useNotify();
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeApiKey(apiKey.id);
      void message.success(`Clave «${apiKey.name}» revocada`);
      await refreshApiKeys();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm
      title={`¿Revocar «${apiKey.name}»?`}
      description="Deja de funcionar al instante: el sistema que la usa ya no podrá entrar."
      okText="Revocar"
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      onConfirm={revoke}
    >
      <Button size="small" danger loading={busy} aria-label={`Revocar ${apiKey.name}`}>
        Revocar
      </Button>
    </Popconfirm>
  );
}

/**
 * Configuración > Integraciones, 'API': the keys a point-of-sale system or delivery app calls the
 * API with (docs/integrations.md). The key is shown only when created; the list shows its start.
 */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);

  const columns = [
    { key: 'name', title: 'Nombre', dataIndex: 'name' },
    {
      key: 'prefix',
      title: 'Clave',
      render: (_: unknown, k: ApiKey) => <Typography.Text code>{k.prefix}</Typography.Text>,
    },
    { key: 'scope', title: 'Permiso', render: (_: unknown, k: ApiKey) => SCOPE_LABELS[k.scope] },
    { key: 'last', title: 'Último uso', render: (_: unknown, k: ApiKey) => <LastUse at={k.last_used} /> },
    {
      key: 'state',
      title: 'Estado',
      render: (_: unknown, k: ApiKey) => (k.revoked ? <Tag>Revocada</Tag> : <Tag color="green">Activa</Tag>),
    },
    {
      key: 'actions',
      title: 'Acciones',
      align: 'right' as const,
      render: (_: unknown, k: ApiKey) => (k.revoked ? null : <RevokeButton apiKey={k} />),
    },
  ];

  return (
    <Card
      title="API"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          Crear clave
        </Button>
      }
      style={{ marginBottom: 24 }}
    >
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        Conecta tu punto de venta o tu app de reparto: con una clave, leen el menú de cada sucursal con sus precios y
        agotados (GET /v1/sucursales/&#123;id&#125;/menu) y, con permiso de escritura, cambian precios y disponibilidad.
        Envíala como «Authorization: Bearer &lt;clave&gt;».
      </Typography.Paragraph>
      {keys.error && !keys.data ? (
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar las claves"
          description={errorMessage(keys.error)}
          action={
            <Button size="small" onClick={() => void keys.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <Table<ApiKey>
          rowKey="id"
          aria-label="Claves de API"
          loading={keys.isPending}
          columns={columns}
          dataSource={keys.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Aún no hay claves' }}
          onRow={(k) => ({ 'aria-label': k.name }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <CreateKeyModal open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
