import type { ComponentProps, ReactNode } from 'react';
import './auth.css';

export function AuthLayout({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          Menú Digital
        </div>
        <h1>{title}</h1>
        {lead && <p className="auth-lead">{lead}</p>}
        {children}
      </div>
    </main>
  );
}

export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span className="auth-field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** What ties a control to its field's message: invalid while there is one, described by it. */
export const fieldAria = (id: string, error?: string | null) => ({
  'aria-invalid': Boolean(error),
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled input of an auth form, with its message under it (a `ref` reaches the input). */
export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | null } & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} {...input} {...fieldAria(id, error)} />
    </Field>
  );
}
