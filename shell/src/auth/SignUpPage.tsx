import { BUSINESS_TYPES, errorMessage, OTHER_BUSINESS_TYPE, rules } from '@menu/shared';
import { useState, type FormEvent } from 'react';
import { Link } from '@menu/shared/router';
import { signUp } from './api';
import { AuthLayout, Field, fieldAria, TextField } from './AuthLayout';

type Values = { email: string; password: string; company: string; kind: string; otherKind: string };
type Errors = Partial<Record<keyof Values, string | null>>;

function validate(values: Values): Errors {
  const errors: Errors = {
    email: rules.check(values.email, rules.required, rules.email),
    password: rules.check(values.password, rules.required, rules.password),
    company: rules.check(values.company, rules.required),
    kind: rules.check(values.kind, rules.required),
    otherKind: values.kind === OTHER_BUSINESS_TYPE ? rules.check(values.otherKind, rules.required) : null,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors;
}

/** Sign-up: creates a FREEMIUM account and sends the verification e-mail. */
export default function SignUpPage() {
  const [values, setValues] = useState<Values>({ email: '', password: '', company: '', kind: '', otherKind: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // Once the form was submitted, every change checks it again, so a fixed value (a picked Giro,
  // a completed e-mail) loses its message at once instead of keeping a stale one until the next
  // submit. Before the first submit nothing is flagged while the user is still typing.
  const [submitted, setSubmitted] = useState(false);
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
      const email = values.email.trim();
      await signUp({
        email,
        password: values.password,
        company: values.company.trim(),
        business_kind: values.kind === OTHER_BUSINESS_TYPE ? values.otherKind.trim() : values.kind,
      });
      setSentTo(email);
    } catch (e) {
      setFailure(errorMessage(e, 'signup'));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title="¡Cuenta creada!">
        <div className="auth-alert success" role="status">
          Revisa tu correo {sentTo} y haz click en el enlace para verificar tu cuenta.
        </div>
        <p className="auth-footer">
          <Link to="/login">Iniciar Sesión</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Crea tu cuenta" lead="Empieza gratis y publica tu menú digital en minutos.">
      <form onSubmit={submit} noValidate>
        <TextField
          id="signup-email"
          label="Correo electrónico"
          error={errors.email}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          id="signup-password"
          label="Contraseña"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <TextField
          id="signup-company"
          label="Nombre de tu negocio"
          error={errors.company}
          autoComplete="organization"
          value={values.company}
          onChange={set('company')}
        />
        <Field id="signup-kind" label="Giro" error={errors.kind}>
          <select
            id="signup-kind"
            value={values.kind}
            onChange={set('kind')}
            {...fieldAria('signup-kind', errors.kind)}
          >
            <option value="">Selecciona tu giro</option>
            {BUSINESS_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </Field>
        {values.kind === OTHER_BUSINESS_TYPE && (
          <TextField
            id="signup-otherKind"
            label="Dinos tu giro"
            error={errors.otherKind}
            value={values.otherKind}
            onChange={set('otherKind')}
          />
        )}
        {failure && (
          <div className="auth-alert error" role="alert">
            {failure}
          </div>
        )}
        <button className="auth-submit" type="submit" disabled={busy}>
          Crear cuenta
        </button>
      </form>
      <p className="auth-footer">
        ¿Ya tienes cuenta? <Link to="/login">Iniciar Sesión</Link>
      </p>
    </AuthLayout>
  );
}
