import { Alert, Button, Input, Space } from '@menu/shared/antd';
import { useNotify } from '@menu/shared/ui';

/** The words of one secret shown once: what it is called and what the owner is told. */
export interface ShownOnceWords {
  /** The field's accessible name ('Clave de API'). */
  label: string;
  title: string;
  description: string;
  copied: string;
  copyFailed: string;
}

/**
 * A secret the API answers this once and keeps only as a hash or for signing (an API key, a
 * webhook's signing secret): a warning, the secret in a read-only field (selected on focus, so it
 * can be copied by hand too), 'Copiar' and 'Listo'.
 */
export function ShownOnce({ value, words, onDone }: { value: string; words: ShownOnceWords; onDone(): void }) {
  const { message } = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      message.success(words.copied);
    } catch {
      message.error(words.copyFailed);
    }
  };
  return (
    <div>
      <Alert type="warning" showIcon title={words.title} description={words.description} style={{ marginBottom: 16 }} />
      <Input
        readOnly
        aria-label={words.label}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        style={{ fontFamily: 'monospace', marginBottom: 16 }}
      />
      <Space wrap>
        <Button onClick={copy}>Copiar</Button>
        <Button type="primary" onClick={onDone}>
          Listo
        </Button>
      </Space>
    </div>
  );
}
