import { errorMessage, rules } from '@menu/shared';
import { antdRules, useNotify } from '@menu/shared/ui';
import { Button, Input } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useState } from 'react';
import { changePassword } from './api';

interface Values {
  password: string;
  new_password: string;
  confirm: string;
}

/** Change password: all three fields required, the confirmation must match the new password. */
export function ChangePasswordForm() {
  const { notification } = useNotify();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const values = Form.useWatch([], form);
  const complete = Boolean(values?.password && values?.new_password && values?.confirm);

  const submit = async ({ password, new_password }: Values) => {
    setSaving(true);
    try {
      await changePassword(password, new_password);
      notification.success({ title: 'Contraseña actualizada' });
      form.resetFields();
    } catch (error) {
      notification.error({ title: 'La contraseña no fue actualizada', description: errorMessage(error, 'password') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }} requiredMark={false}>
      <Form.Item label="Contraseña actual" name="password" rules={antdRules(rules.required)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Nueva contraseña" name="new_password" rules={antdRules(rules.required, rules.password)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirmar contraseña"
        name="confirm"
        dependencies={['new_password']}
        rules={[
          ...antdRules(rules.required),
          ({ getFieldValue }) => ({
            validator: (_, value) => {
              const message = rules.matches(getFieldValue('new_password'))(value);
              return message ? Promise.reject(new Error(message)) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={!complete}>
        Actualizar contraseña
      </Button>
    </Form>
  );
}
