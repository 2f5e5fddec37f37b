import { loadProfile, setTotpSetupRequiredHandler } from '@menu/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@menu/shared/router';

/** Configuración > Cuenta: where a person sets up their two-step login. */
export const TOTP_SETUP_PATH = '/settings/account';

/**
 * The panel's one answer to 403 TOTP_SETUP_REQUIRED (any call of any section, through the
 * shared fetch): the person goes to Configuración > Cuenta, whose two-step card says why
 * ('Tu cuenta exige la verificación en dos pasos…'). The profile is read again first: the owner
 * may have required it after this panel loaded its profile, and the card reads it from there.
 * Several calls refused at once move the person once.
 */
export function TotpSetupRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;

  useEffect(
    () =>
      setTotpSetupRequiredHandler(() => {
        // A profile that fails to load leaves the one the panel has; the move happens anyway.
        void loadProfile().catch(() => undefined);
        if (where.current === TOTP_SETUP_PATH) return;
        where.current = TOTP_SETUP_PATH;
        navigate(TOTP_SETUP_PATH);
      }),
    [navigate],
  );
  return null;
}
