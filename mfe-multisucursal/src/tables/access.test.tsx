// Mesas for each plan and role: the switched-off notice (and who is shown where the switch
// is), and a Personal member working their branch's calls.
import { asRole, renderInPanel, serve, setupBoardTests } from '@menu/shared/ui/testing';
import { screen, within } from '@testing-library/react';
import { FRANCHISES, NEGOCIO } from '../branches/testing';
import { call, callsStream, tablesBranch } from './testing';
import { TablesSection } from './TablesSection';

setupBoardTests();

const OFF = 'Los pedidos y llamadas desde la mesa están apagados en esta sucursal.';
const open = (profile = FRANCHISES) => renderInPanel(<TablesSection />, profile, '/mesas');

describe('Mesas, switched off', () => {
  it.each([
    ['an owner with Multisucursal', FRANCHISES, 'Multisucursal > Sucursales', '/multisucursal/sucursales'],
    ['an owner of one branch (NEGOCIO)', NEGOCIO, 'Configuración > General', '/settings/general'],
    [
      'a manager with Multisucursal',
      asRole(FRANCHISES, 'manager', [3]),
      'Multisucursal > Sucursales',
      '/multisucursal/sucursales',
    ],
  ])('%s is shown where the switch is', async (_who, profile, label, path) => {
    const calls = serve({ 'GET /v1/sucursales': [tablesBranch(3, 'Centro', false)] });
    open(profile);
    const alert = await screen.findByText(OFF);
    expect(within(alert.closest('[role]')!).getByRole('link', { name: label })).toHaveAttribute('href', path);
    // No stream for a branch that takes no calls.
    expect(calls.map((c) => c.path)).toEqual(['/v1/sucursales']);
  });

  it('Personal reads why, without a link they could not follow', async () => {
    serve({ 'GET /v1/sucursales': [tablesBranch(3, 'Centro', false)] });
    open(asRole(NEGOCIO, 'staff', [3]));
    const alert = await screen.findByText(OFF);
    expect(within(alert.closest('[role]')!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Pide a quien administra el menú que los active.')).toBeInTheDocument();
  });
});

describe('Mesas for Personal', () => {
  it("sees their branch's calls and attends them", async () => {
    const stream = callsStream([call(1, 4, 'waiter')]);
    const calls = serve({
      'GET /v1/sucursales': [tablesBranch(3, 'Centro')],
      'GET /v1/sucursales/3/calls/stream': stream.route,
      'PUT /v1/sucursales/3/calls/1': { ...call(1, 4, 'waiter'), attended_at: new Date().toISOString() },
    });
    const { user } = open(asRole(NEGOCIO, 'staff', [3]));
    expect(await screen.findByRole('heading', { name: 'Mesas', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Mesa 4, Llamar al mesero' });
    await user.click(within(card).getByRole('button', { name: 'Atendido' }));
    expect(await screen.findByText('Sin llamadas por ahora')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/v1/sucursales/3/calls/1']);
  });
});
