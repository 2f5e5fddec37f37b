import { ApiError, errorMessage } from '@menu/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@menu/shared/router';
import { verifyEmail } from './api';
import { AuthLayout, TextField } from './AuthLayout';

type State = 'verifying' | 'password' | 'verified' | 'alreadyVerified' | 'replaced' | 'expired' | 'invalid' | 'failed';

const TITLES: Record<State, string> = {
  verifying: 'Verificando tu correo…',
  password: 'Confirma tu contraseña',
  verified: '¡Tu correo ha sido verificado!',
  alreadyVerified: 'Tu correo ya está verificado',
  replaced: 'Este enlace ya no es válido',
  expired: 'El enlace ha expirado',
  invalid: 'No pudimos verificar tu correo',
  failed: 'No pudimos verificar tu correo',
};

/** What each refusal of the link means for the reader. */
const REFUSALS: Record<string, State> = {
  ALREADY_VERIFIED: 'alreadyVerified',
  VERIFY_TOKEN_REPLACED: 'replaced',
  VERIFY_TOKEN_EXPIRED: 'expired',
  VERIFY_PASSWORD_REQUIRED: 'password',
};

/** The state a refused or failed verification leaves the page in. */
const refusal = (error: unknown): State =>
  error instanceof ApiError && error.status < 500 ? (REFUSALS[error.code] ?? 'invalid') : 'failed';

/**
 * The verification link of the sign-up e-mail lands here with ?token=; a refused link says why.
 * A link whose password the reader may not have chosen (a resent one, or any once the address was
 * claimed twice) asks for it: the account is activated only for whoever knows it.
 */
export default function SuccessEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'verifying' : 'invalid');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const settle = (error: unknown) => setState(refusal(error));

  useEffect(() => {
    // A token is single-use: never send it twice (e.g. on a re-render).
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => setState('verified'),
      (error) => setState(refusal(error)),
    );
  }, [token]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await verifyEmail(token, password);
      setState('verified');
    } catch (error) {
      // A wrong password (or too many tries) keeps the form: the link is still unused.
      if (error instanceof ApiError && ['VERIFY_PASSWORD_MISMATCH', 'TOO_MANY_REQUESTS'].includes(error.code))
        setFailure(errorMessage(error));
      else settle(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={TITLES[state]}>
      {state === 'verifying' && <p aria-busy="true">Un momento, por favor.</p>}
      {state === 'password' && (
        <form onSubmit={confirm} noValidate>
          <p>Para activar tu cuenta con este enlace, escribe la contraseña que elegiste al registrarte.</p>
          <TextField
            id="verify-password"
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {failure && (
            <div className="auth-alert error" role="alert">
              {failure}
            </div>
          )}
          <button className="auth-submit" type="submit" disabled={!password || busy}>
            Activar mi cuenta
          </button>
          <p className="auth-footer">
            <Link to="/sign-up">Registrarme de nuevo</Link>
          </p>
        </form>
      )}
      {state === 'verified' && (
        <div className="auth-alert success" role="status">
          Ya puedes iniciar sesión y crear tu menú digital.
        </div>
      )}
      {state === 'alreadyVerified' && (
        <div className="auth-alert success" role="status">
          Ya puedes iniciar sesión con tu correo y tu contraseña.
        </div>
      )}
      {state === 'replaced' && (
        <div className="auth-alert error" role="alert">
          Te enviamos un enlace de verificación más reciente: usa el del último correo que recibiste. Si te registraste
          de nuevo, la contraseña que vale es la de ese último registro.
        </div>
      )}
      {state === 'expired' && (
        <div className="auth-alert error" role="alert">
          El enlace de verificación venció. Inicia sesión con tu correo y tu contraseña para pedir uno nuevo.
        </div>
      )}
      {state === 'invalid' && (
        <div className="auth-alert error" role="alert">
          El enlace de verificación no es válido o ya fue usado.
        </div>
      )}
      {state === 'failed' && (
        <div className="auth-alert error" role="alert">
          Algo a salido mal, por favor intenta más tarde.
        </div>
      )}
      {state !== 'verifying' && state !== 'password' && (
        <p className="auth-footer">
          <Link to="/login">Iniciar Sesión</Link>
        </p>
      )}
    </AuthLayout>
  );
}
