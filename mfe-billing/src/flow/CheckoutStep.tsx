import { errorMessage } from '@menu/shared';
import { Alert, Typography } from '@menu/shared/antd';
import { useState } from 'react';
import { setDefaultPaymentMethod, type PaymentMethod } from '../api';
import { CardFrame } from '../CardFrame';
import { StepHeader } from './StepHeader';

/**
 * The card to charge, typed in the provider's page. The server charges the default card, so a
 * card added here (another one, from the summary's 'Cambiar') becomes the default.
 */
export function CheckoutStep({ onSaved, onBack }: { onSaved: (card: PaymentMethod) => void; onBack: () => void }) {
  const [error, setError] = useState<string | null>(null);

  const saved = async (card: PaymentMethod) => {
    setError(null);
    try {
      if (!card.default) await setDefaultPaymentMethod(card.id);
      onSaved({ ...card, default: true });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <div>
      <StepHeader title="Agrega una tarjeta" onBack={onBack} />
      <Typography.Paragraph type="secondary">
        Tus datos de tarjeta se capturan en la página segura del procesador de pagos; nunca pasan por nuestro panel.
      </Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          title="No se pudo usar la tarjeta"
          description={error}
          className="plan-flow__alert"
        />
      )}
      <CardFrame onSaved={(card) => void saved(card)} />
    </div>
  );
}
