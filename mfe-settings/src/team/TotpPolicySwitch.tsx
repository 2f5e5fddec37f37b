import { errorMessage, profileAtom } from '@menu/shared';
import { Switch, Typography } from '@menu/shared/antd';
import { useNotify } from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { setTotpPolicy } from './api';

export const POLICY_LABEL = 'Exigir verificación en dos pasos a Propietario y Administradores';

/**
 * The owner's policy: with it on, a Propietario or Administrador without two-step login is sent
 * to Cuenta to turn it on before anything else (the API answers TOTP_SETUP_REQUIRED).
 */
export function TotpPolicySwitch() {
  const profile = useAtomValue(profileAtom);
  const { notification } = useNotify();
  const [saving, setSaving] = useState(false);

  const change = async (on: boolean) => {
    setSaving(true);
    try {
      await setTotpPolicy(on);
    } catch (error) {
      notification.error({
        title: 'No se pudo cambiar la verificación en dos pasos',
        description: errorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', margin: '24px 0 0', maxWidth: 640 }}>
      <Switch
        id="team-require-totp"
        checked={Boolean(profile?.require_totp)}
        loading={saving}
        onChange={(on) => void change(on)}
      />
      <div>
        <label htmlFor="team-require-totp">{POLICY_LABEL}</label>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
          Quien no la tenga activa deberá activarla en Configuración &gt; Cuenta antes de seguir usando el panel.
        </Typography.Paragraph>
      </div>
    </div>
  );
}
