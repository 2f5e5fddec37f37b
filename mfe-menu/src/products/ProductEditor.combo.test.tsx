import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMBO_MESSAGES } from '@menu/shared/menu/combos';
import { json, pickOption, renderUi, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { ProductEditor } from './ProductEditor';
import { productFixture } from './testing';

const DISHES = [
  productFixture({ id: 1, name: 'Sopa de fideo', price: 30 }),
  productFixture({ id: 2, name: 'Consomé', price: 35 }),
  productFixture({ id: 4, name: 'Milanesa', price: 80 }),
  productFixture({ id: 8, name: 'Paquete infantil', price: 70, kind: 'combo' }),
];
const CONTEXT = { families: [], tags: [], groups: [] };
const COMBO = productFixture({
  id: 50,
  name: 'Comida corrida',
  price: 95,
  kind: 'combo',
  daily: true,
  steps: [
    {
      name: 'Sopa',
      min: 1,
      max: 1,
      items: [{ product_id: 1, name: null, surcharge: null, translations: {} }],
      translations: {},
    },
    {
      name: 'Guisado',
      min: 1,
      max: 1,
      items: [
        { product_id: 4, name: null, surcharge: null, translations: {} },
        {
          product_id: null,
          name: 'Chiles rellenos',
          surcharge: 15,
          translations: { en: { name: 'Stuffed peppers', reviewed: true } },
        },
      ],
      translations: { en: { name: 'Main course', reviewed: true } },
    },
  ],
});

function open(props: Partial<Parameters<typeof ProductEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<ProductEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

/** Fills a text input in one change (the keystrokes of `user.type` make these long forms slow). */
const fill = async (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  await settle();
};

const submit = (name: 'Agregar' | 'Actualizar') => screen.getAllByRole('button', { name }).at(-1)!;
const step = (n: number) => screen.getByRole('group', { name: `Paso ${n}` });

// Long forms typed and picked in a shared machine's jsdom.
jest.setTimeout(120_000);
beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('ProductEditor: combos', () => {
  it('builds a combo of 3 steps (dishes, named options, a surcharge), a menu of the day, in one create', async () => {
    const calls = serve({ 'GET /v1/products': DISHES, 'POST /v1/categories/0/products': { id: 60 } });
    const { user, onSaved } = open({ context: { ...CONTEXT, categoryId: 0, position: 3 } });
    await user.click(screen.getByRole('radio', { name: 'Combo' }));
    await fill(screen.getByLabelText('Nombre'), 'Comida corrida');
    await fill(screen.getByLabelText('Precio del combo'), '95');
    const add = () => user.click(screen.getByRole('button', { name: /Agregar paso/ }));

    await add();
    await fill(within(step(1)).getByLabelText('Nombre del paso'), 'Sopa');
    await pickOption(user, 'Agregar platillo al paso 1', 'Sopa de fideo');
    await pickOption(user, 'Agregar platillo al paso 1', 'Consomé');
    await add();
    await fill(within(step(2)).getByLabelText('Nombre del paso'), 'Guisado');
    await pickOption(user, 'Agregar platillo al paso 2', 'Milanesa');
    await user.click(within(step(2)).getByRole('button', { name: /Agregar opción con nombre/ }));
    await fill(within(step(2)).getByLabelText('Nombre de la opción 2'), 'Chiles rellenos');
    await fill(within(step(2)).getByLabelText('Cargo extra de Chiles rellenos'), '15');
    await add();
    await fill(within(step(3)).getByLabelText('Nombre del paso'), 'Bebida');
    await fill(within(step(3)).getByLabelText('Mínimo'), '0');
    await user.click(within(step(3)).getByRole('button', { name: /Agregar opción con nombre/ }));
    await fill(within(step(3)).getByLabelText('Nombre de la opción 1'), 'Agua de jamaica');

    // A combo is never an option of another: only dishes are offered.
    await user.click(screen.getByLabelText('Agregar platillo al paso 3'));
    expect(document.querySelector('.ant-select-item-option[title="Paquete infantil"]')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Menú del día' }));
    expect(screen.getByText('Llena cada día en Menú > Menú del día')).toBeInTheDocument();
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(60));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/categories/0/products',
        body: {
          name: 'Comida corrida',
          price: 95,
          position: 3,
          kind: 'combo',
          daily: true,
          steps: [
            {
              name: 'Sopa',
              min: 1,
              max: 1,
              items: [
                { product_id: 1, name: null, surcharge: null },
                { product_id: 2, name: null, surcharge: null },
              ],
            },
            {
              name: 'Guisado',
              min: 1,
              max: 1,
              items: [
                { product_id: 4, name: null, surcharge: null },
                { product_id: null, name: 'Chiles rellenos', surcharge: 15 },
              ],
            },
            { name: 'Bebida', min: 0, max: 1, items: [{ product_id: null, name: 'Agua de jamaica', surcharge: null }] },
          ],
        },
      },
    ]);
  });

  it("the shared rule's messages block the save and show at their fields", async () => {
    const calls = serve({ 'GET /v1/products': DISHES });
    const { user } = open({ context: { ...CONTEXT, categoryId: 0, position: 0 } });
    await user.click(screen.getByRole('radio', { name: 'Combo' }));
    await fill(screen.getByLabelText('Nombre'), 'Comida corrida');
    await fill(screen.getByLabelText('Precio del combo'), '95');
    await user.click(submit('Agregar'));
    expect(await screen.findByText(COMBO_MESSAGES.noSteps)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Agregar paso/ }));
    await fill(within(step(1)).getByLabelText('Nombre del paso'), 'Sopa');
    await fill(within(step(1)).getByLabelText('Máximo'), '0');
    await user.click(submit('Agregar'));
    const max = within(step(1)).getByLabelText('Máximo').closest('.ant-form-item') as HTMLElement;
    expect(within(max).getByText(COMBO_MESSAGES.maxZero)).toBeInTheDocument();
    await fill(within(step(1)).getByLabelText('Máximo'), '1');
    expect(within(step(1)).getByText(COMBO_MESSAGES.noItems)).toBeInTheDocument();
    await user.click(submit('Agregar'));
    await settle(50);
    expect(writes(calls)).toEqual([]);
  });

  it("editing a combo sends only its changed steps; the server's 'steps.1.min' shows in step 2's Mínimo", async () => {
    let answer = () => json(200, { info: { id: 50 } });
    const calls = serve({ 'GET /v1/products': DISHES, 'PUT /v1/products/50': () => answer() });
    const { user, onSaved, onClose } = open({ initial: COMBO, context: CONTEXT });
    expect(screen.getByRole('radio', { name: 'Combo' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Menú del día' })).toBeChecked();
    expect(within(step(2)).getByLabelText('Cargo extra de Chiles rellenos')).toHaveValue('15');
    const message = 'El paso tiene menos opciones que su mínimo';
    answer = () =>
      json(400, {
        error: { code: 'VALIDATION_ERROR', message, field: 'steps.1.min', fields: [{ field: 'steps.1.min', message }] },
      });
    await fill(within(step(2)).getByLabelText('Cargo extra de Chiles rellenos'), '20');
    await user.click(submit('Actualizar'));
    const min = within(step(2)).getByLabelText('Mínimo').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(min).getByText(message)).toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    answer = () => json(200, { info: { id: 50 } });
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(50));
    const steps = [
      { name: 'Sopa', min: 1, max: 1, items: [{ product_id: 1, name: null, surcharge: null }] },
      {
        name: 'Guisado',
        min: 1,
        max: 1,
        items: [
          { product_id: 4, name: null, surcharge: null },
          {
            product_id: null,
            name: 'Chiles rellenos',
            surcharge: 20,
            translations: { en: { name: 'Stuffed peppers', reviewed: true } },
          },
        ],
        translations: { en: { name: 'Main course', reviewed: true } },
      },
    ];
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/products/50', body: { steps } },
      { method: 'PUT', path: '/v1/products/50', body: { steps } },
    ]);
  });

  it('an unchanged combo sends nothing', async () => {
    const calls = serve({ 'GET /v1/products': DISHES });
    const { user, onClose } = open({ initial: COMBO, context: CONTEXT });
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)).toEqual([]);
  });

  it("turning a combo into a dish asks first ('Se quitarán los pasos del combo'), then sends it without steps", async () => {
    const calls = serve({ 'GET /v1/products': DISHES, 'PUT /v1/products/50': { id: 50 } });
    const { user, onSaved } = open({ initial: COMBO, context: CONTEXT });
    await user.click(screen.getByRole('radio', { name: 'Platillo' }));
    expect(await screen.findByText('Se quitarán los pasos del combo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seguir como combo' }));
    expect(screen.getByRole('radio', { name: 'Combo' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Platillo' }));
    await user.click(await screen.findByRole('button', { name: 'Cambiar a platillo' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Paso 1' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Precio')).toHaveValue('95');
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(50));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/products/50', body: { kind: 'dish', steps: [], daily: false } },
    ]);
  });
});
