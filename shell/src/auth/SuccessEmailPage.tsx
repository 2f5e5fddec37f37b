import { ApiError } from '@menu/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@menu/shared/router';
import { verifyEmail } from './api';
import { AuthLayout } from './AuthLayout';

type State = 'verifying' | 'verified' | 'invalid' | 'failed';

const TITLES: Record<State, string> = {
  verifying: 'Verificando tu correo…',
  verified: '¡Tu correo ha sido verificado!',
  invalid: 'No pudimos verificar tu correo',
  failed: 'No pudimos verificar tu correo',
};

/** The verification link of the sign-up e-mail lands here with ?token=. */
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
      (error) => setState(error instanceof ApiError && error.status < 500 ? 'invalid' : 'failed'),
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
