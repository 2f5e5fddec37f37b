import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Call, json, renderUi, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { ALLERGEN_CODES, type AllergenMap } from '@menu/shared/menu/allergens';
import type { Family } from '../families/api';
import { categoryFixture, familyFixture } from '../families/testing';
import type { Product } from '../products/api';
import { productFixture } from '../products/testing';
import { AllergenBoard } from './AllergenBoard';

jest.setTimeout(30_000);

// The rows drawn, by name: a click must re-draw its own row only (150 dishes x 14 cells).
const mockRowRenders: string[] = [];
jest.mock('./AllergenRow', () => {
  const actual = jest.requireActual('./AllergenRow');
  const { memo } = jest.requireActual('react');
  const draw = actual.AllergenRow.type;
  return {
    ...actual,
    AllergenRow: memo((props: { name: string }) => {
      mockRowRenders.push(props.name);
      return draw(props);
    }),
  };
});

const families: Family[] = [
  familyFixture({ id: 1, name: 'Comidas', categories: [categoryFixture({ id: 11, name: 'Tacos', family_id: 1 })] }),
  familyFixture({
    id: 2,
    name: 'Bebidas',
    position: 1,
    categories: [categoryFixture({ id: 21, name: 'Aguas', family_id: 2 })],
  }),
];

/** Every allergen confirmed free but milk, which it contains. */
const LECHERO: AllergenMap = Object.fromEntries(
  ALLERGEN_CODES.map((code) => [code, code === 'milk' ? 'contains' : 'free']),
);

const products = (): Product[] => [
  productFixture({ id: 1, name: 'Taco al pastor', category_id: 11 }),
  productFixture({ id: 2, name: 'Quesadilla', category_id: 11, allergens: { milk: 'contains' } }),
  productFixture({ id: 3, name: 'Horchata', category_id: 21, allergens: LECHERO, diets: ['vegetarian'] }),
];

const PUT = 'PUT /v1/products/allergens';

function open(routes: Record<string, unknown> = {}) {
  const calls = serve({
    'GET /v1/products': products(),
    'GET /v1/families': families,
    [PUT]: { info: [] },
    ...routes,
  });
  return { calls, ...renderUi(<AllergenBoard />) };
}

const row = (name: string) => screen.getByRole('row', { name });
const cell = (product: string, label: string) => within(row(product)).getByRole('button', { name: label });
const saves = (calls: Call[]) => writes(calls).filter((call) => call.path === '/v1/products/allergens');

setupBoardTests();

