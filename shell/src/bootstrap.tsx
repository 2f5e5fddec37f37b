import { sessionStore } from '@menu/shared';
import { Provider as StoreProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@menu/shared/router';
import { startPanel } from './panel/startup';
import { AppRoutes, HOME } from './router';
import { registerServiceWorker } from './serviceWorker';

// Profile, remotes list and the section of this path leave before the panel's code arrives.
startPanel(window.location.pathname, HOME);

createRoot(document.getElementById('root')!).render(
  <StoreProvider store={sessionStore}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StoreProvider>,
);

registerServiceWorker();
