import { ApiError, errorMessage, login, rules } from '@menu/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@menu/shared/router';
import { HOME } from '../home';
import { resendVerification } from './api';
import { AuthLayout, TextField } from './AuthLayout';
import { TwoStepForm } from './TwoStepForm';

/**
 * Login: Iniciar Sesión stays disabled until both fields are filled; a malformed e-mail is
 * refused here ('El formato de correo no es valido', the sign-up's rule) instead of being sent;
 * an unverified account can ask for the e-mail again; '¿Olvidaste tu contraseña?' leads to the
 * reset request with the e-mail typed so far. A person with a two-step login (403
 * TOTP_REQUIRED) goes on to the code's step, TwoStepForm.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const malformed = rules.email(username);
    setEmailError(malformed);
    if (malformed) {
      setError(null);
      setUnverified(false);
      setResent(null);
      return;
    }
    setBusy(true);
    setError(null);
    setResent(null);
    try {
      await login(username, password);
      navigate(HOME, { replace: true });
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.code === 'TOTP_REQUIRED') {
        setSecondStep(true);
        return;
      }
      setUnverified(e instanceof ApiError && e.code === 'MISSING_VERIFY_EMAIL');
      setError(errorMessage(e, 'login'));
    }
  };

  const resend = async () => {
    try {
      await resendVerification(username.trim());
      setResent('Te enviamos un nuevo correo de verificación.');
      setError(null);
      setUnverified(false);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  if (secondStep) {
    return (
      <TwoStepForm
        username={username}
        password={password}
        onSignedIn={() => navigate(HOME, { replace: true })}
        onBack={() => setSecondStep(false)}
      />
    );
  }

  return (
    <AuthLayout title="Iniciar Sesión" lead="Administra el menú digital de tu negocio.">
      <form onSubmit={submit} noValidate>
        <TextField
          id="login-email"
          label="Correo electrónico"
          error={emailError}
          type="email"
          autoComplete="username"
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            setEmailError(null);
          }}
        />
        <TextField
          id="login-password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="auth-aside">
          <Link to="/forgot-password" state={{ email: username.trim() }}>
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
        {error && (
          <div className="auth-alert error" role="alert">
            {error}
            {unverified && (
              <button type="button" className="auth-link-button" onClick={resend}>
                Reenviar correo de verificación
              </button>
            )}
          </div>
        )}
        {resent && (
          <div className="auth-alert success" role="status">
            {resent}
          </div>
        )}
        <button className="auth-submit" type="submit" disabled={!username || !password || busy}>
          Iniciar Sesión
        </button>
      </form>
      <p className="auth-footer">
        ¿Aún no tienes cuenta? <Link to="/sign-up">Regístrate</Link>
      </p>
    </AuthLayout>
  );
}
