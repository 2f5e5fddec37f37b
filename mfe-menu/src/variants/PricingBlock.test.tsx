import { screen, waitFor, within } from '@testing-library/react';
import { POSITION_MESSAGES } from '@menu/shared/menu/combos';
import { json, renderUi, serve, signIn, writes } from '@menu/shared/ui/testing';
import { variantFixture } from '../products/testing';
import type { VariantGroup } from './api';
import { limitFitsPricing, pricingOf, pricingValues } from './pricing';
import { groupFixture } from './testing';
import { VariantsEditorModal } from './VariantsEditorModal';

const GROUP: VariantGroup = groupFixture({
  id: 5,
  name: 'Extras',
  variants: [variantFixture({ id: 50, name: 'Queso', price: 12, group_id: 5 })],
});

function open(initial?: VariantGroup) {
  const onSaved = jest.fn();
  const view = renderUi(<VariantsEditorModal open initial={initial} onClose={jest.fn()} onSaved={onSaved} />);
  return { ...view, onSaved };
}

const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

// antd in jsdom is slow, more so with the other suites running in parallel.
jest.setTimeout(30_000);

beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe("'Precio de los extras' (extras priced by position)", () => {
  it('form values and the pricing go both ways; an empty text is no number', () => {
    for (const pricing of [null, { free: 2, each: 10 }, { prices: [0, 8.5, 12] }]) {
      expect(pricingOf(pricingValues(pricing))).toEqual(pricing);
    }
    expect(pricingOf({ mode: 'free', free: ' 2 ', each: '' })).toEqual({ free: 2, each: Number.NaN });
  });

  it("the product editor's limit check: below the free extras or the position prices it says why", async () => {
    const check = (pricing: Parameters<typeof limitFitsPricing>[0], limit: string) =>
      (limitFitsPricing(pricing) as { validator(rule: unknown, value: unknown): Promise<void> }).validator({}, limit);
    await expect(check({ free: 2, each: 10 }, '1')).rejects.toThrow(POSITION_MESSAGES.freeOverMax);
    await expect(check({ prices: [0, 5, 8] }, '2')).rejects.toThrow(POSITION_MESSAGES.pricesOverMax);
    await expect(check({ free: 2, each: 10 }, '2')).resolves.toBeUndefined();
    await expect(check({ free: 2, each: 10 }, '')).resolves.toBeUndefined();
    await expect(check(null, '1')).resolves.toBeUndefined();
  });

  it("a new group: 'Cada opción con su precio' by default, nothing about pricing is sent", async () => {
    const calls = serve({ 'POST /v1/groups': { id: 9 } });
    const { user, onSaved } = open();
    expect(screen.getByRole('radio', { name: 'Cada opción con su precio' })).toBeChecked();
    await user.type(screen.getByLabelText('Nombre del grupo'), 'Salsas');
    await user.type(screen.getByLabelText('Nombre de la variante 1'), 'Verde');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)[0]!.body).toEqual({ name: 'Salsas', variants: [{ name: 'Verde', price: null }] });
  });

  it('the first N free then $X each: a preview in the diner’s words, sent with the group', async () => {
    const calls = serve({ 'POST /v1/groups': { id: 9 } });
    const { user, onSaved } = open();
    await user.type(screen.getByLabelText('Nombre del grupo'), 'Extras');
    await user.type(screen.getByLabelText('Nombre de la variante 1'), 'Queso');
    await user.click(screen.getByRole('radio', { name: 'Las primeras N sin costo, después $X c/u' }));
    await user.type(screen.getByLabelText('Opciones sin costo'), '2');
    await user.type(screen.getByLabelText('Precio de cada opción después'), '10');
    expect(await screen.findByText('Las primeras 2 sin costo, después +$10 c/u')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Extras',
      variants: [{ name: 'Queso', price: null }],
      position_pricing: { free: 2, each: 10 },
    });
  });

  it("the shared rule's messages under their fields; nothing is sent", async () => {
    const calls = serve({});
    const { user } = open(GROUP);
    await user.click(screen.getByRole('radio', { name: 'Las primeras N sin costo, después $X c/u' }));
    await user.type(screen.getByLabelText('Opciones sin costo'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(within(itemOf('Opciones sin costo')).getByText(POSITION_MESSAGES.free)).toBeInTheDocument(),
    );
    await user.clear(screen.getByLabelText('Opciones sin costo'));
    await user.type(screen.getByLabelText('Opciones sin costo'), '1');
    await user.type(screen.getByLabelText('Precio de cada opción después'), '2.345');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(within(itemOf('Precio de cada opción después')).getByText(POSITION_MESSAGES.price)).toBeInTheDocument(),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('a price per position: 1.ª, 2.ª… added and removed; the last one cannot go', async () => {
    const calls = serve({ 'PUT /v1/groups/5': { id: 5 } });
    const { user, onSaved } = open(GROUP);
    await user.click(screen.getByRole('radio', { name: 'Precio por posición' }));
    expect(screen.getByRole('button', { name: 'Quitar la 1.ª' })).toBeDisabled();
    await user.type(screen.getByLabelText('Precio de la 1.ª'), '0');
    await user.click(screen.getByRole('button', { name: /Agregar posición/ }));
    await user.type(screen.getByLabelText('Precio de la 2.ª'), '5');
    await user.click(screen.getByRole('button', { name: /Agregar posición/ }));
    await user.type(screen.getByLabelText('Precio de la 3.ª'), '9');
    await user.click(screen.getByRole('button', { name: 'Quitar la 2.ª' }));
    expect(await screen.findByText('1.ª sin costo · 2.ª +$9 y siguientes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Extras',
      variants: [{ id: 50, name: 'Queso', price: 12 }],
      position_pricing: { prices: [0, 9] },
    });
  });

  it('an unchanged priced group sends nothing', async () => {
    const calls = serve({});
    const { user, onSaved } = open({ ...GROUP, position_pricing: { free: 1, each: 7.5 } });
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(writes(calls)).toEqual([]);
  });

  it("a group's pricing shows as stored; back to each option's price clears it", async () => {
    const calls = serve({ 'PUT /v1/groups/5': { id: 5 } });
    const { user, onSaved } = open({ ...GROUP, position_pricing: { free: 1, each: 7.5 } });
    expect(screen.getByRole('radio', { name: 'Las primeras N sin costo, después $X c/u' })).toBeChecked();
    expect(screen.getByLabelText('Opciones sin costo')).toHaveValue('1');
    expect(screen.getByLabelText('Precio de cada opción después')).toHaveValue('7.5');
    expect(await screen.findByText('La primera sin costo, después +$7.50 c/u')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cada opción con su precio' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(writes(calls)[0]!.body).toMatchObject({ position_pricing: null });
  });

  it("the API's conflict with a product's limit shows under the list of position prices", async () => {
    const message = POSITION_MESSAGES.pricesOverMax;
    serve({
      'PUT /v1/groups/5': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message,
            field: 'position_pricing.prices',
            fields: [{ field: 'position_pricing.prices', message }],
          },
        }),
    });
    const { user, onSaved } = open({ ...GROUP, position_pricing: { prices: [0, 5, 8] } });
    await user.type(screen.getByLabelText('Precio de la 3.ª'), '0');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    const list = screen.getByRole('list', { name: 'Precios por posición' }).parentElement as HTMLElement;
    await waitFor(() => expect(within(list).getByText(message)).toBeInTheDocument());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("the API's limit conflict shows under the free count", async () => {
    serve({
      'PUT /v1/groups/5': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: POSITION_MESSAGES.freeOverMax,
            field: 'position_pricing.free',
            fields: [{ field: 'position_pricing.free', message: POSITION_MESSAGES.freeOverMax }],
          },
        }),
    });
    const { user, onSaved } = open({ ...GROUP, position_pricing: { free: 1, each: 5 } });
    await user.clear(screen.getByLabelText('Opciones sin costo'));
    await user.type(screen.getByLabelText('Opciones sin costo'), '4');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(within(itemOf('Opciones sin costo')).getByText(POSITION_MESSAGES.freeOverMax)).toBeInTheDocument(),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