describe('AllergenBoard', () => {
  it('shows products by category with one cell per allergen, unconfirmed by default, and the progress', async () => {
    open();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Gluten', 'Cacahuate', 'Moluscos', 'Dietas']));
    expect(screen.getByRole('rowheader', { name: 'Comidas › Tacos' })).toBeInTheDocument();
    expect(within(row('Taco al pastor')).getAllByRole('button', { name: /: Sin confirmar$/ })).toHaveLength(14);
    expect(cell('Quesadilla', 'Leche: Contiene')).toHaveTextContent('●');
    expect(cell('Horchata', 'Gluten: No contiene')).toHaveTextContent('○');
    expect(within(row('Horchata')).getByRole('checkbox', { name: 'Vegetariano' })).toBeChecked();
    // Only Horchata has all 14 confirmed.
    expect(screen.getByText('Confirmados: 1 de 3 platillos')).toBeInTheDocument();
  });

  it('a click moves a cell to the next level at once; quick clicks go out in one save with the right body', async () => {
    const { user, calls } = open();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(cell('Taco al pastor', 'Gluten: Sin confirmar'));
    expect(cell('Taco al pastor', 'Gluten: Contiene')).toHaveTextContent('●');
    // From the click until the save is answered.
    expect(screen.getByRole('status')).toHaveTextContent('Guardando…');
    await user.click(cell('Taco al pastor', 'Gluten: Contiene'));
    await user.click(cell('Taco al pastor', 'Huevo: Sin confirmar'));
    expect(cell('Taco al pastor', 'Gluten: Puede contener')).toHaveTextContent('◐');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      items: [{ id: 1, allergens: { gluten: 'may_contain', eggs: 'contains' }, diets: [] }],
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    // The full cycle: No contiene, then back to Sin confirmar (the code leaves the map).
    await user.click(cell('Taco al pastor', 'Gluten: Puede contener'));
    await user.click(cell('Taco al pastor', 'Gluten: No contiene'));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]!.body).toEqual({ items: [{ id: 1, allergens: { eggs: 'contains' }, diets: [] }] });
    expect(cell('Taco al pastor', 'Gluten: Sin confirmar')).toBeInTheDocument();
  });

  it("'Copiar' puts one row's allergens and diets on the ticked rows in one save; the progress counts them", async () => {
    const { user, calls } = open();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Taco al pastor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Quesadilla' }));
    await user.click(screen.getByRole('button', { name: 'Copiar Horchata a seleccionados' }));
    for (const name of ['Taco al pastor', 'Quesadilla']) {
      expect(cell(name, 'Leche: Contiene')).toBeInTheDocument();
      expect(cell(name, 'Cacahuate: No contiene')).toBeInTheDocument();
      expect(within(row(name)).getByRole('checkbox', { name: 'Vegetariano' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: `Seleccionar ${name}` })).not.toBeChecked();
    }
    expect(screen.getByText('Confirmados: 3 de 3 platillos')).toBeInTheDocument();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      items: [
        { id: 1, allergens: LECHERO, diets: ['vegetarian'] },
        { id: 2, allergens: LECHERO, diets: ['vegetarian'] },
      ],
    });
  });

  it('copying with no row ticked says what to do and saves nothing', async () => {
    const { user, calls } = open();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(screen.getByRole('button', { name: 'Copiar Horchata a seleccionados' }));
    expect(
      screen.getByText('Marca primero las casillas de los platillos a los que quieres copiar.'),
    ).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it("a 400 naming items.N.diets puts its message on that row and reverts it; the other rows' change is sent again", async () => {
    const message = 'Un platillo vegano no puede contener leche: quita la etiqueta Vegano o corrige los alérgenos';
    let refused = false;
    const { user, calls } = open({
      [PUT]: (body: unknown) => {
        const items = (body as { items: Array<{ id: number }> }).items;
        const quesadilla = items.findIndex((item) => item.id === 2);
        if (quesadilla >= 0 && !refused) {
          refused = true;
          const field = `items.${quesadilla}.diets`;
          return json(400, { error: { code: 'VALIDATION_ERROR', message, field, fields: [{ field, message }] } });
        }
        return json(200, { info: [] });
      },
    });
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(cell('Taco al pastor', 'Soya: Sin confirmar'));
    await user.click(cell('Quesadilla', 'Gluten: Sin confirmar'));
    expect(cell('Quesadilla', 'Gluten: Contiene')).toBeInTheDocument();
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[0]!.body).toEqual({
      items: [
        { id: 1, allergens: { soy: 'contains' }, diets: [] },
        { id: 2, allergens: { gluten: 'contains', milk: 'contains' }, diets: [] },
      ],
    });
    expect(saves(calls)[1]!.body).toEqual({ items: [{ id: 1, allergens: { soy: 'contains' }, diets: [] }] });
    expect(within(row('Quesadilla')).getByRole('alert')).toHaveTextContent(message);
    expect(cell('Quesadilla', 'Gluten: Sin confirmar')).toBeInTheDocument();
    expect(cell('Taco al pastor', 'Soya: Contiene')).toBeInTheDocument();
  });

  it('any other failure reverts every row of the save and says so', async () => {
    const { user, calls } = open({
      [PUT]: () =>
        json(500, { error: { code: 'INTERNAL', message: 'Algo a salido mal, por favor intenta más tarde.' } }),
    });
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(cell('Horchata', 'Leche: Contiene'));
    expect(cell('Horchata', 'Leche: Puede contener')).toBeInTheDocument();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await waitFor(() => expect(cell('Horchata', 'Leche: Contiene')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(/^No se guardaron los cambios/);
    expect(screen.getByText('Confirmados: 1 de 3 platillos')).toBeInTheDocument();
  });

  it('a diet its allergens contradict is said on the row at once and waits unsaved until it is put right', async () => {
    const { user, calls } = open();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.click(within(row('Quesadilla')).getByRole('checkbox', { name: 'Vegano' }));
    expect(within(row('Quesadilla')).getByRole('alert')).toHaveTextContent(
      'Un platillo vegano no puede contener leche: quita la etiqueta Vegano o corrige los alérgenos',
    );
    expect(await screen.findByText('Hay platillos sin guardar: corrige lo que dice cada uno.')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
    // Contiene -> Puede contener: no longer a contradiction, and the row is saved.
    await user.click(cell('Quesadilla', 'Leche: Contiene'));
    expect(within(row('Quesadilla')).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({ items: [{ id: 2, allergens: { milk: 'may_contain' }, diets: ['vegan'] }] });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });

  it('search and the family filter narrow the rows', async () => {
    const { user } = open();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'quesad');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Taco al pastor' })).not.toBeInTheDocument());
    expect(row('Quesadilla')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Buscar' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Familia' }), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Quesadilla' })).not.toBeInTheDocument());
    expect(row('Horchata')).toBeInTheDocument();
  });

  it('with 150 dishes a click re-draws only its own row', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      productFixture({ id: 100 + i, name: `Platillo ${i + 1}`, category_id: 11 }),
    );
    const { user, calls } = open({ 'GET /v1/products': many });
    await screen.findByRole('row', { name: 'Platillo 150' });
    expect(screen.getByText('Confirmados: 0 de 150 platillos')).toBeInTheDocument();
    mockRowRenders.length = 0;
    await user.click(cell('Platillo 77', 'Sulfitos: Sin confirmar'));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    await screen.findByText('Cambios guardados');
    expect(new Set(mockRowRenders)).toEqual(new Set(['Platillo 77']));
  });

  it('arrow keys move between the cells', async () => {
    open();
    await screen.findByRole('row', { name: 'Taco al pastor' });
    fireEvent.keyDown(cell('Taco al pastor', 'Gluten: Sin confirmar'), { key: 'ArrowRight' });
    expect(cell('Taco al pastor', 'Crustáceos: Sin confirmar')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(cell('Quesadilla', 'Crustáceos: Sin confirmar')).toHaveFocus();
  });
});
