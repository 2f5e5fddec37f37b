import { ApiError, errorMessage, rules } from '@menu/shared';
import { Alert, Input, Modal } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { antdRules, BILLING_PATH, fieldErrors, useNotify } from '@menu/shared/ui';
import { Link } from '@menu/shared/router';
import { useState } from 'react';
import { inviteMember } from './api';
import { BRANCHES_PROBLEM, EMAIL_PROBLEMS, LIMIT_REACHED } from './labels';
import { RoleFields, roleBody, type RoleValues } from './RoleFields';
import { refreshMembers } from './useMembers';

interface Values extends RoleValues {
  email: string;
}

/** A refusal shown above the buttons; `limit`: the plan's limit, with the way to a bigger plan. */
type Problem = { text: string; limit: boolean };

/**
 * 'Invitar': Correo, Rol and, for the roles bound to branches, Sucursales. The API e-mails the
 * person a link where they choose their name and password; the row shows 'Invitación pendiente'.
 */
export function InviteModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const { message } = useNotify();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const close = () => {
    setProblem(null);
    form.resetFields();
    onClose();
  };

  const submit = async (values: Values) => {
    const email = values.email.trim();
    setSending(true);
    setProblem(null);
    try {
      await inviteMember({ email, ...roleBody(values) });
      void message.success(`Invitación enviada a ${email}`);
      await refreshMembers();
      close();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const onFields = fieldErrors(error);
      if (code && EMAIL_PROBLEMS.has(code)) form.setFields([{ name: 'email', errors: [errorMessage(error)] }]);
      else if (code === BRANCHES_PROBLEM) form.setFields([{ name: 'branch_ids', errors: [errorMessage(error)] }]);
      else if (onFields.length) form.setFields(onFields as Parameters<typeof form.setFields>[0]);
      else setProblem({ text: errorMessage(error), limit: code === LIMIT_REACHED });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Invitar a tu equipo"
      okText="Enviar invitación"
      cancelText="Cancelar"
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} name="invite" layout="vertical" requiredMark={false} onFinish={submit} preserve={false}>
        <Form.Item
          label="Correo"
          name="email"
          htmlFor="invite-email"
          rules={antdRules(rules.required, rules.email)}
          extra="Le enviaremos un enlace para crear su acceso (vence en 7 días)."
        >
          <Input id="invite-email" type="email" autoComplete="off" maxLength={200} />
        </Form.Item>
        <RoleFields idPrefix="invite" />
      </Form>
      {problem && (
        <Alert
          type={problem.limit ? 'info' : 'error'}
          showIcon
          role="alert"
          title={
            <>
              {problem.text}
              {problem.limit && (
                <>
                  {' '}
                  <Link to={BILLING_PATH}>Mejorar Suscripción</Link>
                </>
              )}
            </>
          }
        />
      )}
    </Modal>
  );
}
