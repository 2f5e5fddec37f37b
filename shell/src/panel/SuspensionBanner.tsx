import { daysUntil, formatPrice, profileAtom } from '@menu/shared';
import { Alert } from 'antd';
import { useAtomValue } from 'jotai';

/** Once the first subscription has expired (today or earlier), a banner the user can close says the service is suspended. */
export function SuspensionBanner() {
  const profile = useAtomValue(profileAtom);
  const subscription = profile?.subscriptions?.[0] as { expires_at?: string | null; amount?: number | null } | undefined;
  if (!subscription?.expires_at || daysUntil(subscription.expires_at) > 0) return null;
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
