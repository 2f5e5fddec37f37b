import { errorMessage, rules } from '@menu/shared';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from '@menu/shared/router';
import { forgotPassword } from './api';
import { AuthLayout, TextField } from './AuthLayout';

/**
 * '¿Olvidaste tu contraseña?': asks for a reset link by e-mail. The confirmation reads the same
 * whether or not an account has that e-mail (the API answers alike), so the screen never tells.
 * The login screen passes the e-mail it holds.
 */
export default function ForgotPasswordPage() {
  const location = useLocation();
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rules.check(email, rules.required, rules.email);
    setEmailError(problem);
    if (!problem) void send();
  };

  if (sentTo) {
    return (
      <AuthLayout title="Revisa tu correo">
        <div className="auth-alert success" role="status">
          Si existe una cuenta con el correo {sentTo}, te enviamos un enlace para elegir una nueva contraseña. Revisa
          también la carpeta de spam.
        </div>
        {failure && (
          <div className="auth-alert error" role="alert">
            {failure}
          </div>
        )}
        <button type="button" className="auth-link-button" onClick={send} disabled={busy}>
          Enviar el enlace de nuevo
        </button>
        <p className="auth-footer">
          <Link to="/login">Volver a Iniciar Sesión</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="¿Olvidaste tu contraseña?"
      lead="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva."
    >
      <form onSubmit={submit} noValidate>
        <TextField
          id="forgot-email"
          label="Correo electrónico"
          error={emailError}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(null);
          }}
        />
        {failure && (
          <div className="auth-alert error" role="alert">
            {failure}
          </div>
        )}
        <button className="auth-submit" type="submit" disabled={!email || busy}>
          Enviar enlace
        </button>
      </form>
      <p className="auth-footer">
        <Link to="/login">Volver a Iniciar Sesión</Link>
      </p>
    </AuthLayout>
  );
}
