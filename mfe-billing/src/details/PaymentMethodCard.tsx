import { Button, Skeleton, Typography } from '@menu/shared/antd';
import CreditCardOutlined from '@ant-design/icons/es/icons/CreditCardOutlined';
import type { PaymentMethod } from '../api';
import { cardExpiry, cardLabel } from '../labels';
import { BillingCard } from './BillingCard';
import { LoadFailed } from './LoadFailed';

interface Props {
  cards: PaymentMethod[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onChange: () => void;
}

/** Método de pago: the default card, the one renewals charge. */
export function PaymentMethodCard({ cards, loading, error, onRetry, onChange }: Props) {
  const card = cards?.find((item) => item.default) ?? null;
  return (
    <BillingCard title="Método de pago">
      {error ? (
        <LoadFailed title="No se pudieron cargar tus tarjetas" error={error} onRetry={onRetry} />
      ) : loading && !cards ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : (
        <div className="billing-plan">
          <div className="billing-card-line">
            <CreditCardOutlined aria-hidden className="billing-card-line__icon" />
            {card ? (
              <div>
                <div>{cardLabel(card)}</div>
                <Typography.Text type="secondary">Vence {cardExpiry(card)}</Typography.Text>
              </div>
            ) : (
              <Typography.Text type="secondary">Sin tarjeta guardada</Typography.Text>
            )}
          </div>
          <Button onClick={onChange}>Cambiar método de pago</Button>
        </div>
      )}
    </BillingCard>
  );
}
