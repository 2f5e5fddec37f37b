import { ApiError, errorMessage, isLoggedIn, logout, rules, tokenStorage } from '@menu/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@menu/shared/router';
import { AuthLayout, TextField } from '../auth/AuthLayout';
import { HOME } from '../home';
import { acceptInvitation } from './api';

type Values = { name: string; password: string; confirm: string };
type Errors = Partial<Record<keyof Values, string | null>>;

/** Codes that mean "this link cannot be used": the screen says why instead of the form. */
const LINK_PROBLEMS = new Set(['INVITATION_INVALID', 'INVITATION_EXPIRED']);
const INVALID_LINK = 'El enlace de invitación no es válido.';

function validate(values: Values): Errors {
  const errors: Errors = {
    name: rules.check(values.name, rules.required, rules.singleLineText),
    // The sign-up's and the reset's rules and messages.
    password: rules.check(values.password, rules.required, rules.password),
    confirm: rules.check(values.confirm, rules.required, rules.matches(values.password)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors;
}

/**
 * The invitation e-mail's link lands here with ?token=: 'Únete al equipo', the person's name and
 * a password. Accepting signs them in at once (the tokens kept as the login keeps them) and
 * opens the panel; a link expired, revoked or already used says so and leads to the login.
 */
export default function InvitationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Values>({ name: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : INVALID_LINK);

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
      const tokens = await acceptInvitation(token, values.name.trim(), values.password);
      // Someone else's session kept in this browser ends first: the panel is the new person's.
      if (isLoggedIn()) await logout();
      tokenStorage.save(tokens);
      navigate(HOME, { replace: true });
    } catch (e) {
      if (e instanceof ApiError && LINK_PROBLEMS.has(e.code)) setLinkProblem(errorMessage(e));
      else setFailure(errorMessage(e));
      setBusy(false);
    }
  };

  if (linkProblem) {
    return (
      <AuthLayout title="No pudimos usar tu invitación">
        <div className="auth-alert error" role="alert">
          {linkProblem}
        </div>
        <p className="auth-footer">
          <Link to="/login">Iniciar Sesión</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Únete al equipo" lead="Elige tu nombre y una contraseña para entrar al panel de tu equipo.">
      <form onSubmit={submit} noValidate>
        <TextField
          id="invitation-name"
          label="Nombre"
          error={errors.name}
          autoComplete="name"
          maxLength={200}
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          id="invitation-password"
          label="Contraseña"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <TextField
          id="invitation-confirm"
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
        <button
          className="auth-submit"
          type="submit"
          disabled={!values.name || !values.password || !values.confirm || busy}
        >
          Crear mi acceso
        </button>
      </form>
      <p className="auth-footer">
        ¿Ya tienes acceso? <Link to="/login">Iniciar Sesión</Link>
      </p>
    </AuthLayout>
  );
}
