import { errorMessage } from '@menu/shared';
import { Button, Dropdown } from '@menu/shared/antd';
import { useNotify } from '@menu/shared/ui';
import { useNavigate } from '@menu/shared/router';
import MoreOutlined from '@ant-design/icons/es/icons/MoreOutlined';
import { type Member, removeMember, resendInvitation, updateMember } from './api';
import { memberName } from './EditMemberModal';
import { refreshMembers } from './useMembers';

/** Where 'Ver cambios' leads: Menú > Historial filtered by the person. */
export const historyOf = (member: Pick<Member, 'id'>) => `/menu/historial?member=${member.id}`;

interface Entry {
  key: string;
  label: string;
  danger?: boolean;
  run(): void;
}

/**
 * A person's actions, by their state: an invitation can be resent or revoked; a member can get
 * another role, be suspended (or reactivated), be removed, and their changes and sign-ins
 * looked at. The owner's row has none (the API refuses them: OWNER_PROTECTED).
 */
export function MemberMenu({
  member,
  onEdit,
  onSignIns,
}: {
  member: Member;
  onEdit(member: Member): void;
  onSignIns(member: Member): void;
}) {
  const { message, modal, notification } = useNotify();
  const navigate = useNavigate();
  const name = memberName(member);

  /** One write, then the team read again; a refusal says why. */
  const act = async (failure: string, write: () => Promise<unknown>, done: string) => {
    try {
      await write();
      void message.success(done);
    } catch (error) {
      notification.error({ title: failure, description: errorMessage(error) });
    }
    await refreshMembers();
  };

  const confirmRemove = (invited: boolean) =>
    modal.confirm({
      title: invited ? `¿Revocar la invitación de ${name}?` : `¿Quitar a ${name} del equipo?`,
      content: invited
        ? 'El enlace que le enviamos dejará de funcionar.'
        : 'Perderá el acceso a tu cuenta de inmediato. Sus cambios seguirán en el Historial.',
      okText: invited ? 'Revocar invitación' : 'Quitar',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () =>
        act(
          invited ? 'No se pudo revocar la invitación' : `No se pudo quitar a ${name}`,
          () => removeMember(member.id),
          invited ? 'Invitación revocada' : `${name} ya no es parte del equipo`,
        ),
    });

  const entries: Entry[] =
    member.state === 'invited'
      ? [
          { key: 'edit', label: 'Cambiar rol', run: () => onEdit(member) },
          {
            key: 'resend',
            label: 'Reenviar invitación',
            run: () =>
              void act(
                'No se pudo reenviar la invitación',
                () => resendInvitation(member.id),
                `Invitación reenviada a ${member.email}`,
              ),
          },
          { key: 'revoke', label: 'Revocar invitación', danger: true, run: () => confirmRemove(true) },
        ]
      : [
          { key: 'edit', label: 'Cambiar rol', run: () => onEdit(member) },
          member.state === 'suspended'
            ? {
                key: 'reactivate',
                label: 'Reactivar',
                run: () =>
                  void act(
                    `No se pudo reactivar a ${name}`,
                    () => updateMember(member.id, { state: 'active' }),
                    `${name} puede volver a entrar`,
                  ),
              }
            : {
                key: 'suspend',
                label: 'Suspender',
                run: () =>
                  void act(
                    `No se pudo suspender a ${name}`,
                    () => updateMember(member.id, { state: 'suspended' }),
                    `${name} está suspendido: su sesión se cerró`,
                  ),
              },
          { key: 'history', label: 'Ver cambios', run: () => navigate(historyOf(member)) },
          { key: 'sign-ins', label: 'Accesos', run: () => onSignIns(member) },
          { key: 'remove', label: 'Quitar', danger: true, run: () => confirmRemove(false) },
        ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: entries.map(({ key, label, danger }) => ({ key, label, danger })),
        onClick: ({ key }) => entries.find((entry) => entry.key === key)?.run(),
      }}
    >
      <Button type="text" aria-label={`Acciones de ${name}`} title="Acciones" icon={<MoreOutlined />} />
    </Dropdown>
  );
}
