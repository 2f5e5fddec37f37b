import { profileAtom, sessionStore } from '@menu/shared';
import { queryClient } from '@menu/shared/data';
import type { ComboStep } from '@menu/shared/menu/combos';
import { asRole, FRANCHISES_PROFILE, json, renderUi, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../products/api';
import { productFixture } from '../products/testing';
import { MemoryRouter } from '@menu/shared/router';
import { DailyBoard } from './DailyBoard';

jest.setTimeout(30_000);
setupBoardTests();
afterEach(() => {
  queryClient().clear();
  sessionStore.set(profileAtom, null);
});

// A Wednesday: its week is Monday 7 to Sunday 13 of December 2026.
const TODAY = '2026-12-09';

const dish = (id: number, name: string) => productFixture({ id, name, price: 40 });
/** A step as the API answers it (every item field present). */
type ApiStep = Product['steps'][number];
const step = (name: string, items: Array<number | string>, surcharge: number | null = null): ApiStep => ({
  name,
  min: 1,
  max: 1,
  items: items.map((item) =>
    typeof item === 'number'
      ? { product_id: item, name: null, surcharge }
      : { product_id: null, name: item, surcharge: null },
  ),
});
const comida = productFixture({
  id: 20,
  name: 'Comida corrida',
  price: 120,
  kind: 'combo',
  daily: true,
  schedule: { days: [1, 2, 3, 4, 5], ranges: [{ start: '13:00', end: '17:00' }] },
  steps: [step('Sopa', [1, 'Consomé']), step('Guisado', [3])],
});
const products = [
  dish(1, 'Sopa de fideo'),
  dish(2, 'Arroz rojo'),
  dish(3, 'Pollo en mole'),
  dish(4, 'Chiles rellenos'),
  comida,
];
const tuesday = [step('Sopa', [2]), step('Guisado', [4], 15)];

/** The fake API: the products, and each week's dated steps by its first date. */
const serveBoard = (weeks: Record<string, Array<{ date: string; steps: ComboStep[] }>>, extra = {}) =>
  serve({
    'GET /v1/products': products,
    'GET /v1/products/20/days': (_body: unknown, call: { query: Record<string, string> }) =>
      new Response(JSON.stringify({ info: weeks[call.query.from as string] ?? [] }), {
        headers: { 'content-type': 'application/json' },
      }),
    ...extra,
  });

/** The screen on the week of TODAY, inside a router (its 'Ver historial' is a panel link). */
const renderBoard = () =>
  renderUi(
    <MemoryRouter>
      <DailyBoard today={TODAY} />
    </MemoryRouter>,
  );

const day = (label: string) => screen.getByRole('listitem', { name: label });

describe('Menú del día', () => {
  it("shows the week of today: each day with its own steps or 'Como el combo', the days out of the combo's hours; moves by week", async () => {
    const calls = serveBoard({ '2026-12-07': [{ date: '2026-12-08', steps: tuesday }] });
    const { user } = renderBoard();
    expect(await screen.findByRole('heading', { name: 'Semana del 7 al 13 de diciembre' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Combo' })).toHaveDisplayValue('Comida corrida');

    await screen.findByRole('listitem', { name: 'Lunes 7' });
    const monday = within(day('Lunes 7'));
    expect(monday.getByText('Como el combo')).toBeInTheDocument();
    expect(monday.getByText('Sopa: Sopa de fideo, Consomé')).toBeInTheDocument();
    expect(monday.queryByText('No se ofrece este día')).not.toBeInTheDocument();
    const martes = within(day('Martes 8'));
    expect(martes.queryByText('Como el combo')).not.toBeInTheDocument();
    expect(martes.getByText('Sopa: Arroz rojo')).toBeInTheDocument();
    expect(martes.getByText('Guisado: Chiles rellenos +$15')).toBeInTheDocument();
    expect(within(day('Sábado 12')).getByText('No se ofrece este día')).toBeInTheDocument();
    expect(within(day('Domingo 13')).getByText('No se ofrece este día')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar semana' })).toBeDisabled();
    expect(within(day('Miércoles 9')).getByText('Hoy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver historial' })).toHaveAttribute(
      'href',
      '/menu/historial?entity=product&entity_id=20',
    );

    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Semana del 14 al 20 de diciembre' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Lunes 14' })).toBeInTheDocument();
    expect(within(day('Martes 15')).getByText('Como el combo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(
      await screen.findByRole('heading', { name: 'Semana del 30 de noviembre al 6 de diciembre' }),
    ).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Lunes 30' });
    const asked = calls.filter((call) => call.path === '/v1/products/20/days').map((call) => call.query);
    expect(asked).toEqual([
      { from: '2026-12-07', to: '2026-12-13' },
      { from: '2026-12-14', to: '2026-12-20' },
      { from: '2026-11-30', to: '2026-12-06' },
    ]);
  });

  it("'Copiar a toda la semana' copies a day onto the other days the combo is offered; 'Guardar semana' sends them in one PUT", async () => {
    const calls = serveBoard(
      { '2026-12-07': [{ date: '2026-12-08', steps: tuesday }] },
      { 'PUT /v1/products/20/days': { ok: true } },
    );
    const { user } = renderBoard();
    await screen.findByRole('listitem', { name: 'Martes 8' });
    await user.click(within(day('Martes 8')).getByRole('button', { name: 'Copiar a toda la semana' }));
    for (const label of ['Lunes 7', 'Miércoles 9', 'Jueves 10', 'Viernes 11']) {
      expect(within(day(label)).getByText('Sopa: Arroz rojo')).toBeInTheDocument();
      expect(within(day(label)).getByText('Sin guardar')).toBeInTheDocument();
    }
    expect(within(day('Sábado 12')).getByText('Como el combo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar semana' }));
    expect(await screen.findByText('Semana guardada')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/products/20/days',
        body: {
          days: ['2026-12-07', '2026-12-09', '2026-12-10', '2026-12-11'].map((date) => ({ date, steps: tuesday })),
        },
      },
    ]);
    // Read again after the save.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path === '/v1/products/20/days')).toHaveLength(2),
    );
  });

  it("'Editar' changes a day's steps (from the combo's); copied to the week, the PUT holds the 5 weekdays of the combo's hours", async () => {
    const calls = serveBoard(
      { '2026-12-07': [{ date: '2026-12-08', steps: tuesday }] },
      { 'PUT /v1/products/20/days': { ok: true } },
    );
    const { user } = renderBoard();
    await screen.findByRole('listitem', { name: 'Lunes 7' });
    await user.click(within(day('Lunes 7')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pasos del lunes 7' });
    const name = within(dialog).getAllByLabelText('Nombre del paso')[0] as HTMLElement;
    expect(name).toHaveValue('Sopa');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    // The shared rule keeps the dialog open with its message at the field.
    expect(within(dialog).getByText('Escribe el nombre del paso')).toBeInTheDocument();
    await user.type(name, 'Caldo');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(day('Lunes 7')).getByText('Caldo: Sopa de fideo, Consomé')).toBeInTheDocument();
    expect(within(day('Lunes 7')).getByText('Sin guardar')).toBeInTheDocument();

    await user.click(within(day('Lunes 7')).getByRole('button', { name: 'Copiar a toda la semana' }));
    await user.click(screen.getByRole('button', { name: 'Guardar semana' }));
    await screen.findByText('Semana guardada');
    const monday = [step('Caldo', [1, 'Consomé']), step('Guisado', [3])];
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/products/20/days',
        body: {
          days: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((date) => ({
            date,
            steps: monday,
          })),
        },
      },
    ]);
  });

  it("'Copiar semana pasada' gives each day the steps of the same day a week before (a day without them goes back to the combo's)", async () => {
    const calls = serveBoard(
      {
        '2026-11-30': [
          { date: '2026-11-30', steps: tuesday },
          { date: '2026-12-04', steps: [step('Postre', ['Flan'])] },
        ],
        '2026-12-07': [{ date: '2026-12-08', steps: tuesday }],
      },
      { 'PUT /v1/products/20/days': { ok: true } },
    );
    const { user } = renderBoard();
    await screen.findByRole('listitem', { name: 'Lunes 7' });
    await user.click(screen.getByRole('button', { name: 'Copiar semana pasada' }));
    await waitFor(() => expect(within(day('Viernes 11')).getByText('Postre: Flan')).toBeInTheDocument());
    expect(within(day('Martes 8')).getByText('Como el combo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar semana' }));
    await screen.findByText('Semana guardada');
    expect(writes(calls)[0]?.body).toEqual({
      days: [
        { date: '2026-12-07', steps: tuesday },
        { date: '2026-12-08', steps: [] },
        { date: '2026-12-11', steps: [step('Postre', ['Flan'])] },
      ],
    });
  });

  it("'Restablecer' gives a day back the combo's steps; kept (and named) while another week is on screen", async () => {
    const calls = serveBoard(
      { '2026-12-07': [{ date: '2026-12-08', steps: tuesday }] },
      { 'PUT /v1/products/20/days': { ok: true } },
    );
    const { user } = renderBoard();
    await screen.findByRole('listitem', { name: 'Martes 8' });
    await user.click(within(day('Martes 8')).getByRole('button', { name: 'Restablecer' }));
    expect(within(day('Martes 8')).getByText('Como el combo')).toBeInTheDocument();
    expect(within(day('Martes 8')).getByText('Sin guardar')).toBeInTheDocument();
    // Another week: this one's change is kept and named until saved.
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await screen.findByRole('listitem', { name: 'Lunes 14' });
    expect(screen.getByText('Sin guardar: semana del 7 al 13 de diciembre')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    expect(
      within(await screen.findByRole('listitem', { name: 'Martes 8' })).getByText('Sin guardar'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Sin guardar: semana/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar semana' }));
    await screen.findByText('Semana guardada');
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/products/20/days', body: { days: [{ date: '2026-12-08', steps: [] }] } },
    ]);
  });

  it("a refused save names the day the API's field points at, and keeps the changes", async () => {
    serveBoard(
      { '2026-12-07': [{ date: '2026-12-08', steps: tuesday }] },
      {
        'PUT /v1/products/20/days': () =>
          json(404, {
            error: {
              code: 'RESOURCE_NOT_FOUND',
              message: 'El platillo no existe',
              field: 'days.1.steps.1.items.0.product_id',
              fields: [{ field: 'days.1.steps.1.items.0.product_id', message: 'El platillo no existe' }],
            },
          }),
      },
    );
    const { user } = renderBoard();
    await screen.findByRole('listitem', { name: 'Martes 8' });
    await user.click(within(day('Martes 8')).getByRole('button', { name: 'Copiar a toda la semana' }));
    await user.click(screen.getByRole('button', { name: 'Guardar semana' }));
    expect(await screen.findByText('Miércoles 9: El platillo no existe')).toBeInTheDocument();
    expect(within(day('Miércoles 9')).getByText('Sin guardar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar semana' })).toBeEnabled();
  });

  it('a manager reads the week: no Editar, copies, Restablecer nor Guardar', async () => {
    sessionStore.set(profileAtom, asRole(FRANCHISES_PROFILE, 'manager', [1]));
    serveBoard({ '2026-12-07': [{ date: '2026-12-08', steps: tuesday }] });
    renderBoard();
    await screen.findByRole('listitem', { name: 'Martes 8' });
    expect(within(day('Martes 8')).getByText('Sopa: Arroz rojo')).toBeInTheDocument();
    for (const name of ['Editar', 'Copiar a toda la semana', 'Restablecer', 'Copiar semana pasada', 'Guardar semana'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semana siguiente' })).toBeInTheDocument();
  });

  it('without a daily combo, says how to make one', async () => {
    serve({ 'GET /v1/products': [dish(1, 'Sopa de fideo'), { ...comida, daily: false }] });
    renderBoard();
    expect(await screen.findByText('Aún no tienes un menú del día')).toBeInTheDocument();
    expect(screen.getByText('Crea un combo y activa «Cambia cada día» en Productos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar semana' })).not.toBeInTheDocument();
  });
});
