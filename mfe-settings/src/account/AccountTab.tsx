import { profileAtom } from '@menu/shared';
import { Alert, Divider, Input, Typography } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useAtomValue } from 'jotai';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NameForm } from './NameForm';
import { mustSetUpTotp, TwoStepCard } from './TwoStepCard';

/** What a person reads when the account requires a two-step login they have not set up. */
export const TOTP_REQUIRED_NOTICE = 'Tu cuenta exige la verificación en dos pasos. Actívala para continuar.';

/**
 * Cuenta: the signed-in person's e-mail (read from the shared store; it cannot be edited: the
 * owner's is the account's, a member's their own), their name, their password form and their
 * two-step login.
 * A person the panel sent here because the account requires a two-step login they have not set
 * up (403 TOTP_SETUP_REQUIRED, shell's TotpSetupRedirect) reads why first.
 */
export function AccountTab() {
  const profile = useAtomValue(profileAtom);
  return (
    <div>
      {mustSetUpTotp(profile) && (
        <Alert type="warning" showIcon title={TOTP_REQUIRED_NOTICE} style={{ marginBottom: 24, maxWidth: 560 }} />
      )}
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label="Correo electrónico" htmlFor="account-email">
          <Input id="account-email" value={profile?.member?.email ?? profile?.email ?? ''} readOnly disabled />
        </Form.Item>
      </Form>
      <NameForm />
      <Divider />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Cambiar contraseña
      </Typography.Title>
      <ChangePasswordForm />
      <Divider />
      <TwoStepCard />
    </div>
  );
}
