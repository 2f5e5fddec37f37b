// Mesas: the open calls of a branch's tables, live from the calls stream.
import { json, renderInPanel, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FRANCHISES } from '../branches/testing';
import { call, callsStream, fakeAudio, tablesBranch } from './testing';
import { SOUND_KEY } from './sound';
import { TablesSection } from './TablesSection';

setupBoardTests();

const NOW = Date.parse('2026-12-03T20:00:00.000Z');
let now = NOW;
beforeEach(() => {
  now = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  document.title = 'Menú Digital';
});

const open = (path = '/mesas', profile = FRANCHISES) => renderInPanel(<TablesSection />, profile, path);
const cards = () => within(screen.getByRole('list', { name: 'Llamadas abiertas' })).getAllByRole('listitem');
const cardNames = () => cards().map((card) => card.getAttribute('aria-label'));

describe('Mesas', () => {
  it('shows the open calls from the stream, oldest first, with how long each has waited', async () => {
    const stream = callsStream([call(2, 7, 'bill', 45_000), call(1, 4, 'waiter', 80_000)]);
    serve({ 'GET /v1/sucursales': [tablesBranch(3, 'Centro')], 'GET /v1/sucursales/3/calls/stream': stream.route });
    open();
    expect(await screen.findByRole('heading', { name: 'Mesas', level: 1 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Llamadas abiertas' });
    expect(cardNames()).toEqual(['Mesa 4, Llamar al mesero', 'Mesa 7, Pedir la cuenta']);
    expect(within(cards()[0]!).getByText('Esperando 1 min 20 s')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Esperando 45 s')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('En vivo');
    // A single branch: nothing to pick.
    expect(screen.queryByLabelText('Sucursal')).not.toBeInTheDocument();

    // The time waiting runs every second.
    now = NOW + 1000;
    expect(await within(cards()[0]!).findByText('Esperando 1 min 21 s')).toBeInTheDocument();

    // A new call arrives with the next event, a ping changes nothing; the tab's title counts them.
    act(() => stream.latest().ping());
    act(() => stream.latest().send([call(1, 4, 'waiter', 81_000), call(2, 7, 'bill', 46_000), call(3, 9, 'waiter')]));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(cardNames()[2]).toBe('Mesa 9, Llamar al mesero');
    expect(document.title).toBe('(3) Mesas');
  });

  it("'Atendido' sends the PUT and the card leaves at once; a failed PUT brings it back with a notice", async () => {
    const stream = callsStream([call(1, 4, 'waiter', 60_000), call(2, 7, 'bill', 30_000)]);
    const calls = serve({
      'GET /v1/sucursales': [tablesBranch(3, 'Centro')],
      'GET /v1/sucursales/3/calls/stream': stream.route,
      'PUT /v1/sucursales/3/calls/1': () =>
        json(200, { info: { ...call(1, 4, 'waiter'), attended_at: new Date(now).toISOString() } }),
      'PUT /v1/sucursales/3/calls/2': () =>
        json(500, { error: { code: 'INTERNAL', message: 'Algo a salido mal, por favor intenta más tarde.' } }),
    });
    const { user } = open();
    await screen.findByRole('list', { name: 'Llamadas abiertas' });
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Atendido' }));
    expect(cardNames()).toEqual(['Mesa 7, Pedir la cuenta']);
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/sucursales/3/calls/1', body: { attended: true } }]);
    // Until the stream drops it, the attended call stays out.
    act(() => stream.latest().send([call(1, 4, 'waiter', 60_000), call(2, 7, 'bill', 30_000)]));
    expect(cardNames()).toEqual(['Mesa 7, Pedir la cuenta']);
    act(() => stream.latest().send([call(2, 7, 'bill', 30_000)]));

    await waitFor(() => expect(cards()).toHaveLength(1));

    // A failed PUT: the card comes back.
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Atendido' }));
    expect(await screen.findByText(/No se pudo marcar la mesa 7 como atendida/)).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mesa 7, Pedir la cuenta']);
  });

  it('reconnects when the stream ends, showing Reconectando… meanwhile', async () => {
    const stream = callsStream([call(1, 4, 'waiter')]);
    serve({ 'GET /v1/sucursales': [tablesBranch(3, 'Centro')], 'GET /v1/sucursales/3/calls/stream': stream.route });
    open();
    await screen.findByText('En vivo');
    act(() => stream.latest().end());
    expect(await screen.findByText('Reconectando…')).toBeInTheDocument();
    // The cards stay while it reconnects; the new connection (1 s later) is live again.
    expect(cardNames()).toEqual(['Mesa 4, Llamar al mesero']);
    await waitFor(() => expect(stream.connections).toHaveLength(2), { timeout: 5000 });
    expect(await screen.findByText('En vivo')).toBeInTheDocument();
  });

  it('a refused stream says why and offers to try again', async () => {
    serve({
      'GET /v1/sucursales': [tablesBranch(3, 'Centro')],
      'GET /v1/sucursales/3/calls/stream': () =>
        json(403, { error: { code: 'BRANCH_NOT_ASSIGNED', message: 'No tienes asignada esta sucursal.' } }),
    });
    open();
    expect(await screen.findByText('No tienes asignada esta sucursal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("rings for a new call once 'Activar sonido' is on (remembered), not for the calls already open", async () => {
    const played = fakeAudio();
    const stream = callsStream([call(1, 4, 'waiter')]);
    serve({ 'GET /v1/sucursales': [tablesBranch(3, 'Centro')], 'GET /v1/sucursales/3/calls/stream': stream.route });
    const { user } = open();
    await screen.findByRole('list', { name: 'Llamadas abiertas' });
    expect(played).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Activar sonido' }));
    expect(localStorage.getItem(SOUND_KEY)).toBe('on');
    expect(played).toHaveLength(2); // the sample the click plays: two tones
    act(() => stream.latest().send([call(1, 4, 'waiter'), call(2, 5, 'bill')]));
    await waitFor(() => expect(played).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Silenciar' }));
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    act(() => stream.latest().send([call(1, 4, 'waiter'), call(2, 5, 'bill'), call(3, 6, 'bill')]));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(played).toHaveLength(4);
  });

  it('says when there is no call', async () => {
    serve({
      'GET /v1/sucursales': [tablesBranch(3, 'Centro')],
      'GET /v1/sucursales/3/calls/stream': callsStream([]).route,
    });
    open();
    expect(await screen.findByText('Sin llamadas por ahora')).toBeInTheDocument();
    expect(document.title).toBe('Mesas');
  });

  it('picks among several branches and keeps the choice in the address', async () => {
    const centro = callsStream([call(1, 4, 'waiter')]);
    const norte = callsStream([{ ...call(8, 2, 'bill'), sucursal_id: 5 }]);
    serve({
      'GET /v1/sucursales': [tablesBranch(3, 'Centro'), tablesBranch(5, 'Norte')],
      'GET /v1/sucursales/3/calls/stream': centro.route,
      'GET /v1/sucursales/5/calls/stream': norte.route,
    });
    open('/mesas?sucursal=5');
    await screen.findByRole('list', { name: 'Llamadas abiertas' });
    expect(cardNames()).toEqual(['Mesa 2, Pedir la cuenta']);
    expect(screen.getByLabelText('Sucursal')).toHaveValue('5');
    fireEvent.change(screen.getByLabelText('Sucursal'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByLabelText('Sucursal')).toHaveValue('3'));
    await waitFor(() => expect(cardNames()).toEqual(['Mesa 4, Llamar al mesero']));
  });
});
