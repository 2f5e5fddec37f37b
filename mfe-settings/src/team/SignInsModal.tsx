import { errorMessage } from '@menu/shared';
import { Alert, Button, Modal } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import { queryClient } from '@menu/shared/data';
import { dayjs } from '@menu/shared/format/dates';
import { useQuery } from '@tanstack/react-query';
import { listSignIns, type Member, MEMBERS_KEY, type SignIn } from './api';
import { memberName } from './EditMemberModal';

const COLUMNS = [
  {
    key: 'at',
    title: 'Fecha',
    render: (_: unknown, row: SignIn) => dayjs(row.at).format('D MMM YYYY, HH:mm'),
  },
  { key: 'ip', title: 'IP', dataIndex: 'ip', render: (ip: string | null) => ip || '—' },
  {
    key: 'device',
    title: 'Dispositivo',
    dataIndex: 'device',
    render: (device: string | null) => device || '—',
  },
];

/** 'Accesos': the person's last sign-ins (newest first): when, from which IP, with which browser. */
export function SignInsModal({ member, onClose }: { member: Member | null; onClose(): void }) {
  const id = member?.id ?? 0;
  // Under the team's key: removing the person marks their sign-ins stale too.
  const signIns = useQuery(
    { queryKey: [MEMBERS_KEY, id, 'sign-ins'], queryFn: () => listSignIns(id), enabled: member !== null },
    queryClient(),
  );
  return (
    <Modal
      open={member !== null}
      title={member ? `Accesos de ${memberName(member)}` : 'Accesos'}
      footer={null}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {signIns.error && !signIns.data ? (
        <Alert
          type="error"
          showIcon
          title="No se pudieron cargar los accesos"
          description={errorMessage(signIns.error)}
          action={
            <Button size="small" onClick={() => void signIns.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <Table<SignIn>
          rowKey={(row) => `${row.at}-${row.ip}-${row.device}`}
          size="small"
          loading={signIns.isPending && member !== null}
          columns={COLUMNS}
          dataSource={signIns.data ?? []}
          pagination={false}
          locale={{ emptyText: 'Aún no ha iniciado sesión' }}
        />
      )}
    </Modal>
  );
}
