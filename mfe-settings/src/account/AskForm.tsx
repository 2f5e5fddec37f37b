import { errorMessage, type MessageContext } from '@menu/shared';
import { Button, Input, Space } from '@menu/shared/antd';
import { Form } from '@menu/shared/antd/editor';
import { useState, type ReactNode } from 'react';

/** What one field asks for: the app's 6-digit code, or the person's password. */
export type Ask = 'code' | 'password';

const FIELDS = {
  code: { label: 'Código de verificación', context: 'default' },
  password: { label: 'Contraseña', context: 'password' },
} satisfies Record<Ask, { label: string; context: MessageContext }>;

/**
 * One field and its button, for the two-step card's steps that need proof: the app's code (to
 * confirm it, to renew the recovery codes) or the password (to turn it off). The button waits
 * for a complete value; a refusal shows under the field in the API's words (a wrong password in
 * the password form's) and empties it for the next try.
 */
export function AskForm({
  ask,
  submitText,
  onSubmit,
  onCancel,
  danger,
  children,
}: {
  ask: Ask;
  submitText: string;
  onSubmit(value: string): Promise<unknown>;
  onCancel?(): void;
  danger?: boolean;
  children?: ReactNode;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { label, context } = FIELDS[ask];
  const id = `two-step-${ask}`;
  const complete = ask === 'code' ? /^\d{6}$/.test(value) : value.length > 0;

  const submit = async () => {
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value);
    } catch (e) {
      setError(errorMessage(e, context));
      setValue('');
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} style={{ maxWidth: 420 }} requiredMark={false}>
      {children}
      <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
        {ask === 'code' ? (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            // Only digits: a code pasted as '123 456' still fits.
            onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
            style={{ maxWidth: 160, letterSpacing: 2 }}
          />
        ) : (
          <Input.Password
            id={id}
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </Form.Item>
      <Space wrap>
        <Button type="primary" danger={danger} htmlType="submit" loading={busy} disabled={!complete}>
          {submitText}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
      </Space>
    </Form>
  );
}
