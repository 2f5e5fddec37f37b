import { profileAtom } from '@menu/shared';
import { Divider, Input, Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useAtomValue } from 'jotai';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Cuenta: the account e-mail (read from the shared store; it cannot be edited) and the password form. */
export function AccountTab() {
  const profile = useAtomValue(profileAtom);
  return (
    <div>
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label="Correo electrónico" htmlFor="account-email">
          <Input id="account-email" value={profile?.email ?? ''} readOnly disabled />
        </Form.Item>
      </Form>
      <Divider />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Cambiar contraseña
      </Typography.Title>
      <ChangePasswordForm />
    </div>
  );
}
