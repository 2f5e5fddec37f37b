import { profileAtom, sessionStore } from '@menu/shared';
import { json, renderUi, serve, signIn } from '@menu/shared/ui/testing';
import { act, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from '@menu/shared/router';
import Panel from './Panel';

// The section itself is not the subject here: the panel's own load of the account is.
jest.mock('./RemoteOutlet', () => ({ RemoteOutlet: () => <p>Sección</p> }));
jest.mock('../federation/registry', () => ({ startSection: jest.fn() }));

const PROFILE = {
  email: 'ana@example.com',
  company: 'Tacos Ana',
  plan: { code: 'FRANCHISES', scopes: [] },
  subscriptions: [],
};

let online = true;
beforeEach(() => {
  signIn();
  sessionStore.set(profileAtom, null);
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const renderPanel = () =>
  renderUi(
    <Provider store={sessionStore}>
      <MemoryRouter initialEntries={['/menu/categories']}>
        <Panel />
      </MemoryRouter>
    </Provider>,
  );

/** A fetch that never reaches a server, as the browser's fails without network. */
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

describe('Panel: loading the account', () => {
  it("offline it says so ('Sin conexión a internet'), and loads the account by itself when the connection returns", async () => {
    online = false;
    let network = false;
    const calls = serve({ 'GET /v1/profiles/me': () => (network ? json(200, { info: PROFILE }) : noNetwork()) });
    renderPanel();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Sin conexión a internet');
    expect(notice).toHaveTextContent('Cargaremos tu cuenta en cuanto vuelva');
    expect(screen.queryByText('No pudimos cargar tu cuenta')).not.toBeInTheDocument();
    expect(screen.queryByText(/Algo a salido mal/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);

    // Nothing is asked again while offline; the connection's return loads the account once.
    online = true;
    network = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Sección')).toBeInTheDocument();
    expect(screen.getByText('Tacos Ana')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    // Once loaded, another 'online' asks for nothing.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(calls).toHaveLength(2);
  });

  it('online, a server out of reach keeps "No pudimos cargar tu cuenta" with Reintentar', async () => {
    serve({ 'GET /v1/profiles/me': noNetwork });
    renderPanel();
    expect(await screen.findByText('No pudimos cargar tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('Algo a salido mal, por favor intenta más tarde.')).toBeInTheDocument();
    expect(screen.queryByText('Sin conexión a internet')).not.toBeInTheDocument();
  });
});
