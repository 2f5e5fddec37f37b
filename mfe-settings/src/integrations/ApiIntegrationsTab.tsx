import { canUse, profileAtom } from '@menu/shared';
import { PlanUpgrade } from '@menu/shared/ui';
import { useAtomValue } from 'jotai';
import { ApiKeysCard } from './ApiKeysCard';
import { WebhooksCard } from './WebhooksCard';

/**
 * Configuración > Integraciones (the owner's; roles.json): the API keys card and, below it, the
 * webhooks card (WebhooksCard.tsx). On a plan without integrations (FRANCHISES only), the
 * section's invitation to upgrade.
 */
export function ApiIntegrationsTab() {
  const profile = useAtomValue(profileAtom);
  if (!canUse(profile, 'integrations'))
    return (
      <PlanUpgrade
        variant="upgrade"
        description="La API y los webhooks para conectar tu punto de venta o tu app de reparto están en el plan Franquicias."
      />
    );
  return (
    <section aria-label="Integraciones">
      <ApiKeysCard />
      <WebhooksCard />
    </section>
  );
}
