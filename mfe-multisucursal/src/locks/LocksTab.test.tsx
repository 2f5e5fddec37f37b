import { queryClient } from '@menu/shared/data';
import { asRole, json, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { FRANCHISES, NEGOCIO, renderSection } from '../branches/testing';
import { LOCKS_INTRO } from './LocksBoard';
import { LocksTab } from './LocksTab';
import { useLocks } from './useLocks';

jest.setTimeout(30_000);
setupBoardTests();
afterEach(() => queryClient().clear());

const LOCKS = [
  { field: 'price', locked: true, reason: 'Precio corporativo' },
  { field: 'enabled', locked: false, reason: null },
  { field: 'description', locked: false, reason: null },
];

const card = (label: string) => screen.getByRole('region', { name: label });

describe('Bloqueos', () => {
  it('useLocks: the locks by field (every field unlocked while loading)', async () => {
    serve({ 'GET /v1/locks': LOCKS });
    const { result } = renderHook(() => useLocks());
    expect(result.current.loading).toBe(true);
    expect(result.current.locks.price).toEqual({ locked: false, reason: null });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.locks).toEqual({
      price: { locked: true, reason: 'Precio corporativo' },
      enabled: { locked: false, reason: null },
      description: { locked: false, reason: null },
    });
  });

  it('the owner locks a field with a reason, unlocks another and saves them in one PUT', async () => {
    let saved: unknown;
    const calls = serve({
      'GET /v1/locks': LOCKS,
      'PUT /v1/locks': (body: unknown) => {
        saved = body;
        return json(200, {
          info: [
            { field: 'price', locked: false, reason: null },
            { field: 'enabled', locked: true, reason: 'Lo decide la central' },
            { field: 'description', locked: false, reason: null },
          ],
        });
      },
    });
    const { user } = renderSection(<LocksTab />, FRANCHISES);
    expect(await screen.findByText(LOCKS_INTRO)).toBeInTheDocument();
    const price = within(card('Precio'));
    expect(price.getByRole('switch', { name: 'Bloquear Precio' })).toBeChecked();
    expect(price.getByLabelText('Motivo Precio')).toHaveValue('Precio corporativo');
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();

    await user.click(price.getByRole('switch', { name: 'Bloquear Precio' }));
    const enabled = within(card('Disponibilidad'));
    expect(enabled.getByLabelText('Motivo Disponibilidad')).toBeDisabled();
    await user.click(enabled.getByRole('switch', { name: 'Bloquear Disponibilidad' }));
    await user.type(enabled.getByLabelText('Motivo Disponibilidad'), '  Lo decide la central ');
    await user.click(guardar);

    await screen.findByText('Bloqueos guardados');
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/locks', body: saved }]);
    expect(saved).toEqual([
      { field: 'price', locked: false },
      { field: 'enabled', locked: true, reason: 'Lo decide la central' },
      { field: 'description', locked: false },
    ]);
    // The answer is the new state: nothing left to save.
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(within(card('Disponibilidad')).getByLabelText('Motivo Disponibilidad')).toHaveValue('Lo decide la central');
  });

  it("a refused save says why and keeps the owner's changes", async () => {
    serve({
      'GET /v1/locks': LOCKS,
      'PUT /v1/locks': () =>
        json(400, {
          error: { code: 'VALIDATION_ERROR', message: 'El motivo admite hasta 200 caracteres.', field: '0.reason' },
        }),
    });
    const { user } = renderSection(<LocksTab />, FRANCHISES);
    const description = await screen.findByRole('switch', { name: 'Bloquear Descripción' });
    await user.click(description);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El motivo admite hasta 200 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Bloquear Descripción' })).toBeChecked();
  });

  it('a manager reads each locked field with its reason, with nothing to change', async () => {
    const calls = serve({ 'GET /v1/locks': LOCKS });
    renderSection(<LocksTab />, asRole(FRANCHISES, 'manager', [1]));
    expect(await screen.findByText('Bloqueado por el propietario: Precio corporativo')).toBeInTheDocument();
    expect(within(card('Precio')).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(card('Disponibilidad')).getByText('Sin bloqueo')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('a failed read shows no form (saving it would unlock every field) and Reintentar reads again', async () => {
    let answer = json(503, { error: { code: 'DATABASE_UNAVAILABLE', message: 'Intenta de nuevo.' } });
    serve({ 'GET /v1/locks': () => answer });
    const { user } = renderSection(<LocksTab />, FRANCHISES);
    expect(await screen.findByText('No se pudieron cargar los bloqueos')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    answer = json(200, { info: LOCKS });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('switch', { name: 'Bloquear Precio' })).toBeChecked();
  });

  it('without Multisucursal: the invitation to upgrade, nothing is loaded', () => {
    const calls = serve({});
    renderSection(<LocksTab />, NEGOCIO);
    expect(screen.getByText('Obtén acceso')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
