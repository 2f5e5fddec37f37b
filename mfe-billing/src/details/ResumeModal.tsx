import { errorMessage } from '@menu/shared';
import { Alert, Button, Modal, Spin } from '@menu/shared/antd';
import { useState } from 'react';
import {
  reloadProfile,
  resumeSubscription,
  setDefaultPaymentMethod,
  type PaymentMethod,
  type Subscription,
  type SubscriptionKind,
} from '../api';
import { CardFrame } from '../CardFrame';
import { FRAME_MODAL_WIDTH } from '../PaymentFrame';
import { cardLabel, formatDate } from '../labels';
import { LoadFailed } from './LoadFailed';
import type { CardsUpdate } from './PaymentMethodsModal';
import { useRefreshPlan } from '../refreshPlan';
import { usePayment } from '../usePayment';
import { money, pendingChange, perPeriod, planLine, resumesFree } from './subscriptions';
import { useNotify } from '@menu/shared/ui';

interface Props {
  kind: SubscriptionKind;
  sub: Subscription;
  /** The menu plan: an add-on resumed after its end is charged up to the plan's period end. */
  menu: Subscription | null;
  cards: PaymentMethod[] | null;
  /** The cards could not be read: the charge cannot be described. */
  cardsError: string | null;
  onRetryCards: () => void;
  onCards: CardsUpdate;
  onClose: () => void;
  /** Resumed, and the profile read again. */
  onDone: () => void;
}

/**
 * 'Reactivar suscripción': free while a cancelled subscription still has its period; otherwise a
 * new period charged to the default card (entered first when there is none). One key per attempt.
 */
export function ResumeModal({ kind, sub, menu, cards, cardsError, onRetryCards, onCards, onClose, onDone }: Props) {
  const { notification } = useNotify();
  const refreshPlan = useRefreshPlan();
  const payment = usePayment();
  const busy = payment.busy;
  const [cardError, setCardError] = useState<string | null>(null);
  const error = payment.error ?? cardError;
  const [replacing, setReplacing] = useState(false);
  const free = resumesFree(sub);
  const card = cards?.find((item) => item.default) ?? null;
  const needsCard = !free && cards !== null && (!card || replacing);

  const confirm = async () => {
    setCardError(null);
    const outcome = await payment.pay((key) => resumeSubscription(kind, key));
    if (outcome.status !== 'paid') return;
    notification.success({ title: kind === 'menu' ? 'Suscripción reactivada' : 'Sucursales adicionales reactivadas' });
    await refreshPlan();
    onDone();
  };

  // The resume charges the default card: a card entered here becomes the default.
  const cardSaved = async (saved: PaymentMethod) => {
    setCardError(null);
    try {
      if (!saved.default) await setDefaultPaymentMethod(saved.id);
      onCards((all) => [
        ...all.filter((item) => item.id !== saved.id).map((item) => ({ ...item, default: false })),
        { ...saved, default: true },
      ]);
      setReplacing(false);
      void reloadProfile().catch(() => undefined);
    } catch (e) {
      setCardError(errorMessage(e));
    }
  };

  return (
    <Modal
      open
      title={kind === 'menu' ? 'Reactivar suscripción' : 'Reactivar sucursales adicionales'}
      okText="Reactivar"
      cancelText="Cancelar"
      okButtonProps={{ loading: busy, disabled: !free && (!card || needsCard) }}
      cancelButtonProps={{ disabled: busy }}
      onOk={() => void confirm()}
      onCancel={busy ? undefined : onClose}
      width={needsCard ? FRAME_MODAL_WIDTH : undefined}
      destroyOnHidden
    >
      {free ? (
        <>
          <p>Tu suscripción vuelve a estar activa sin costo.</p>
          <p>Se renovará el {formatDate(sub.expires_at)}.</p>
        </>
      ) : cardsError ? (
        <LoadFailed title="No se pudieron cargar tus tarjetas" error={cardsError} onRetry={onRetryCards} />
      ) : cards === null ? (
        <Spin description="Cargando tarjetas…">
          <div style={{ minHeight: 60 }} />
        </Spin>
      ) : needsCard ? (
        <>
          <p>Agrega la tarjeta con la que pagarás {chargeText(kind, sub, menu)}.</p>
          <CardFrame onSaved={(saved) => void cardSaved(saved)} />
          {card && (
            <Button type="link" onClick={() => setReplacing(false)}>
              Usar {cardLabel(card)}
            </Button>
          )}
        </>
      ) : (
        card && (
          <>
            <p>
              Se cobrará {chargeText(kind, sub, menu)} a <strong>{cardLabel(card)}</strong>.
            </p>
            {kind === 'menu' && <p>Tu plan empieza un nuevo periodo hoy.</p>}
            <Button type="link" onClick={() => setReplacing(true)} disabled={busy} className="billing-link-button">
              Usar otra tarjeta
            </Button>
          </>
        )
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      {payment.notice && <Alert type="info" showIcon title={payment.notice} style={{ marginTop: 12 }} />}
      {payment.dialog}
    </Modal>
  );
}

/** What a paid resume charges: the plan's next period, or the add-on's share up to the plan's period end. */
function chargeText(kind: SubscriptionKind, sub: Subscription, menu: Subscription | null) {
  const next = pendingChange(sub);
  const interval = next?.interval ?? sub.interval;
  const amount = next?.amount ?? sub.amount;
  if (kind === 'menu') return `${money(sub, amount)} por el plan ${planLine(next?.plan ?? sub.plan, interval)}`;
  const until = menu ? ` hasta el ${formatDate(menu.expires_at)}` : '';
  return `la parte proporcional de ${perPeriod(sub, amount, interval)}${until}`;
}
