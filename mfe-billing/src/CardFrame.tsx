import { errorMessage } from '@menu/shared';
import { Alert, Button, Spin } from '@menu/shared/antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { addPaymentMethod, fetchCardCheckout, type PaymentMethod } from './api';

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
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  /** A new card page; `keepError` leaves the reason the last card was refused on screen. */
  const load = useCallback(async (keepError = false) => {
    if (!keepError) setError(null);
    setSrc(null);
    try {
      const { url, test_mode } = await fetchCardCheckout();
      setTestMode(test_mode === true);
      const page = new URL(url, window.location.href);
      // A page on another origin (a dev server's panel) is told where to post the token.
      if (page.origin !== window.location.origin) page.searchParams.set('origin', window.location.origin);
      setSrc(page.toString());
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!src) return undefined;
    const pageOrigin = new URL(src).origin;
    const onMessage = async (event: MessageEvent) => {
      const data = event.data as { type?: unknown; card_token?: unknown } | null;
      if (event.origin !== pageOrigin || data?.type !== CARD_TOKEN_MESSAGE || typeof data.card_token !== 'string')
        return;
      setSaving(true);
      setError(null);
      try {
        onSavedRef.current(await addPaymentMethod(data.card_token));
      } catch (e) {
        setError(errorMessage(e));
        void load(true); // a checkout takes one card: a new page for the next try
      } finally {
        setSaving(false);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, load]);

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
      <Spin spinning={!src || saving} description={saving ? 'Guardando tarjeta…' : undefined}>
        <div className="card-frame__box">
          {src && (
            <iframe title="Datos de la tarjeta" src={src} width={500} height={500} className="card-frame__iframe" />
          )}
        </div>
      </Spin>
    </div>
  );
}
