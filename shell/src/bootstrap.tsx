import { sessionStore } from '@menu/shared';
import { Provider as StoreProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { registerServiceWorker } from './serviceWorker';

createRoot(document.getElementById('root')!).render(
  <StoreProvider store={sessionStore}>
    <RouterProvider router={router} />
  </StoreProvider>,
);

registerServiceWorker();
