import { errorMessage, login } from '@menu/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AuthLayout, TextField } from './AuthLayout';

/** The app's code: six digits (RFC 6238's default, what every authenticator app shows). */
const APP_CODE = /^\d{6}$/;

/**
 * Login's second step, for a person with a two-step login (the API answered 403 TOTP_REQUIRED
 * to the e-mail and password): the authenticator app's 6-digit code, or one of their recovery
 * codes when the phone is not at hand. The e-mail and password are sent again with the code
 * (the API keeps no half-signed-in state). A wrong code shows the API's text; 'Volver' returns
 * to the e-mail and password.
 */
export function TwoStepForm({
  username,
  password,
  onSignedIn,
  onBack,
}: {
  username: string;
  password: string;
  onSignedIn(): void;
  onBack(): void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The field the person types next, each time the kind of code changes (and on arrival).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when the kind of code changes
  useEffect(() => input.current?.focus(), [recovery]);

  const ready = recovery ? code.trim().length > 0 : APP_CODE.test(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await login(username, password, recovery ? { recovery_code: code.trim() } : { totp_code: code });
      onSignedIn();
    } catch (e) {
      setError(errorMessage(e, 'login'));
      setCode('');
      setBusy(false);
      input.current?.focus();
    }
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setError(null);
  };

  return (
    <AuthLayout
      title="Verificación en dos pasos"
      lead={
        recovery
          ? 'Escribe uno de tus códigos de recuperación. Cada código sirve una sola vez.'
          : 'Escribe el código de 6 dígitos que muestra tu app de autenticación.'
      }
    >
      <form onSubmit={submit} noValidate>
        {recovery ? (
          <TextField
            key="recovery"
            ref={input}
            id="login-recovery-code"
            label="Código de recuperación"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        ) : (
          <TextField
            key="app"
            ref={input}
            id="login-totp-code"
            label="Código de verificación"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            // Only digits: a code pasted with a space in the middle ('123 456') still fits.
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        )}
        <p className="auth-aside">
          <button type="button" className="auth-link-button auth-link-end" onClick={switchKind}>
            {recovery ? 'Usar el código de la app' : 'Usar un código de recuperación'}
          </button>
        </p>
        {error && (
          <div className="auth-alert error" role="alert">
            {error}
          </div>
        )}
        <button className="auth-submit" type="submit" disabled={!ready || busy}>
          Verificar
        </button>
      </form>
      <p className="auth-footer">
        <button type="button" className="auth-link-button auth-link-center" onClick={onBack}>
          Volver
        </button>
      </p>
    </AuthLayout>
  );
}
