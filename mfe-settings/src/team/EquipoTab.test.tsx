import type { Profile } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import { renderInPanel, serve, signIn } from '@menu/shared/ui/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import remote from '../remote';
import { ownerProfile, TEAM } from './testing';

jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  queryClient().clear();
  document.body.innerHTML = '';
});

const settings = remote.routes.find((route) => route.path === 'settings/*')!.element as ReactElement;
const as = (role: string) => ({ ...ownerProfile(), member: { ...ownerProfile().member, role } }) as Profile;

describe("Configuración's 'Equipo' tab", () => {
  it('is the owner’s: listed, and at /settings/team it shows the team', async () => {
    serve({ 'GET /v1/members': TEAM, 'GET /v1/sucursales': [] });
    renderInPanel(settings, ownerProfile(), '/settings/team');
    expect(screen.getByRole('tab', { name: 'Equipo' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('row', { name: 'Lucía Ramírez' })).toBeInTheDocument();
  });

  it.each(['admin', 'manager', 'staff'])('is not listed for %s', (role) => {
    serve({});
    renderInPanel(settings, as(role), '/settings/account');
    expect(screen.getByRole('tab', { name: 'Cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Equipo' })).not.toBeInTheDocument();
  });
});
