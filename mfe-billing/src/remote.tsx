import type { RemoteModule } from '@menu/shared';
import { SectionPage } from '@menu/shared/ui';
import { Navigate } from '@menu/shared/router';
import { DetailsPage } from './details/DetailsPage';
import { ChangePlanFlow } from './flow/ChangePlanFlow';
import './billing.css';

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
        <SectionPage title="Facturación">
          <DetailsPage />
        </SectionPage>
      ),
    },
    {
      path: 'billing/plans',
      element: (
        <SectionPage title="Facturación">
          <ChangePlanFlow />
        </SectionPage>
      ),
    },
    { path: 'billing/*', element: <Navigate to="/billing" replace /> },
  ],
};

export default remote;
