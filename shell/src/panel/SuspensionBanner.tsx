import { currencyOfCode, daysUntil, formatMoney, profileAtom, useRole } from '@menu/shared';
import { panelAllows } from '@menu/shared/roles';
import { Alert, Button } from '@menu/shared/kit';
import { useAtomValue } from 'jotai';
import { useNavigate } from '@menu/shared/router';

/** Facturación opens its payment (resume) dialog at this address. */
export const PAY_PATH = '/billing?pagar=1';

/**
 * Once the first subscription is due (its expires_at today or earlier) and unpaid, a banner the
 * user can close says the service is suspended, with the way to pay. A subscription the owner
 * cancelled, or a demo, ends without being a debt: no banner then. A person whose role does not
 * open Facturación is told to ask the owner, with no button to a page they cannot open.
 */
export function SuspensionBanner() {
  const profile = useAtomValue(profileAtom);
  const pays = panelAllows(useRole(), '/billing');
  const navigate = useNavigate();
  const subscription = profile?.subscriptions?.[0];
  const owed =
    subscription && !subscription.demo && (subscription.status === 'active' || subscription.status === 'unpaid');
  if (!owed || !subscription.expires_at || daysUntil(subscription.expires_at) > 0) return null;
  const amount = subscription.amount
    ? ` de ${formatMoney(subscription.amount, currencyOfCode(subscription.code))}`
    : '';
  return (
    <Alert
      type="error"
      showIcon
      closable
      banner
      title="Tu servicio está suspendido por falta de pago."
      description={
        pays
          ? `Realiza el pago de tu suscripción${amount} para reactivarlo.`
          : 'Pide al propietario de la cuenta que realice el pago para reactivarlo.'
      }
      action={
        pays ? (
          <Button size="small" type="primary" danger onClick={() => navigate(PAY_PATH)}>
            Pagar ahora
          </Button>
        ) : undefined
      }
    />
  );
}
