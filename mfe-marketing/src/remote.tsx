import type { RemoteModule } from '@menu/shared';
import { Placeholder, SectionPage } from '@menu/shared/ui';

const remote: RemoteModule = {
  routes: [
    {
      path: 'promotions/*',
      element: (
        <SectionPage title="Promociones">
          <Placeholder what="Promociones" />
        </SectionPage>
      ),
    },
    {
      path: 'advertising/*',
      element: (
        <SectionPage title="Publicidad">
          <Placeholder what="Publicidad" />
        </SectionPage>
      ),
    },
  ],
};

export default remote;
