import { ApiError } from '@menu/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@menu/shared/router';
import { verifyEmail } from './api';
import { AuthLayout } from './AuthLayout';

type State = 'verifying' | 'verified' | 'alreadyVerified' | 'replaced' | 'expired' | 'invalid' | 'failed';

const TITLES: Record<State, string> = {
  verifying: 'Verificando tu correo…',
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
};

/** The verification link of the sign-up e-mail lands here with ?token=; a refused link says why. */
export default function SuccessEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'verifying' : 'invalid');
  const started = useRef(false);

  useEffect(() => {
    // A token is single-use: never send it twice (e.g. on a re-render).
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => setState('verified'),
      (error) =>
        setState(error instanceof ApiError && error.status < 500 ? (REFUSALS[error.code] ?? 'invalid') : 'failed'),
    );
  }, [token]);

  return (
    <AuthLayout title={TITLES[state]}>
      {state === 'verifying' && <p aria-busy="true">Un momento, por favor.</p>}
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
      {state !== 'verifying' && (
        <p className="auth-footer">
          <Link to="/login">Iniciar Sesión</Link>
        </p>
      )}
    </AuthLayout>
  );
}
