import { StandaloneApp } from '@menu/shared/ui';
import { createRoot } from 'react-dom/client';
import remote from './remote';

// Standalone QA mode: this section alone, with a real login against the API.
createRoot(document.getElementById('root')!).render(
  <StandaloneApp routes={remote.routes} home="/multisucursal/sucursales" />,
);
