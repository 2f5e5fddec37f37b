import { screen, waitFor, within } from '@testing-library/react';
import { json, renderUi, serve, settle, signIn, writes } from '@menu/shared/ui/testing';
import { FACT_BY_NAME, type IntegerFact } from '@menu/shared/menu/dish-facts';
import { ProductEditor } from '../products/ProductEditor';
import { productFixture, variantFixture } from '../products/testing';
import type { VariantGroup } from '../variants/api';
import { groupFixture } from '../variants/testing';
import { VariantsEditorModal } from '../variants/VariantsEditorModal';

// The 'Alérgenos' block as the owner meets it: in the product editor and the variants editor.
const CONTEXT = { families: [], tags: [], groups: [] };
const PRODUCT = productFixture({ category_id: null });
const CALORIES_MESSAGE = (FACT_BY_NAME.get('calories') as IntegerFact).message;
const VEGAN_MESSAGE = 'Un platillo vegano no puede contener leche: quita la etiqueta Vegano o corrige los alérgenos';

type User = ReturnType<typeof renderUi>['user'];

function openProduct(initial = PRODUCT) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const view = renderUi(<ProductEditor open initial={initial} context={CONTEXT} onSaved={onSaved} onClose={onClose} />);
  return { ...view, onSaved, onClose };
}

const level = (allergen: string, choice: string, scope: HTMLElement = document.body) =>
  within(within(scope).getByRole('radiogroup', { name: allergen })).getByRole('radio', { name: choice });
const choose = (user: User, allergen: string, choice: string, scope?: HTMLElement) =>
  user.click(level(allergen, choice, scope));
const openBlock = (user: User, summary: RegExp = /^Alérgenos, dietas y calorías/) =>
  user.click(screen.getByText(summary));
const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const submit = (name: 'Agregar' | 'Actualizar') => screen.getAllByRole('button', { name }).at(-1)!;

