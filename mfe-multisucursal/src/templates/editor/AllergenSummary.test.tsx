import { ALLERGEN_CODES, type AllergenMap } from '@menu/shared/menu/allergens';
import { json, serve, setupBoardTests, writes } from '@menu/shared/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderSection } from '../../branches/testing';
import { baseProducts, baseRoutes, summary, templateProducts, templateRoutes, templateVariants } from '../testing';
import { allergenSummary } from './AllergenSummary';
import { TemplateEditor } from './TemplateEditor';

jest.setTimeout(30_000);
setupBoardTests();

const DESAYUNOS = summary(4, 'Desayunos');
const ALL_FREE = Object.fromEntries(ALLERGEN_CODES.map((code) => [code, 'free'])) as AllergenMap;
const TACO: AllergenMap = { gluten: 'contains', peanuts: 'contains', soy: 'may_contain', milk: 'free' };
/** Three confirmed 'No contiene', the other eleven not confirmed. */
const PARTLY: AllergenMap = { peanuts: 'free', milk: 'free', eggs: 'free' };

/** Template 4 with allergens in the base menu: the taco's, the coffee partly confirmed, the agua fresca all free and vegan, a sauce's sulphites. */
function routesWithAllergens() {
  return {
    ...templateRoutes(),
    'GET /v1/templates/4/products': templateProducts().map((p) =>
      p.product_id === 1
        ? { ...p, allergens: TACO }
        : p.product_id === 2
          ? { ...p, allergens: PARTLY }
          : p.product_id === 3
            ? { ...p, allergens: ALL_FREE, diets: ['vegan' as const] }
            : p,
    ),
    'GET /v1/templates/4/groups/variants': templateVariants().map((v) =>
      v.variant_id === 502 ? { ...v, allergens: { sulphites: 'may_contain' as const } } : v,
    ),
  };
}

const row = (name: string) => screen.getByRole('row', { name });

describe('allergenSummary', () => {
  it('says what the public menu says of a dish (dinerFacts): lists, then what is not confirmed, then diets', () => {
    expect(allergenSummary(TACO).text).toBe(
      'Contiene: Gluten, Cacahuate · Puede contener: Soya · Otros alérgenos sin confirmar',
    );
    expect(allergenSummary({}).text).toBe('Alérgenos sin confirmar, consulta al personal');
    // Partly confirmed, only 'No contiene': neither free nor 'nothing confirmed'.
    expect(allergenSummary(PARTLY).text).toBe('Otros alérgenos sin confirmar');
    expect(allergenSummary({ gluten: 'free' }).text).toBe('Otros alérgenos sin confirmar · Sin gluten');
    expect(allergenSummary(ALL_FREE, ['vegetarian', 'vegan']).text).toBe(
      'No contiene ninguno de los 14 alérgenos · Vegetariano · Vegano · Sin gluten',
    );
    expect(allergenSummary(TACO).detail).toBe(
      'Contiene: Gluten, Cacahuate. Puede contener: Soya. No contiene: Leche. Sin confirmar: Crustáceos, Huevo, ' +
        'Pescado, Nueces, Sulfitos, Apio, Mostaza, Ajonjolí, Altramuz, Moluscos.',
    );
  });

  it("a variant option says only its own lists, as under its name on the public menu (its allergens add to its dish's)", () => {
    expect(allergenSummary({ sulphites: 'may_contain', gluten: 'free' }, [], 'option').text).toBe(
      'Puede contener: Sulfitos',
    );
    expect(allergenSummary({}, [], 'option').text).toBe('');
  });
});

describe('TemplateEditor: allergens, read-only', () => {
  it("shows each product's and variant's base allergens under its name, with no control to change them", async () => {
    serve(routesWithAllergens());
    renderSection(<TemplateEditor open initial={DESAYUNOS} onSaved={jest.fn()} onClose={jest.fn()} />);
    const taco = await screen.findByRole('row', { name: 'Taco al pastor' });
    const line = within(taco).getByText(
      'Contiene: Gluten, Cacahuate · Puede contener: Soya · Otros alérgenos sin confirmar',
    );
    expect(line).toHaveAttribute('title', expect.stringMatching(/No contiene: Leche\..*Se cambian en el menú base\.$/));
    // A line of text: no button, switch, input or menu of its own.
    expect(line.closest('button, input, select, [role="switch"], [role="button"], [role="combobox"]')).toBeNull();
    // Three confirmed 'No contiene', the rest not: the public menu's words, not 'nothing confirmed'.
    const cafe = within(row('Café americano')).getByText('Otros alérgenos sin confirmar');
    expect(cafe).toHaveAttribute(
      'title',
      expect.stringMatching(/^No contiene: Huevo, Cacahuate, Leche\. Sin confirmar:/),
    );
    expect(within(row('Quesadilla')).getByText('Alérgenos sin confirmar, consulta al personal')).toBeInTheDocument();
    expect(
      within(row('Agua fresca')).getByText('No contiene ninguno de los 14 alérgenos · Vegano · Sin gluten'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /^Variantes/ }));
    expect(
      await within(await screen.findByRole('row', { name: 'Salsa roja' })).findByText('Puede contener: Sulfitos'),
    ).toBeInTheDocument();
    // An option with nothing of its own says nothing, as on the public menu.
    expect(row('Grande').querySelector('.template-allergens')).toBeNull();
  });

  it("a new template shows the base menu's allergens too, and a save sends prices only (never allergens)", async () => {
    const calls = serve({
      ...baseRoutes(),
      'GET /v1/products': baseProducts().map((p) =>
        p.id === 2 ? { ...p, allergens: { milk: 'contains' as const } } : p,
      ),
      'POST /v1/templates': () => json(201, { info: summary(9, 'Centro') }),
    });
    const onSaved = jest.fn();
    const { user } = renderSection(<TemplateEditor open onSaved={onSaved} onClose={jest.fn()} />);
    const cafe = await screen.findByRole('row', { name: 'Café americano' });
    expect(within(cafe).getByText('Contiene: Leche · Otros alérgenos sin confirmar')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Centro');
    const price = screen.getByLabelText('Precio Café americano');
    await user.clear(price);
    await user.type(price, '32');
    fireEvent.blur(price);
    await user.click(screen.getByRole('button', { name: 'Agregar plantilla' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/templates',
        body: { name: 'Centro', products: [{ product_id: 2, price: 32, enabled: true }] },
      },
    ]);
  });
});
