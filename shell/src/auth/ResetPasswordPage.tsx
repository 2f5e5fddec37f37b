import { ApiError, errorMessage, isLoggedIn, logout, rules } from '@menu/shared';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@menu/shared/router';
import { resetPassword } from './api';
import { AuthLayout, TextField } from './AuthLayout';

type Values = { password: string; confirm: string };
type Errors = Partial<Record<keyof Values, string | null>>;

/** Codes that mean "this link cannot be used": the screen offers a new one instead of the form. */
const LINK_PROBLEMS = new Set([
  'RESET_TOKEN_INVALID',
  'RESET_TOKEN_EXPIRED',
  'RESET_TOKEN_USED',
  'RESET_TOKEN_REPLACED',
]);
const INVALID_LINK = 'El enlace para restablecer tu contraseña no es válido.';

function validate(values: Values): Errors {
  const errors: Errors = {
    password: rules.check(values.password, rules.required, rules.password),
    confirm: rules.check(values.confirm, rules.required, rules.matches(values.password)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors;
}

/**
 * The reset link of the '¿Olvidaste tu contraseña?' e-mail lands here with ?token=: a new
 * password and its confirmation (the sign-up's rules). Success ends every session, this
 * browser's included, and leads to the login; a link that cannot be used says why and offers a new one.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Values>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : INVALID_LINK);
  const [done, setDone] = useState(false);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [key]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      await resetPassword(token, values.password);
      // The server ended every session: a session kept in this browser is gone too.
      if (isLoggedIn()) await logout();
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && LINK_PROBLEMS.has(e.code)) setLinkProblem(errorMessage(e));
      else setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthLayout title="¡Contraseña actualizada!">
        <div className="auth-alert success" role="status">
          Ya puedes iniciar sesión con tu nueva contraseña. Por seguridad cerramos tu sesión en todos tus dispositivos.
        </div>
        <p className="auth-footer">
          <Link to="/login">Iniciar Sesión</Link>
        </p>
      </AuthLayout>
    );
  }

  if (linkProblem) {
    return (
      <AuthLayout title="No pudimos cambiar tu contraseña">
        <div className="auth-alert error" role="alert">
          {linkProblem}
        </div>
        <p className="auth-footer">
          <Link to="/forgot-password">Solicitar un nuevo enlace</Link>
        </p>
        <p className="auth-footer">
          <Link to="/login">Volver a Iniciar Sesión</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Elige una nueva contraseña" lead="Al cambiarla se cerrará tu sesión en todos tus dispositivos.">
      <form onSubmit={submit} noValidate>
        <TextField
          id="reset-password"
          label="Nueva contraseña"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <TextField
          id="reset-confirm"
          label="Confirmar contraseña"
          error={errors.confirm}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set('confirm')}
        />
        {failure && (
          <div className="auth-alert error" role="alert">
            {failure}
          </div>
        )}
        <button className="auth-submit" type="submit" disabled={!values.password || !values.confirm || busy}>
          Cambiar contraseña
        </button>
      </form>
    </AuthLayout>
  );
}
