import type { RemoteEntry } from '@menu/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@menu/shared/router';
import { RemoteSection } from './RemoteSection';

// The Module Federation runtime is third-party: replace it, so RemoteSection and the
// real registry code run against a runtime that fails or succeeds on demand.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as {
  loadRemote: jest.Mock;
  registerRemotes: jest.Mock;
};

const REMOTE: RemoteEntry = {
  name: 'mfe_settings',
  entry: '/remotes/settings/mf-manifest.json',
  basePaths: ['/settings'],
};

const remoteModule = (element: ReactElement) => ({ default: { routes: [{ path: '*', element }] } });

function Boom(): ReactElement {
  throw new Error('remote crashed');
}

const renderSection = () =>
  render(
    <MemoryRouter initialEntries={['/settings/account']}>
      <RemoteSection remote={REMOTE} />
    </MemoryRouter>,
  );

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteSection', () => {
  it('renders the remote routes once loaded', async () => {
    runtime.loadRemote.mockResolvedValue(remoteModule(<p>Configuración remota</p>));
    renderSection();
    expect(await screen.findByText('Configuración remota')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_settings/remote');
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('shows "Esta sección no está disponible" when the remote cannot load, and Reintentar loads it again', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(remoteModule(<p>Configuración remota</p>));
    renderSection();
    expect(await screen.findByText('Esta sección no está disponible')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Configuración remota')).toBeInTheDocument();
    expect(screen.queryByText('Esta sección no está disponible')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    // The retry re-registers the remote, or the runtime would replay its cached failure.
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_settings', entry: 'http://localhost/remotes/settings/mf-manifest.json' }],
      { force: true },
    );
  });

  it('offline it says so, and loads the section by itself when the connection returns', async () => {
    let online = false;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    runtime.loadRemote
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(remoteModule(<p>Configuración remota</p>));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión a internet');
    expect(screen.getByRole('alert')).toHaveTextContent('Cargaremos esta sección en cuanto vuelva');
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Configuración remota')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a module without routes counts as unavailable', async () => {
    runtime.loadRemote.mockResolvedValue({ default: {} });
    renderSection();
    expect(await screen.findByText('Esta sección no está disponible')).toBeInTheDocument();
  });

  it('a remote that crashes while rendering takes down only its section', async () => {
    runtime.loadRemote
      .mockResolvedValueOnce(remoteModule(<Boom />))
      .mockResolvedValueOnce(remoteModule(<p>Recuperada</p>));
    render(
      <MemoryRouter initialEntries={['/settings/account']}>
        <p>Barra lateral</p>
        <RemoteSection remote={REMOTE} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Esta sección no está disponible')).toBeInTheDocument();
    expect(screen.getByText('Barra lateral')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Recuperada')).toBeInTheDocument();
  });
});
