import { MAX_BRANCHES } from '@menu/shared/billing/branches';
import { queryClient } from '@menu/shared/data';
import { json, setupBoardTests, settle } from '@menu/shared/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { franchisesProfile, negocioProfile } from '../testing';
import { CENTRO, NORTE, planCard, renderFlow, SUR } from './testing';

jest.setTimeout(30_000);
setupBoardTests();

const count = () => screen.getByLabelText('Número de sucursales');
const continuar = () => screen.getByRole('button', { name: 'Continuar' });

async function toBranches(profile = negocioProfile(), branches = [CENTRO]) {
  const view = await renderFlow(profile, { branches });
  await view.user.click(within(planCard('Franquicias')).getByRole('button', { name: /Elegir|Cambiar sucursales/ }));
  await screen.findByLabelText('Número de sucursales');
  return view;
}

describe('ChangePlanFlow: branch count', () => {
  it('Franquicias asks for the branch count, starting at the enabled branches, with the price per branch and the totals', async () => {
    const { user } = await toBranches(negocioProfile(), [CENTRO, NORTE]);
    expect(count()).toHaveValue('2');
    expect(screen.getByText(/Precio por sucursal/)).toHaveTextContent('Precio por sucursal: $250 MXN al mes');
    expect(screen.getByText(/Total con el plan Franquicias/)).toHaveTextContent('$899 MXN al mes');
    await user.clear(count());
    await user.type(count(), '4');
    expect(screen.getByText(/Total con el plan Franquicias/)).toHaveTextContent('$1,399 MXN al mes');
  });

  it("starts at the add-on's quantity in force", async () => {
    await toBranches(franchisesProfile(4), [CENTRO]);
    expect(count()).toHaveValue('4');
  });

  it("an empty count says 'Indica 1 o más sucursales' and does not go on", async () => {
    const { user, calls } = await toBranches();
    await user.clear(count());
    await user.click(continuar());
    expect(await screen.findByText('Indica 1 o más sucursales')).toBeInTheDocument();
    await settle(50);
    expect(calls.some((call) => call.path === '/v1/subscriptions/quote')).toBe(false);
    expect(count()).toBeInTheDocument();
  });

  it('the count is bounded by the shared branch rule: a bigger one is brought down to MAX_BRANCHES before the quote', async () => {
    const { user, calls } = await toBranches();
    expect(count()).toHaveAttribute('aria-valuemax', String(MAX_BRANCHES));
    await user.clear(count());
    await user.type(count(), '1000000');
    await user.click(continuar());
    await settle(50);
    const asked = calls.filter((call) => call.path === '/v1/subscriptions/quote').map((call) => call.query.branches);
    expect(asked).toEqual([String(MAX_BRANCHES)]);
  });

  it('a count below the enabled branches lists them ticked; Continuar waits until enough are unticked, the last one stays', async () => {
    const { user, calls } = await toBranches(franchisesProfile(3), [CENTRO, NORTE, SUR]);
    expect(screen.queryByText(/menor a las sucursales habilitadas/)).toBeNull();
    await user.clear(count());
    await user.type(count(), '1');
    expect(
      screen.getByText('El limite de sucursales que elegiste es menor a las sucursales habilitadas actualmente.'),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Sucursales habilitadas' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box).toBeChecked();
    expect(continuar()).toBeDisabled();
    expect(screen.getByText('Desmarca 2 sucursales más para continuar.')).toBeInTheDocument();

    await user.click(within(group).getByLabelText('Norte'));
    expect(screen.getByText('Desmarca 1 sucursal más para continuar.')).toBeInTheDocument();
    expect(continuar()).toBeDisabled();
    await user.click(within(group).getByLabelText('Sur'));
    expect(continuar()).toBeEnabled();
    // The one branch left ticked cannot be unticked.
    expect(within(group).getByLabelText('Centro')).toBeDisabled();

    await user.click(continuar());
    expect(await screen.findByRole('button', { name: 'Realizar Cambio' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/subscriptions/quote')?.query).toEqual({
      plan_code: 'FRANCHISES',
      interval: 'monthly',
      branches: '1',
      time_zone: expect.any(String),
    });
    expect(screen.getByText('Se deshabilitarán estas sucursales')).toBeInTheDocument();
    expect(screen.getByText('Norte, Sur')).toBeInTheDocument();
  });

  it("'Regresar' goes back to the selector and the count is kept when choosing Franquicias again", async () => {
    const { user } = await toBranches(negocioProfile(), [CENTRO]);
    await user.clear(count());
    await user.type(count(), '3');
    await user.click(continuar());
    await screen.findByRole('button', { name: 'Realizar Cambio' });
    await user.click(screen.getByRole('button', { name: /Regresar/ }));
    expect(count()).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: /Regresar/ }));
    await user.click(within(planCard('Franquicias')).getByRole('button', { name: 'Elegir' }));
    expect(await screen.findByLabelText('Número de sucursales')).toHaveValue('3');
  });

  it('reads the data cache’s branches: one disabled elsewhere in the panel while the step is open leaves the list', async () => {
    const { user } = await toBranches(franchisesProfile(3), [CENTRO, NORTE, SUR]);
    await user.clear(count());
    await user.type(count(), '1');
    const group = screen.getByRole('group', { name: 'Sucursales habilitadas' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    act(() => {
      queryClient().setQueryData(['/v1/sucursales'], [CENTRO, NORTE, { ...SUR, enabled: false }]);
    });
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(2));
    expect(screen.getByText('Desmarca 1 sucursal más para continuar.')).toBeInTheDocument();
  });

  it("branches that cannot be read: 'No se pudieron cargar tus sucursales' and 'Reintentar' reads them again", async () => {
    let answer = json(500, { error: { code: 'INTERNAL', message: 'Falló el servidor.' } });
    const view = await renderFlow(negocioProfile(), { routes: { 'GET /v1/sucursales': () => answer.clone() } });
    await view.user.click(within(planCard('Franquicias')).getByRole('button', { name: /Elegir|Cambiar sucursales/ }));
    expect(await screen.findByText('No se pudieron cargar tus sucursales')).toBeInTheDocument();
    answer = json(200, { info: [CENTRO] });
    await view.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Número de sucursales')).toHaveValue('1');
    expect(screen.queryByText('No se pudieron cargar tus sucursales')).toBeNull();
  });
});
