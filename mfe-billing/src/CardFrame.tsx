import { errorMessage } from '@menu/shared';
import { Alert, Button } from '@menu/shared/antd';
import { useCallback, useEffect, useState } from 'react';
import { addPaymentMethod, fetchCardCheckout, type PaymentMethod } from './api';
import { framePageUrl, PaymentFrame, useFrameMessage } from './PaymentFrame';

/** What the provider's card page posts to its parent window once the card is accepted. */
export const CARD_TOKEN_MESSAGE = 'menu-card-token';

/**
 * The provider's card page in the 500x500 frame. Card numbers are typed there, never in the
 * panel: the page hands back a one-time card token, which is saved as a payment method.
 * Only a message from the page's own origin, of the expected type, is trusted.
 */
export function CardFrame({ onSaved }: { onSaved: (card: PaymentMethod) => void }) {
  const [src, setSrc] = useState<string | null>(null);
  const [testMode, setTestMode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  /** A new card page; `keepError` leaves the reason the last card was refused on screen. */
  const load = useCallback(async (keepError = false) => {
    if (!keepError) setError(null);
    setSrc(null);
    try {
      const { url, test_mode } = await fetchCardCheckout();
      setTestMode(test_mode === true);
      setSrc(framePageUrl(url));
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (cardToken: string) => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await addPaymentMethod(cardToken));
    } catch (e) {
      setError(errorMessage(e));
      void load(true); // a checkout takes one card: a new page for the next try
    } finally {
      setSaving(false);
    }
  };
  useFrameMessage(src, CARD_TOKEN_MESSAGE, (data) => {
    if (typeof data.card_token === 'string') void save(data.card_token);
  });

  return (
    <div className="card-frame">
      {testMode && (
        // The built-in sandbox: the owner must not believe a real card was charged.
        <Alert
          type="warning"
          showIcon
          title="Modo de prueba"
          description="Usa una tarjeta de prueba: no se hará ningún cargo real."
          style={{ marginBottom: 12 }}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          action={
            <Button size="small" onClick={() => void load()}>
              Reintentar
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <PaymentFrame title="Datos de la tarjeta" src={src} busy={saving ? 'Guardando tarjeta…' : null} />
    </div>
  );
}
