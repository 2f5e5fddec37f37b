import type { RemoteModule } from '@menu/shared';
import { Placeholder, SectionPage } from '@menu/shared/ui';

const remote: RemoteModule = {
  routes: [
    {
      path: 'billing/*',
      element: (
        <SectionPage title="Facturación">
          <Placeholder what="Suscripción y facturación" />
        </SectionPage>
      ),
    },
  ],
};

export default remote;
