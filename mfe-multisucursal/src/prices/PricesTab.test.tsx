// Multisucursal > Cambiar precios: the form's body, the preview grouped by target, apply now,
// schedule at each branch's local time, and the API's refusals shown as it words them.
import { queryClient } from '@menu/shared/data';
import { json, pickOption, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { branch, FRANCHISES, renderSection } from '../branches/testing';
import { region } from '../regions/testing';
import { EMPTY_DRAFT, groupPreview, scheduledBody, selectionOf } from './draft';
import { WHERE_HELP } from './PriceChangeForm';
import { PRICES_INTRO } from './PricesBoard';
import { PricesTab } from './PricesTab';

jest.setTimeout(30_000);
setupBoardTests();
afterEach(() => queryClient().clear());

const FAMILIES = [
  {
    id: 1,
    name: 'Comidas',
    categories: [
      { id: 11, name: 'Tacos' },
      { id: 12, name: 'Bebidas' },
    ],
  },
];

const row = (target: 'base' | 'region' | 'branch', target_id: number | null, target_name: string, extra: object) => ({
  target,
  target_id,
  target_name,
  kind: 'product',
  ...extra,
});

const PREVIEW = [
  row('branch', 3, 'Centro', { id: 7, name: 'Pastor', before: 89, after: 95.9 }),
  row('branch', 3, 'Centro', { id: 8, name: 'Suadero', before: 100, after: 107.9 }),
  row('branch', 4, 'Tijuana', { id: 7, name: 'Pastor', before: 89, after: 95.9, kind: 'variant' }),
];

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /v1/families': FAMILIES,
  'GET /v1/sucursales': [branch(3, 'Centro'), branch(4, 'Tijuana')],
  'GET /v1/regions': [region(5, 'Norte', [3])],
  ...extra,
});

async function fillChange(user: ReturnType<typeof renderSection>['user']) {
  expect(await screen.findByText(PRICES_INTRO)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Cambio en porcentaje'), '8');
  await user.click(screen.getByRole('radio', { name: '.90' }));
}

describe('Cambiar precios', () => {
  it('the body: categories only when chosen, the targets of the chosen place, percent or amount', () => {
    expect(selectionOf({ ...EMPTY_DRAFT, value: 8 })).toEqual({ percent: 8, rounding: 'cent', include_variants: true });
    expect(
      selectionOf({
        ...EMPTY_DRAFT,
        categoryIds: [11],
        where: 'regions',
        regionIds: [5],
        branchIds: [3],
        mode: 'amount',
        value: -2.5,
        rounding: 'half',
        includeVariants: false,
      }),
    ).toEqual({ category_ids: [11], region_ids: [5], amount: -2.5, rounding: 'half', include_variants: false });
    expect(
      scheduledBody({ ...EMPTY_DRAFT, where: 'branches', branchIds: [3], value: 5 }, '2027-01-15', '09:00'),
    ).toEqual({ sucursal_ids: [3], percent: 5, rounding: 'cent', include_variants: true, run_at: '2027-01-15T09:00' });
    expect(groupPreview(PREVIEW as never).map((g) => [g.name, g.rows.length])).toEqual([
      ['Centro', 2],
      ['Tijuana', 1],
    ]);
  });

  it('previews every price by branch, then applies it now and points to Historial', async () => {
    const calls = serve(
      routes({
        'POST /v1/price-changes/preview': { items: PREVIEW },
        'POST /v1/price-changes': { changed: 3, history_id: 41 },
      }),
    );
    const { user } = renderSection(<PricesTab />, FRANCHISES);
    await fillChange(user);
    await pickOption(user, 'Categorías', 'Tacos');
    await user.click(screen.getByRole('radio', { name: 'Sucursales' }));
    expect(screen.getByRole('button', { name: 'Vista previa' })).toBeDisabled();
    expect(screen.getByText('Elige al menos una sucursal.')).toBeInTheDocument();
    expect(screen.getByText(WHERE_HELP.branches)).toBeInTheDocument();
    await pickOption(user, 'Elige sucursales', 'Centro');
    await pickOption(user, 'Elige sucursales', 'Tijuana');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));

    const preview = await screen.findByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByText('Cambian 3 precios')).toBeInTheDocument();
    expect(within(preview).getByText('Sucursal Centro · 2 precios')).toBeInTheDocument();
    expect(within(preview).getByText('Sucursal Tijuana · 1 precio')).toBeInTheDocument();
    const suadero = within(preview).getByRole('row', { name: /Suadero/ });
    expect(within(suadero).getByText('$100')).toBeInTheDocument();
    expect(within(suadero).getByText('$107.90')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Aplicar ahora' }));
    expect(await screen.findByText('Precios cambiados: 3 precios')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Historial' })).toHaveAttribute('href', '/menu/historial');
    const body = { category_ids: [11], sucursal_ids: [3, 4], percent: 8, rounding: 'ninety', include_variants: true };
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/price-changes/preview', body },
      { method: 'POST', path: '/v1/price-changes', body },
    ]);
  });

  it("schedules it for a date and time read at each branch's own clock", async () => {
    const calls = serve(
      routes({
        'POST /v1/price-changes/preview': { items: PREVIEW },
        'POST /v1/price-changes': () =>
          json(201, {
            info: {
              scheduled: [
                { id: 1, run_at: '2027-01-15T15:00:00.000Z', time_zone: 'America/Mexico_City' },
                { id: 2, run_at: '2027-01-15T17:00:00.000Z', time_zone: 'America/Tijuana' },
              ],
            },
          }),
      }),
    );
    const { user } = renderSection(<PricesTab />, FRANCHISES);
    await fillChange(user);
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    await screen.findByRole('region', { name: 'Vista previa' });
    expect(screen.getByText('Hora local de cada sucursal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Programar' })).toBeDisabled();
    await user.type(screen.getByLabelText('Fecha'), '2027-01-15');
    await user.type(screen.getByLabelText('Hora'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText('Cambio programado en 2 zonas horarias')).toBeInTheDocument();
    expect(writes(calls).at(-1)).toEqual({
      method: 'POST',
      path: '/v1/price-changes',
      body: { percent: 8, rounding: 'ninety', include_variants: true, run_at: '2027-01-15T09:00' },
    });
  });

  it("a refusal is shown in the API's words (a locked price) and the form stays", async () => {
    serve(
      routes({
        'POST /v1/price-changes/preview': () =>
          json(403, {
            error: {
              code: 'FIELD_LOCKED',
              message: 'El campo «Precio» está bloqueado: Precio nacional.',
              field: 'region_ids',
            },
          }),
      }),
    );
    const { user } = renderSection(<PricesTab />, FRANCHISES);
    await fillChange(user);
    await user.click(screen.getByRole('radio', { name: 'Regiones' }));
    await pickOption(user, 'Elige regiones', 'Norte');
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El campo «Precio» está bloqueado: Precio nacional.');
    expect(screen.queryByRole('region', { name: 'Vista previa' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cambio en porcentaje')).toHaveValue('8');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vista previa' })).toBeEnabled());
  });
});
