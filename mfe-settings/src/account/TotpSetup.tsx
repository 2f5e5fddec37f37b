import { Typography } from '@menu/shared/antd';
import { AskForm } from './AskForm';

export interface TotpSecret {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

/**
 * The QR code as an image: the SVG is the server's, and an <img> draws it without ever running
 * anything it might hold (unlike markup put into the page).
 */
export const qrImageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, easier to type; apps ignore the spaces. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up the two-step login: scan the QR code (or type the secret) in an authenticator app,
 * then confirm with the code it shows. Until confirmed the login stays as it was.
 */
export function TotpSetup({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: TotpSecret;
  onConfirm(code: string): Promise<unknown>;
  onCancel(): void;
}) {
  return (
    <div>
      <Typography.Paragraph>
        1. Escanea este código QR con tu app de autenticación (Google Authenticator, Microsoft Authenticator,
        1Password…).
      </Typography.Paragraph>
      <img
        src={qrImageSrc(setup.qr_svg)}
        alt="Código QR para tu app de autenticación"
        width={184}
        height={184}
        style={{ display: 'block', marginBottom: 12, border: '1px solid #f0f0f0', borderRadius: 8, padding: 8 }}
      />
      <Typography.Paragraph>
        ¿No puedes escanearlo? Escribe esta clave en la app:{' '}
        <Typography.Text code copyable={{ text: setup.secret, tooltips: ['Copiar clave', 'Copiada'] }}>
          {grouped(setup.secret)}
        </Typography.Text>
      </Typography.Paragraph>
      <AskForm ask="code" submitText="Confirmar" onSubmit={onConfirm} onCancel={onCancel}>
        <Typography.Paragraph>2. Escribe el código de 6 dígitos que muestra la app.</Typography.Paragraph>
      </AskForm>
    </div>
  );
}