jest.setTimeout(30_000);
beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the Alérgenos block in the product editor', () => {
  it("is folded at first, says how many are confirmed, and every allergen starts at 'Sin confirmar'", async () => {
    const { user } = openProduct();
    const details = screen.getByText(/^Alérgenos, dietas y calorías/).closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('0 de 14 confirmados');
    await openBlock(user);
    expect(details).toHaveAttribute('open');
    expect(within(details).getAllByRole('radiogroup')).toHaveLength(14);
    for (const allergen of ['Gluten', 'Cacahuate', 'Moluscos']) {
      expect(level(allergen, 'Sin confirmar')).toBeChecked();
      expect(level(allergen, 'No contiene')).not.toBeChecked();
    }
    await choose(user, 'Gluten', 'No contiene');
    expect(details).toHaveTextContent('1 de 14 confirmados');
  });

  it('sends the chosen levels (Sin confirmar left out), calories, portion and diets in the one update', async () => {
    const calls = serve({ 'PUT /v1/products/9': { id: 9 } });
    const { user, onSaved } = openProduct(productFixture({ allergens: { soy: 'contains', milk: 'free' } }));
    await openBlock(user);
    expect(level('Soya', 'Contiene')).toBeChecked();
    await choose(user, 'Gluten', 'Contiene');
    await choose(user, 'Cacahuate', 'Puede contener');
    await choose(user, 'Soya', 'Sin confirmar');
    await user.type(screen.getByRole('textbox', { name: 'Calorías' }), '640');
    await user.type(screen.getByRole('textbox', { name: 'Porción' }), ' 350 g ');
    await user.click(screen.getByRole('checkbox', { name: 'Vegetariano' }));
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/products/9',
        body: {
          allergens: { gluten: 'contains', peanuts: 'may_contain', milk: 'free' },
          calories: 640,
          portion: '350 g',
          diets: ['vegetarian'],
        },
      },
    ]);
  });

  it('a new product sends only the facts it was given', async () => {
    const calls = serve({ 'POST /v1/categories/0/products': { id: 50 } });
    const onSaved = jest.fn();
    const { user } = renderUi(
      <ProductEditor open context={{ ...CONTEXT, categoryId: 0, position: 0 }} onSaved={onSaved} onClose={jest.fn()} />,
    );
    await user.type(screen.getByLabelText('Nombre'), 'Ensalada');
    await user.type(screen.getByLabelText('Precio'), '90');
    await openBlock(user);
    await choose(user, 'Apio', 'Contiene');
    await user.type(screen.getByRole('textbox', { name: 'Calorías' }), '0');
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(50));
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Ensalada',
      price: 90,
      position: 0,
      allergens: { celery: 'contains' },
      calories: 0,
    });
  });

  it('a vegan dish that contains milk is told why under Dietas, at once, and nothing is sent', async () => {
    const calls = serve({});
    const { user } = openProduct();
    await openBlock(user);
    await user.click(screen.getByRole('checkbox', { name: 'Vegano' }));
    expect(within(fieldOf('Dietas')).queryByText(VEGAN_MESSAGE)).not.toBeInTheDocument();
    await choose(user, 'Leche', 'Contiene');
    await waitFor(() => expect(within(fieldOf('Dietas')).getByText(VEGAN_MESSAGE)).toBeInTheDocument());
    await user.click(submit('Actualizar'));
    await settle(50);
    expect(calls).toEqual([]);
    // 'Puede contener' is no contradiction: the message goes.
    await choose(user, 'Leche', 'Puede contener');
    await waitFor(() => expect(within(fieldOf('Dietas')).queryByText(VEGAN_MESSAGE)).not.toBeInTheDocument());
  });

  it.each(['-5', '1.5', 'mil', '20001'])('calories %p are refused with the shared message', async (calories) => {
    const calls = serve({});
    const { user } = openProduct();
    await openBlock(user);
    await user.type(screen.getByRole('textbox', { name: 'Calorías' }), calories);
    expect(await within(fieldOf('Calorías')).findByText(CALORIES_MESSAGE)).toBeInTheDocument();
    await user.click(submit('Actualizar'));
    await settle(50);
    expect(calls).toEqual([]);
  });

  it("the API's 400 on diets shows under Dietas and unfolds the block", async () => {
    serve({
      'PUT /v1/products/9': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: VEGAN_MESSAGE,
            field: 'diets',
            fields: [{ field: 'diets', message: VEGAN_MESSAGE }],
          },
        }),
    });
    const { user, onClose } = openProduct(productFixture({ allergens: { milk: 'may_contain' } }));
    await openBlock(user);
    await user.click(screen.getByRole('checkbox', { name: 'Vegano' }));
    // Folded again before saving: the server's message must not stay hidden.
    await openBlock(user);
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(within(fieldOf('Dietas')).getByText(VEGAN_MESSAGE)).toBeInTheDocument());
    expect(screen.getByText(/^Alérgenos, dietas y calorías/).closest('details')).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the Alérgenos block in the variants editor', () => {
  const GROUP: VariantGroup = groupFixture({
    id: 5,
    name: 'Extras',
    products_count: 1,
    variants: [
      variantFixture({ id: 50, name: 'Queso', group_id: 5, allergens: { milk: 'contains' }, calories: 110 }),
      variantFixture({ id: 51, name: 'Chorizo', price: 15, position: 1, group_id: 5 }),
    ],
  });

  it("a variant's block holds its facts; the update sends only what changed, per variant", async () => {
    const calls = serve({ 'PUT /v1/groups/5': { id: 5 } });
    const onSaved = jest.fn();
    const { user } = renderUi(<VariantsEditorModal open initial={GROUP} onSaved={onSaved} onClose={jest.fn()} />);
    const [queso, chorizo] = screen.getAllByText(/^Alérgenos y calorías/).map((summary) => summary.closest('details')!);
    expect(queso).toHaveTextContent('1 de 14 confirmados');
    expect(chorizo).toHaveTextContent('0 de 14 confirmados');
    await user.click(within(chorizo!).getByText(/^Alérgenos y calorías/));
    const chorizoLevels = within(chorizo!).getByRole('group', { name: 'Alérgenos de la variante 2' });
    await choose(user, 'Soya', 'Puede contener', chorizoLevels);
    await choose(user, 'Sulfitos', 'Contiene', chorizoLevels);
    await user.type(screen.getByRole('textbox', { name: 'Porción de la variante 2' }), '50 g');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/groups/5',
        body: {
          name: 'Extras',
          variants: [
            { id: 50, name: 'Queso', price: null },
            {
              id: 51,
              name: 'Chorizo',
              price: 15,
              allergens: { soy: 'may_contain', sulphites: 'contains' },
              portion: '50 g',
            },
          ],
        },
      },
    ]);
  });

  it('a new variant sends its facts in the create; calories are checked per variant', async () => {
    const calls = serve({ 'POST /v1/groups': { id: 8 } });
    const onSaved = jest.fn();
    const { user } = renderUi(<VariantsEditorModal open onSaved={onSaved} onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('Nombre del grupo'), 'Salsas');
    await user.type(screen.getByLabelText('Nombre de la variante 1'), 'Cacahuate');
    await user.click(screen.getByText(/^Alérgenos y calorías/));
    await choose(user, 'Cacahuate', 'Contiene');
    await user.type(screen.getByRole('textbox', { name: 'Calorías de la variante 1' }), '-1');
    expect(await screen.findByText(CALORIES_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await settle(50);
    expect(calls).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Calorías de la variante 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Calorías de la variante 1' }), '35');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(8));
    expect(writes(calls)[0]!.body).toEqual({
      name: 'Salsas',
      variants: [{ name: 'Cacahuate', price: null, allergens: { peanuts: 'contains' }, calories: 35 }],
    });
  });
});
