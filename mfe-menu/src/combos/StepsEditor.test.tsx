import { screen, within } from '@testing-library/react';
import { COMBO_MESSAGES, type ComboStep } from '@menu/shared/menu/combos';
import { pickOption, renderUi, signIn } from '@menu/shared/ui/testing';
import { useState } from 'react';
import { type Dish, StepsEditor, type StepsEditorProps } from './StepsEditor';

const DISHES: Dish[] = [
  { id: 1, name: 'Sopa de fideo', price: 30 },
  { id: 2, name: 'Consomé', price: 35 },
  { id: 3, name: 'Arroz rojo', price: 20 },
  { id: 4, name: 'Milanesa', price: 80 },
];

/** The editor in a parent that holds its steps, as the product editor and Menú del día do. */
function Holder({ initial, seen, ...rest }: Partial<StepsEditorProps> & { initial: ComboStep[]; seen: ComboStep[][] }) {
  const [steps, setSteps] = useState(initial);
  return (
    <StepsEditor
      dishes={DISHES}
      {...rest}
      value={steps}
      onChange={(next) => {
        seen.push(next);
        setSteps(next);
      }}
    />
  );
}

function open(initial: ComboStep[] = [], props: Partial<StepsEditorProps> = {}) {
  const seen: ComboStep[][] = [];
  const view = renderUi(<Holder initial={initial} seen={seen} {...props} />);
  return { ...view, last: () => seen.at(-1) };
}

const step = (n: number) => screen.getByRole('group', { name: `Paso ${n}` });

jest.setTimeout(30_000);
beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('StepsEditor', () => {
  it('builds a step: its name, min and max, a dish, a named option with a surcharge', async () => {
    const { user, last } = open();
    await user.click(screen.getByRole('button', { name: /Agregar paso/ }));
    const first = step(1);
    await user.type(within(first).getByLabelText('Nombre del paso'), 'Sopa');
    await user.clear(within(first).getByLabelText('Máximo'));
    await user.type(within(first).getByLabelText('Máximo'), '2');
    await pickOption(user, 'Agregar platillo al paso 1', 'Sopa de fideo');
    await user.click(within(first).getByRole('button', { name: /Agregar opción con nombre/ }));
    await user.type(within(first).getByLabelText('Nombre de la opción 2'), 'Crema de elote');
    await user.type(within(first).getByLabelText('Cargo extra de Crema de elote'), '15.50');
    expect(within(first).getByLabelText('Cargo extra de Crema de elote')).toHaveValue('15.50');
    expect(last()).toEqual([
      {
        name: 'Sopa',
        min: 1,
        max: 2,
        items: [
          { product_id: 1, name: null, surcharge: null },
          { product_id: null, name: 'Crema de elote', surcharge: 15.5 },
        ],
      },
    ]);
  });

  it('a dish already in the step is not offered again', async () => {
    const { user } = open([{ name: 'Sopa', min: 1, max: 1, items: [{ product_id: 1, name: null, surcharge: null }] }]);
    await user.click(screen.getByLabelText('Agregar platillo al paso 1'));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(offered).toEqual(['Consomé', 'Arroz rojo', 'Milanesa']);
  });

  it("shows the shared rule's message at the field once it was left, all of them with showProblems", async () => {
    const { user, unmount } = open([{ name: 'Sopa', min: 1, max: 1, items: [] }]);
    const max = within(step(1)).getByLabelText('Máximo');
    await user.clear(max);
    await user.type(max, '0');
    expect(screen.queryByText(COMBO_MESSAGES.maxZero)).not.toBeInTheDocument();
    await user.click(within(step(1)).getByLabelText('Nombre del paso'));
    const maxItem = max.closest('.ant-form-item') as HTMLElement;
    expect(within(maxItem).getByText(COMBO_MESSAGES.maxZero)).toBeInTheDocument();
    unmount();

    open([{ name: '', min: 1, max: 1, items: [] }], { showProblems: true });
    expect(screen.getByText(COMBO_MESSAGES.stepName)).toBeInTheDocument();
    document.body.innerHTML = '';
    open([], { showProblems: true });
    expect(screen.getByText(COMBO_MESSAGES.noSteps)).toBeInTheDocument();
  });

  it("shows the server's problems at their fields, after the caller's prefix", () => {
    open(
      [
        { name: 'Sopa', min: 1, max: 1, items: [{ product_id: 1, name: null, surcharge: null }] },
        { name: 'Guisado', min: 1, max: 1, items: [{ product_id: 4, name: null, surcharge: 5 }] },
      ],
      {
        at: 'days.2.',
        problems: [
          { field: 'days.2.steps.1.items.0.product_id', message: COMBO_MESSAGES.nested },
          { field: 'days.2.steps.0.translations.en', message: 'El menú no está en inglés' },
        ],
      },
    );
    expect(within(step(2)).getByText(COMBO_MESSAGES.nested)).toBeInTheDocument();
    const name = within(step(1)).getByLabelText('Nombre del paso').closest('.ant-form-item') as HTMLElement;
    expect(within(name).getByText('El menú no está en inglés')).toBeInTheDocument();
  });

  it('moves and removes steps and options', async () => {
    const { user, last } = open([
      { name: 'Sopa', min: 1, max: 1, items: [{ product_id: 1, name: null, surcharge: null }] },
      {
        name: 'Guisado',
        min: 1,
        max: 1,
        items: [
          { product_id: 4, name: null, surcharge: null },
          { product_id: null, name: 'Chiles rellenos', surcharge: 10 },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Subir Chiles rellenos' }));
    await user.click(screen.getByRole('button', { name: 'Subir paso 2' }));
    expect(within(step(1)).getByLabelText('Nombre del paso')).toHaveValue('Guisado');
    expect(within(step(1)).getByLabelText('Cargo extra de Chiles rellenos')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Quitar Milanesa' }));
    await user.click(screen.getByRole('button', { name: 'Quitar paso 2' }));
    expect(last()).toEqual([
      { name: 'Guisado', min: 1, max: 1, items: [{ product_id: null, name: 'Chiles rellenos', surcharge: 10 }] },
    ]);
  });
});
