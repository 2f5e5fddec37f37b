import { daysUntil, formatPrice, profileAtom } from '@menu/shared';
import { Alert } from 'antd';
import { useAtomValue } from 'jotai';

/**
 * Once the first subscription is due (its expires_at today or earlier) and unpaid, a banner the
 * user can close says the service is suspended. A subscription the owner cancelled, or a demo,
 * ends without being a debt: no banner then.
 */
export function SuspensionBanner() {
  const profile = useAtomValue(profileAtom);
  const subscription = profile?.subscriptions?.[0];
  const owed = subscription && !subscription.demo && (subscription.status === 'active' || subscription.status === 'unpaid');
  if (!owed || !subscription.expires_at || daysUntil(subscription.expires_at) > 0) return null;
  const amount = subscription.amount ? ` de ${formatPrice(subscription.amount)}` : '';
  return (
    <Alert
      type="error"
      showIcon
      closable
      banner
      title="Tu servicio está suspendido por falta de pago."
      description={`Realiza el pago de tu suscripción${amount} para reactivarlo.`}
    />
  );
}
