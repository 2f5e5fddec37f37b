import { ApiError, errorMessage } from '@menu/shared';
import { Alert, Modal } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { fieldErrors, useNotify } from '@menu/shared/ui';
import { useState } from 'react';
import { type InvitedRole, type Member, updateMember } from './api';
import { BRANCHES_PROBLEM } from './labels';
import { RoleFields, roleBody, type RoleValues } from './RoleFields';
import { refreshMembers } from './useMembers';

/** The person's name as the tab names them: their name, else (an invitation not accepted) their e-mail. */
export const memberName = (member: Pick<Member, 'name' | 'email'>) => member.name?.trim() || member.email;

/**
 * 'Cambiar rol': the role and, for the roles bound to branches, the branches. Applies on the
 * person's next request (the API reads the role afresh every time).
 */
export function EditMemberModal({ member, onClose }: { member: Member | null; onClose(): void }) {
  const [form] = Form.useForm<RoleValues>();
  const { message } = useNotify();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const submit = async (values: RoleValues) => {
    if (!member) return;
    setSaving(true);
    setProblem(null);
    try {
      await updateMember(member.id, roleBody(values));
      void message.success(`Rol de ${memberName(member)} actualizado`);
      await refreshMembers();
      close();
    } catch (error) {
      const onFields = fieldErrors(error);
      if (error instanceof ApiError && error.code === BRANCHES_PROBLEM)
        form.setFields([{ name: 'branch_ids', errors: [errorMessage(error)] }]);
      else if (onFields.length) form.setFields(onFields as Parameters<typeof form.setFields>[0]);
      else setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={member !== null}
      title={member ? `Cambiar rol de ${memberName(member)}` : 'Cambiar rol'}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {member && (
        <Form
          form={form}
          name="member-role"
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          preserve={false}
          initialValues={{ role: member.role as InvitedRole, branch_ids: member.branch_ids }}
        >
          <RoleFields idPrefix="member" />
        </Form>
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </Modal>
  );
}
