import { ApiError, errorMessage, loadProfile, profileAtom, type Profile } from '@menu/shared';
import { useNotify } from '@menu/shared/ui';
import { Alert, Button, Space, Tag, Typography } from '@menu/shared/antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { AskForm } from './AskForm';
import { confirmTotp, renewRecoveryCodes, startTotp, turnOffTotp } from './api';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSetup, type TotpSecret } from './TotpSetup';

/** The roles whose two-step login the owner may require (the API's TOTP_REQUIRABLE). */
const REQUIRABLE = ['owner', 'admin'];

/** The account requires a two-step login of this person's role (Propietario, Administrador). */
const requiredOf = (profile: Profile) =>
  Boolean(profile.require_totp) && REQUIRABLE.includes(profile.member?.role ?? 'owner');

/** Required and not set up: the API refuses everything else (403 TOTP_SETUP_REQUIRED) until it is. */
export const mustSetUpTotp = (profile: Profile | null) =>
  Boolean(profile && requiredOf(profile) && !profile.member?.totp_enabled);

type Phase =
  | { step: 'idle' }
  | { step: 'setup'; setup: TotpSecret }
  | { step: 'codes'; codes: string[] }
  | { step: 'renew' }
  | { step: 'turn-off' };

/**
 * Verificación en dos pasos, for every person (the owner as any member): off, 'Activar' shows
 * the QR code to scan and asks the app's code; confirmed, the 10 recovery codes show once. On,
 * 'Generar nuevos códigos de recuperación' asks the app's code and 'Desactivar' the password.
 * Whether it is on is the profile's (profile.member.totp_enabled); each change updates it.
 */
export function TwoStepCard() {
  const profile = useAtomValue(profileAtom);
  const { notification } = useNotify();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [starting, setStarting] = useState(false);
  if (!profile) return null;

  const enabled = Boolean(profile.member?.totp_enabled);
  const required = requiredOf(profile);
  const email = profile.member?.email ?? profile.email;
  const idle = () => setPhase({ step: 'idle' });

  const start = async () => {
    setStarting(true);
    try {
      setPhase({ step: 'setup', setup: await startTotp() });
    } catch (error) {
      // On in another tab meanwhile: the profile says so, and the card follows it.
      if (error instanceof ApiError && error.code === 'TOTP_ALREADY_ENABLED') await loadProfile().catch(() => {});
      notification.error({
        title: 'No se pudo activar la verificación en dos pasos',
        description: errorMessage(error),
      });
    } finally {
      setStarting(false);
    }
  };

  const body = () => {
    switch (phase.step) {
      case 'setup':
        return (
          <TotpSetup
            setup={phase.setup}
            onConfirm={async (code) => {
              setPhase({ step: 'codes', codes: await confirmTotp(code) });
              notification.success({ title: 'Verificación en dos pasos activada' });
            }}
            onCancel={idle}
          />
        );
      case 'codes':
        return <RecoveryCodes codes={phase.codes} email={email} onDone={idle} />;
      case 'renew':
        return (
          <AskForm
            ask="code"
            submitText="Generar códigos"
            onSubmit={async (code) => setPhase({ step: 'codes', codes: await renewRecoveryCodes(code) })}
            onCancel={idle}
          >
            <Typography.Paragraph>
              Escribe el código de tu app de autenticación. Los códigos de recuperación anteriores dejarán de funcionar.
            </Typography.Paragraph>
          </AskForm>
        );
      case 'turn-off':
        return (
          <AskForm
            ask="password"
            submitText="Desactivar"
            danger
            onSubmit={async (password) => {
              await turnOffTotp(password);
              idle();
              notification.success({ title: 'Verificación en dos pasos desactivada' });
            }}
            onCancel={idle}
          >
            <Typography.Paragraph>Escribe tu contraseña para desactivarla.</Typography.Paragraph>
            {required && (
              <Alert
                type="warning"
                showIcon
                title="Tu cuenta exige la verificación en dos pasos: tendrás que activarla de nuevo para seguir usando el panel."
                style={{ marginBottom: 16 }}
              />
            )}
          </AskForm>
        );
      default:
        return enabled ? (
          <Space wrap>
            <Button onClick={() => setPhase({ step: 'renew' })}>Generar nuevos códigos de recuperación</Button>
            <Button danger onClick={() => setPhase({ step: 'turn-off' })}>
              Desactivar
            </Button>
          </Space>
        ) : (
          <Button type="primary" loading={starting} onClick={start}>
            Activar
          </Button>
        );
    }
  };

  return (
    <section aria-labelledby="two-step-title" style={{ maxWidth: 560 }}>
      <Typography.Title level={2} id="two-step-title" style={{ fontSize: 18 }}>
        Verificación en dos pasos
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <Tag color={enabled ? 'green' : undefined}>{enabled ? 'Activada' : 'Desactivada'}</Tag>
        Además de tu contraseña, al iniciar sesión te pediremos el código de 6 dígitos de una app de autenticación en tu
        teléfono.
      </Typography.Paragraph>
      {body()}
    </section>
  );
}
