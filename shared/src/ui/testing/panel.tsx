// Rendering inside the panel's shared store and a router, for sections that read the
// signed-in profile and link to billing (test code only).
import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderUi } from './render';

/** Shows the current path, so a test can see where a button led (e.g. '/billing'). */
function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` with `profile` signed in; /billing renders the path it reached (aria-label 'ruta'). */
export function renderInPanel(ui: ReactElement, profile: Profile | null, path = '/') {
  sessionStore.set(profileAtom, profile);
  return renderUi(
    <Provider store={sessionStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/billing" element={<Where />} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
