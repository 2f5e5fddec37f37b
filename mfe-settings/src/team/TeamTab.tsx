import { errorMessage } from '@menu/shared';
import { Alert, Button, Tag, Typography } from '@menu/shared/antd';
import { Table } from '@menu/shared/antd/editor';
import { useBranches } from '@menu/shared/data';
import { dayjs, timeAgo } from '@menu/shared/format/dates';
import { roleLabel, roleOf } from '@menu/shared/roles';
import { type HTMLAttributes, useState } from 'react';
import type { Member } from './api';
import { EditMemberModal, memberName } from './EditMemberModal';
import { InviteModal } from './InviteModal';
import { STATE_TAGS } from './labels';
import { MemberMenu } from './MemberMenu';
import { SeatsNote } from './SeatsNote';
import { SignInsModal } from './SignInsModal';
import { TotpPolicySwitch } from './TotpPolicySwitch';
import { useMembers } from './useMembers';

/** A person's branches as names: every branch for the roles not bound to them. */
function branchNames(member: Member, names: Map<number, string>): string {
  if (!roleOf(member.role)?.branches) return 'Todas';
  if (member.branch_ids.length === 0) return '—';
  return member.branch_ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

function LastAccess({ at }: { at: string | null }) {
  if (!at) return <Typography.Text type="secondary">Nunca</Typography.Text>;
  return <span title={dayjs(at).format('D [de] MMMM [de] YYYY, HH:mm')}>{timeAgo(at)}</span>;
}

/** When a pending invitation's link stops working; past it, that it needs resending. */
function InvitationEnd({ at }: { at: string | null }) {
  if (!at) return null;
  const end = dayjs(at);
  const text = end.isBefore(dayjs()) ? 'Venció: reenvíala' : `Vence el ${end.format('D MMM')}`;
  return (
    <Typography.Text
      type="secondary"
      style={{ display: 'block', fontSize: 12 }}
      title={end.format('D [de] MMMM [de] YYYY, HH:mm')}
    >
      {text}
    </Typography.Text>
  );
}

/**
 * Configuración > Equipo (the owner's only): the people of the account with their role,
 * branches, last access and state; 'Invitar'; each person's actions; and the two-step policy.
 */
export function TeamTab() {
  const members = useMembers();
  const branches = useBranches();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [signIns, setSignIns] = useState<Member | null>(null);
  const names = new Map((branches.data ?? []).map((branch) => [branch.id, branch.name]));

  const columns = [
    {
      // Name over e-mail in one column: the table fits the panel's width with its seven facts.
      key: 'person',
      title: 'Persona',
      render: (_: unknown, member: Member) => (
        <>
          <div>{member.name?.trim() || <Typography.Text type="secondary">—</Typography.Text>}</div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {member.email}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'role',
      title: 'Rol',
      render: (_: unknown, member: Member) =>
        member.is_owner ? <Tag color="purple">{roleLabel('owner')}</Tag> : roleLabel(member.role),
    },
    { key: 'branches', title: 'Sucursales', render: (_: unknown, member: Member) => branchNames(member, names) },
    {
      key: 'last',
      title: 'Último acceso',
      render: (_: unknown, member: Member) => <LastAccess at={member.last_access_at} />,
    },
    {
      key: 'state',
      title: 'Estado',
      render: (_: unknown, member: Member) => {
        const tag = STATE_TAGS[member.state];
        return (
          <>
            <Tag color={tag.color}>{tag.label}</Tag>
            {member.state === 'invited' && <InvitationEnd at={member.invite_expires_at} />}
          </>
        );
      },
    },
    {
      key: 'actions',
      title: 'Acciones',
      align: 'right' as const,
      render: (_: unknown, member: Member) =>
        member.is_owner ? null : <MemberMenu member={member} onEdit={setEditing} onSignIns={setSignIns} />,
    },
  ];

  return (
    <section aria-label="Equipo">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          Cada persona entra con su propio correo y contraseña; su rol decide qué puede ver y cambiar.
        </Typography.Paragraph>
        <Button type="primary" onClick={() => setInviting(true)}>
          Invitar
        </Button>
      </div>
      {members.error && !members.data ? (
        <Alert
          type="error"
          showIcon
          title="No se pudo cargar tu equipo"
          description={errorMessage(members.error)}
          action={
            <Button size="small" onClick={() => void members.refetch()}>
              Reintentar
            </Button>
          }
        />
      ) : (
        <Table<Member>
          rowKey="id"
          aria-label="Miembros del equipo"
          loading={members.isPending}
          columns={columns}
          dataSource={members.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={(member) => ({ 'aria-label': memberName(member) }) as HTMLAttributes<HTMLElement>}
        />
      )}
      <SeatsNote count={members.data?.length} />
      <TotpPolicySwitch />
      <InviteModal open={inviting} onClose={() => setInviting(false)} />
      <EditMemberModal member={editing} onClose={() => setEditing(null)} />
      <SignInsModal member={signIns} onClose={() => setSignIns(null)} />
    </section>
  );
}
