// The details page's component-test helpers (test code only).
import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { renderUi } from '@menu/shared/ui/testing';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { DetailsPage } from './DetailsPage';

/** The path (and query) the page is on, or led to. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="ruta">{pathname + search}</output>;
}

/** The page at `path` (default /billing) with `profile` signed in; other paths show where they are. */
export function renderDetails(profile: Profile, path = '/billing') {
  sessionStore.set(profileAtom, profile);
  return renderUi(
    <Provider store={sessionStore}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/billing"
            element={
              <>
                <DetailsPage />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** The requests the page sent to `path`, as the fake server received them (headers included). */
export function requestsTo(path: string): Request[] {
  return (global.fetch as jest.Mock).mock.calls
    .map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) =>
      input instanceof Request ? input : new Request(String(input), init),
    )
    .filter((request: Request) => new URL(request.url).pathname === path);
}
