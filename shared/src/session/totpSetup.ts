/**
 * The API refuses every call but the person's profile and their own two-step login with 403
 * TOTP_SETUP_REQUIRED while their account requires a two-step login they have not set up (the
 * owner turned it on for Propietario and Administrador). The panel answers it in one place: the
 * shared fetch (./refresh) calls the handler the shell sets, which takes the person to
 * Configuración > Cuenta, where they set it up. No handler (a standalone remote): the screen's
 * own error shows the API's text.
 */
export const TOTP_SETUP_REQUIRED = 'TOTP_SETUP_REQUIRED';

let onTotpSetupRequired: () => void = () => {};

/** Sets what the panel does on a 403 TOTP_SETUP_REQUIRED; answers the function that removes it. */
export function setTotpSetupRequiredHandler(handler: () => void): () => void {
  onTotpSetupRequired = handler;
  return () => {
    if (onTotpSetupRequired === handler) onTotpSetupRequired = () => {};
  };
}

/** Calls the handler when `response` is a 403 TOTP_SETUP_REQUIRED; answers the response as is. */
export async function watchTotpSetup(response: Response): Promise<Response> {
  if (response.status !== 403) return response;
  try {
    const body = (await response.clone().json()) as { error?: { code?: string } };
    if (body.error?.code === TOTP_SETUP_REQUIRED) onTotpSetupRequired();
  } catch {
    // Not our envelope (a proxy's page): nothing to do.
  }
  return response;
}
