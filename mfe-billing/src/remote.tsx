import { useRole, type RemoteModule } from '@menu/shared';
import { panelAllows } from '@menu/shared/roles';
import { SectionPage } from '@menu/shared/ui';
import type { ReactNode } from 'react';
import { Navigate } from '@menu/shared/router';
import { DetailsPage } from './details/DetailsPage';
import { ChangePlanFlow } from './flow/ChangePlanFlow';
import './billing.css';

/**
 * Facturación is the owner's (shared/roles.json): another role is sent to the panel's start (the
 * shell's guard sends it to their first page before this remote loads; this holds standalone too).
 */
function OwnerOnly({ children }: { children: ReactNode }) {
  return panelAllows(useRole(), '/billing') ? children : <Navigate to="/" replace />;
}

/**
 * Facturación: /billing shows the details (subscription, recurring details, payment method,
 * history); /billing/plans is the change-plan flow (selector -> branch count -> card ->
 * summary -> finish), where every 'Ir a Facturación' and 'Mejorar Suscripción' lands.
 */
const remote: RemoteModule = {
  routes: [
    {
      path: 'billing',
      element: (
        <OwnerOnly>
          <SectionPage title="Facturación">
            <DetailsPage />
          </SectionPage>
        </OwnerOnly>
      ),
    },
    {
      path: 'billing/plans',
      element: (
        <OwnerOnly>
          <SectionPage title="Facturación">
            <ChangePlanFlow />
          </SectionPage>
        </OwnerOnly>
      ),
    },
    { path: 'billing/*', element: <Navigate to="/billing" replace /> },
  ],
};

export default remote;
