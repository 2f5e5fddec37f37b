import { saveFile } from '@menu/shared';
import { useNotify } from '@menu/shared/ui';
import { Alert, Button, Space } from '@menu/shared/antd';

/** Two columns of monospaced codes, easy to copy by hand. */
const CODES_STYLE = {
  listStyle: 'none',
  padding: 0,
  margin: '0 0 16px',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, max-content)',
  gap: '6px 32px',
  fontSize: 15,
} as const;

/** The file 'Descargar' saves: the codes one a line, after a line that says what they are. */
const FILE_NAME = 'menu-digital-codigos-de-recuperacion.txt';

/**
 * The 10 recovery codes, shown this once (the API keeps only their hashes): each lets the person
 * in once instead of the app's code, when the phone is lost. 'Copiar' and 'Descargar' help keep
 * them; 'Listo' closes them for good.
 */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone(): void }) {
  const { message } = useNotify();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success('Códigos copiados');
    } catch {
      message.error('No se pudieron copiar los códigos: selecciónalos y cópialos.');
    }
  };

  const download = () =>
    saveFile(
      new Blob([`Códigos de recuperación de Menú Digital (${email})\nCada código sirve una sola vez.\n\n${text}\n`], {
        type: 'text/plain;charset=utf-8',
      }),
      FILE_NAME,
    );

  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="Guarda estos códigos en un lugar seguro"
        description="Si pierdes tu teléfono, cada código te deja entrar una vez en lugar del código de la app. No volverás a verlos."
        style={{ marginBottom: 16 }}
      />
      <ul aria-label="Códigos de recuperación" style={CODES_STYLE}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Space wrap>
        <Button onClick={copy}>Copiar</Button>
        <Button onClick={download}>Descargar</Button>
        <Button type="primary" onClick={onDone}>
          Listo
        </Button>
      </Space>
    </div>
  );
}
