import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { AppProviders } from '@menu/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { RemoteOutlet } from './RemoteOutlet';

// The remotes list and the federation runtime are replaced: these tests are about what the
// outlet shows before any remote loads (the plan check), and that an allowed one loads.
jest.mock('../federation/registry', () => ({
  remoteEntries: jest.fn(async () => [
    { name: 'mfe_multisucursal', entry: '/remotes/mfe-multisucursal/mf-manifest.json', basePaths: ['/multisucursal'] },
    {
      name: 'mfe_marketing',
      entry: '/remotes/mfe-marketing/mf-manifest.json',
      basePaths: ['/promotions', '/advertising'],
    },
  ]),
  ownerOf: jest.requireActual('../federation/registry').ownerOf,
  prefetchRemotes: jest.fn(),
  whenSettled: jest.fn(),
}));
const registry = jest.requireMock('../federation/registry') as { prefetchRemotes: jest.Mock; whenSettled: jest.Mock };
const MARKETING = {
  name: 'mfe_marketing',
  entry: '/remotes/mfe-marketing/mf-manifest.json',
  basePaths: ['/promotions', '/advertising'],
};
jest.mock('../federation/RemoteSection', () => ({
  RemoteSection: ({ remote }: { remote: { name: string } }) => <p>Remoto {remote.name}</p>,
  SectionUnavailable: () => <p>Esta sección no está disponible</p>,
  SectionLoading: () => <p>Cargando sección</p>,
}));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const profile = (code: string, scopes: string[]) =>
  ({
    company: 'Tacos Ana',
    plan: { code, scopes: scopes.map((name) => ({ name, limit: null })) },
  }) as unknown as Profile;

const NEGOCIO = profile('NEGOCIO', ['Promotions', 'Sucursales']);
const FRANCHISES = profile('FRANCHISES', ['Promotions', 'Advertising', 'Templates', 'Sucursales']);

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

/** Renders the outlet at `at` and lets the remotes list arrive. */
async function renderOutlet(p: Profile, at: string) {
  sessionStore.set(profileAtom, p);
  await act(async () => {
    render(
      <Provider store={sessionStore}>
        <AppProviders>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path="/billing/*" element={<Where />} />
              <Route path="*" element={<RemoteOutlet />} />
            </Routes>
          </MemoryRouter>
        </AppProviders>
      </Provider>,
    );
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RemoteOutlet', () => {
  it("Multisucursal without access: the upgrade invitation ('Obtén acceso', 'Mejorar Suscripción' to billing), not the remote", async () => {
    await renderOutlet(NEGOCIO, '/multisucursal/sucursales');
    expect(screen.getByText('Obtén acceso')).toBeInTheDocument();
    expect(screen.queryByText('Tu plan no incluye esta sección')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Remoto /)).not.toBeInTheDocument();
    // Idle prefetch: only the remotes of sections this plan opens (Promociones), not Multisucursal.
    expect(registry.prefetchRemotes).toHaveBeenLastCalledWith([MARKETING]);
    // And antd, once the screen has settled (the light first screen did not need it).
    expect(registry.whenSettled).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mejorar Suscripción' }));
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/billing');
  });

  it('another section without access keeps the generic disabled view', async () => {
    await renderOutlet(NEGOCIO, '/advertising');
    expect(screen.getByText('Tu plan no incluye esta sección')).toBeInTheDocument();
    expect(screen.getByText(/Publicidad no está disponible en tu plan actual/)).toBeInTheDocument();
    expect(screen.queryByText('Obtén acceso')).not.toBeInTheDocument();
  });

  it('with access, the section loads its remote', async () => {
    await renderOutlet(FRANCHISES, '/multisucursal/sucursales');
    expect(await screen.findByText('Remoto mfe_multisucursal')).toBeInTheDocument();
    expect(screen.queryByText('Obtén acceso')).not.toBeInTheDocument();
    // The section on screen is not prefetched again; the other one this plan opens is.
    expect(registry.prefetchRemotes).toHaveBeenLastCalledWith([MARKETING]);
  });

  describe('the role guard (shared/roles.json)', () => {
    const as = (p: Profile, role: string, branch_ids: number[] = []) =>
      ({ ...p, member: { id: 7, role, branch_ids } }) as unknown as Profile;

    /** The outlet at `at`; the menu's pages show where the guard sent the person. */
    async function renderGuarded(p: Profile, at: string) {
      sessionStore.set(profileAtom, p);
      await act(async () => {
        render(
          <Provider store={sessionStore}>
            <AppProviders>
              <MemoryRouter initialEntries={[at]}>
                <Routes>
                  <Route path="/menu/*" element={<Where />} />
                  <Route path="*" element={<RemoteOutlet />} />
                </Routes>
              </MemoryRouter>
            </AppProviders>
          </Provider>,
        );
      });
    }

    it("a manager sent to Facturación lands on their first page, not on a blank page nor the plan's invitation", async () => {
      await renderGuarded(as(NEGOCIO, 'manager', [3]), '/billing/plans');
      expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/menu\/categories$/);
      expect(screen.queryByText('Obtén acceso')).not.toBeInTheDocument();
    });

    it('a manager at Promociones goes to the menu; at Multisucursal their section loads', async () => {
      await renderGuarded(as(FRANCHISES, 'manager', [3]), '/promotions');
      expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/menu\/categories$/);
      document.body.innerHTML = '';
      await renderGuarded(as(FRANCHISES, 'manager', [3]), '/multisucursal/sucursales');
      expect(await screen.findByText('Remoto mfe_multisucursal')).toBeInTheDocument();
      // Nothing of marketing is fetched ahead for a role that cannot open it.
      expect(registry.prefetchRemotes).toHaveBeenLastCalledWith([]);
    });

    it('staff at Multisucursal (a path they may not open) go to Productos', async () => {
      await renderGuarded(as(FRANCHISES, 'staff', [3]), '/multisucursal/templates');
      expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/menu\/products$/);
    });

    it('an administrator opens Promociones but not Facturación', async () => {
      await renderGuarded(as(FRANCHISES, 'admin'), '/promotions');
      expect(await screen.findByText('Remoto mfe_marketing')).toBeInTheDocument();
      document.body.innerHTML = '';
      await renderGuarded(as(FRANCHISES, 'admin'), '/billing');
      expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/menu\/categories$/);
    });
  });
});
