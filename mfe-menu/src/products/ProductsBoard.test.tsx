import { profileAtom, sessionStore, type Profile } from '@menu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import {
  dragDown,
  fakeLayout,
  json,
  renderUi,
  rowNames,
  serve,
  setupBoardTests,
  writes,
} from '@menu/shared/ui/testing';
import { Provider } from 'jotai';
import type { Family } from '../families/api';
import { categoryFixture, familyFixture } from '../families/testing';
import { tagFixture } from '../tags/testing';
import type { Product } from './api';
import { ProductsBoard } from './ProductsBoard';
import { groupProducts } from './productGroups';
import { productFixture } from './testing';
import { queryClient } from '@menu/shared/data';

jest.setTimeout(30_000);

const families: Family[] = [
  familyFixture({
    id: 1,
    name: 'Bebidas',
    categories: [
      categoryFixture({ id: 11, name: 'Refrescos', family_id: 1 }),
      categoryFixture({ id: 12, name: 'Cafés', position: 1, family_id: 1 }),
    ],
  }),
  familyFixture({
    id: 2,
    name: 'Comidas',
    position: 1,
    categories: [categoryFixture({ id: 21, name: 'Tacos', family_id: 2 })],
  }),
];

const tag = (id: number, name: string) => tagFixture({ id, name, icon: 'fa-solid fa-leaf', position: id });

const product = (id: number, name: string, category_id: number | null, extra: Partial<Product> = {}): Product =>
  productFixture({ id, name, category_id, ...extra });

const products = (): Product[] => [
  product(101, 'Coca-Cola', 11, { price: 30, description: 'Lata de 355 ml bien fría' }),
  product(102, 'Sidral', 11, { price: 28.5 }),
  product(103, 'Jarrito', 11),
  product(201, 'Taco al pastor', 21, {
    price: 18,
    image: '/uploads/taco-800.webp',
    thumbnail: '/uploads/taco-400.webp',
    featured: true,
    recommended: true,
    tags: [
      tag(1, 'Picante'),
      tag(2, 'Nuevo'),
      tag(3, 'Casero'),
      tag(4, 'Popular'),
      tag(5, 'Cerdo'),
      tag(6, 'Sin gluten'),
      tag(7, 'Grande'),
    ],
  }),
  product(301, 'Agua fresca', null, { price: 20.05 }),
];

const groupTitles = () => Array.from(document.querySelectorAll('.board-group-title')).map((node) => node.textContent);

setupBoardTests();

describe('groupProducts', () => {
  it("orders groups by family then category and puts 'Productos sin clasificar' (id 0) last, only when it has products", () => {
    const groups = groupProducts(families, products());
    expect(groups.map((group) => [group.id, group.name, group.products.map((p) => p.id)])).toEqual([
      [11, 'Refrescos', [101, 102, 103]],
      [12, 'Cafés', []],
      [21, 'Tacos', [201]],
      [0, 'Productos sin clasificar', [301]],
    ]);
    expect(groupProducts(families, products().slice(0, 3)).map((group) => group.id)).toEqual([11, 12, 21]);
  });
});

describe('ProductsBoard', () => {
  it('shows the products grouped by category with price, truncated description, tag chips and indicators', async () => {
    serve({ 'GET /v1/products': products(), 'GET /v1/families': families });
    renderUi(<ProductsBoard />);
    expect(await screen.findByRole('row', { name: 'Coca-Cola' })).toBeInTheDocument();
    expect(groupTitles()).toEqual([
      'Bebidas › Refrescos',
      'Bebidas › Cafés',
      'Comidas › Tacos',
      'Productos sin clasificar',
    ]);
    expect(rowNames()).toEqual(['Coca-Cola', 'Sidral', 'Jarrito', 'Taco al pastor', 'Agua fresca']);

    const coca = screen.getByRole('row', { name: 'Coca-Cola' });
    expect(within(coca).getByText('$30')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Sidral' })).getByText('$28.50')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Agua fresca' })).getByText('$20')).toBeInTheDocument();

    const taco = screen.getByRole('row', { name: 'Taco al pastor' });
    for (const name of ['Picante', 'Nuevo', 'Casero', 'Popular', 'Cerdo'])
      expect(within(taco).getByText(name)).toBeInTheDocument();
    expect(within(taco).queryByText('Sin gluten')).not.toBeInTheDocument();
    expect(within(taco).getByText('…')).toBeInTheDocument();
    expect(within(taco).getByRole('img', { name: 'Destacado' })).toBeInTheDocument();
    expect(within(taco).getByRole('img', { name: 'Recomendado' })).toBeInTheDocument();
    expect(within(taco).getByAltText('Taco al pastor')).toHaveAttribute('src', '/uploads/taco-400.webp');
    expect(within(coca).queryByRole('img', { name: 'Destacado' })).not.toBeInTheDocument();
    expect(screen.getByText('Aún no hay productos en esta categoría.')).toBeInTheDocument();
  });

  it("a combo's row says 'Combo', 'Menú del día' when daily, and its steps in one line; search finds it", async () => {
    const step = (name: string) => ({
      name,
      min: 1,
      max: 1,
      items: [{ product_id: 201, name: null, surcharge: null, translations: {} }],
      translations: {},
    });
    serve({
      'GET /v1/products': [
        ...products(),
        product(401, 'Comida corrida', 21, {
          kind: 'combo',
          daily: true,
          steps: ['Sopa', 'Guisado', 'Bebida'].map(step),
        }),
        product(402, 'Paquete taquero', 21, { kind: 'combo', steps: [step('Tacos')] }),
      ],
      'GET /v1/families': families,
    });
    const { user } = renderUi(<ProductsBoard />);
    const daily = await screen.findByRole('row', { name: 'Comida corrida' });
    expect(within(daily).getByText('Combo')).toBeInTheDocument();
    expect(within(daily).getByText('Menú del día')).toBeInTheDocument();
    expect(within(daily).getByText('3 pasos')).toBeInTheDocument();
    const combo = screen.getByRole('row', { name: 'Paquete taquero' });
    expect(within(combo).getByText('1 paso')).toBeInTheDocument();
    expect(within(combo).queryByText('Menú del día')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Taco al pastor' })).queryByText('Combo')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'corrida');
    await waitFor(() => expect(rowNames()).toEqual(['Comida corrida']));
  });

  it("says 'Aún no tienes ningún producto registrado' when there are none", async () => {
    serve({ 'GET /v1/products': [], 'GET /v1/families': families });
    renderUi(<ProductsBoard />);
    expect(await screen.findByText('Aún no tienes ningún producto registrado')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Agregar producto/ })).toHaveLength(2);
  });

  it('search finds products by name or description and hides the other groups', async () => {
    serve({ 'GET /v1/products': products(), 'GET /v1/families': families });
    const { user } = renderUi(<ProductsBoard />);
    await screen.findByRole('row', { name: 'Coca-Cola' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'fria');
    await waitFor(() => expect(rowNames()).toEqual(['Coca-Cola']));
    expect(groupTitles()).toEqual(['Bebidas › Refrescos']);
  });

  it("the family filter keeps that family's categories; 'Limpiar Filtro' shows all again", async () => {
    serve({ 'GET /v1/products': products(), 'GET /v1/families': families });
    const { user } = renderUi(<ProductsBoard />);
    await screen.findByRole('row', { name: 'Coca-Cola' });
    await user.click(screen.getByRole('button', { name: /Filtrar por/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Comidas' }));
    await waitFor(() => expect(groupTitles()).toEqual(['Comidas › Tacos']));
    await user.click(screen.getByRole('button', { name: 'Limpiar Filtro' }));
    await waitFor(() => expect(groupTitles()).toHaveLength(4));
  });

  it('deletes a product after confirming', async () => {
    const calls = serve({
      'GET /v1/products': products(),
      'GET /v1/families': families,
      'DELETE /v1/products/102': { id: 102 },
    });
    const { user } = renderUi(<ProductsBoard />);
    await user.click(
      within(await screen.findByRole('row', { name: 'Sidral' })).getByRole('button', { name: 'Eliminar' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirma para eliminar producto')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Sidral' })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/products/102', body: undefined }]);
  });

  it('the delete confirm names the pending scheduled sets that change the product, with their day in the account’s zone', async () => {
    const year = new Date().getFullYear();
    const calls = serve({
      'GET /v1/products': products(),
      'GET /v1/families': families,
      'GET /v1/products/102/scheduled-changes': {
        time_zone: 'America/Mexico_City',
        items: [
          { id: 7, name: 'Precios de diciembre', run_at: `${year}-12-24T18:00:00.000Z` },
          // 05:00 UTC on January 1st is still December 31st in Mexico City.
          { id: 8, name: 'Fin de año', run_at: `${year + 1}-01-01T05:00:00.000Z` },
        ],
      },
      'GET /v1/products/101/scheduled-changes': {
        time_zone: 'America/Mexico_City',
        items: [{ id: 9, name: 'Enero', run_at: `${year + 1}-01-15T15:00:00.000Z` }],
      },
      'DELETE /v1/products/102': { id: 102 },
    });
    const { user } = renderUi(<ProductsBoard />);
    await user.click(
      within(await screen.findByRole('row', { name: 'Coca-Cola' })).getByRole('button', { name: 'Eliminar' }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Está en el cambio programado «Enero» del 15/01/${year + 1}. Si lo eliminas, ese cambio programado no se aplicará`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('row', { name: 'Sidral' })).getByRole('button', { name: 'Eliminar' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Está en los cambios programados «Precios de diciembre» del 24/12 y «Fin de año» del 31/12. ' +
        'Si lo eliminas, esos cambios programados no se aplicarán (ninguno de sus cambios) y te avisaremos por correo.',
    );
    // The owner may still delete it.
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Sidral' })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/v1/products/102', body: undefined }]);
  });

  it('a drag within a category sends that category’s products in one PUT /v1/products', async () => {
    fakeLayout();
    const calls = serve({ 'GET /v1/products': products(), 'GET /v1/families': families, 'PUT /v1/products': {} });
    renderUi(<ProductsBoard />);
    await screen.findByRole('row', { name: 'Coca-Cola' });
    await dragDown(screen.getByLabelText('Mover Coca-Cola, posición 1'), 2);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: '/v1/products',
      body: [
        { id: 102, position: 0 },
        { id: 103, position: 1 },
        { id: 101, position: 2 },
      ],
    });
    expect(rowNames()).toEqual(['Sidral', 'Jarrito', 'Coca-Cola', 'Taco al pastor', 'Agua fresca']);
  });

  it('opens Agregar producto for a category and Actualizar producto for a row', async () => {
    serve({ 'GET /v1/products': products(), 'GET /v1/families': families, 'GET /v1/tags': [], 'GET /v1/groups': [] });
    const { user } = renderUi(<ProductsBoard />);
    await screen.findByRole('row', { name: 'Coca-Cola' });
    await user.click(within(screen.getByRole('row', { name: 'Jarrito' })).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Actualizar producto', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Jarrito')).toBeInTheDocument();
  });

  it('shows the error with Reintentar when products cannot be loaded', async () => {
    serve({
      'GET /v1/products': () => json(500, { error: { code: 'INTERNAL', message: 'Servidor caído' } }),
      'GET /v1/families': families,
    });
    renderUi(<ProductsBoard />);
    expect(await screen.findByText('No se pudo cargar la lista')).toBeInTheDocument();
    expect(screen.getByText('Servidor caído')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('ProductsBoard: Plantillas (master-enable modal)', () => {
  const plan = (code: string, scopes: string[]) =>
    ({
      email: 'ana@example.com',
      company: 'Tacos Ana',
      plan: { code, scopes: scopes.map((name) => ({ name, limit: null })) },
    }) as unknown as Profile;
  const FRANCHISES = plan('FRANCHISES', ['Templates', 'Sucursales']);
  const NEGOCIO = plan('NEGOCIO', ['Sucursales']);
  const TEMPLATES = [{ id: 4, name: 'Centro', updated: '2026-11-23T12:40:00.000Z' }];
  const showWith = (profile: Profile) => {
    sessionStore.set(profileAtom, profile);
    return renderUi(
      <Provider store={sessionStore}>
        <ProductsBoard />
      </Provider>,
    );
  };
  beforeEach(() => sessionStore.set(profileAtom, null));

  it("each product has 'Plantillas' when the account has templates; it opens 'Actualizar producto en plantillas' with its price per template", async () => {
    const calls = serve({
      'GET /v1/products': products(),
      'GET /v1/families': families,
      'GET /v1/templates': TEMPLATES,
      'GET /v1/templates/items/products/102': [
        {
          template_id: 4,
          template_name: 'Centro',
          base_price: 28.5,
          price: 31,
          enabled: true,
          overridden: { price: true, enabled: false },
        },
      ],
      'PUT /v1/templates/items/products/102': [],
    });
    const { user } = showWith(FRANCHISES);
    const sidral = await screen.findByRole('row', { name: 'Sidral' });
    await user.click(await within(sidral).findByRole('button', { name: 'Plantillas' }));
    expect(await screen.findByText('Actualizar producto en plantillas')).toBeInTheDocument();
    await screen.findByRole('switch', { name: 'Activo en Centro' });
    await user.click(screen.getByRole('radio', { name: 'Actualizar' }));
    const price = screen.getByRole('textbox', { name: 'Precio en Centro' });
    expect(price).toHaveValue('31');
    await user.clear(price);
    await user.type(price, '29.90');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantillas actualizadas')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/templates/items/products/102', body: [{ template_id: 4, price: 29.9 }] },
    ]);
    // Every product row has it: the list of templates was read once.
    expect(screen.getAllByRole('button', { name: 'Plantillas' })).toHaveLength(5);
    expect(calls.filter((call) => call.path === '/v1/templates')).toHaveLength(1);
  });

  it('no button without templates; without Multisucursal in the plan the templates are not read', async () => {
    serve({ 'GET /v1/products': products(), 'GET /v1/families': families, 'GET /v1/templates': [] });
    const first = showWith(FRANCHISES);
    await screen.findByRole('row', { name: 'Sidral' });
    // products, families, sold-out marks, branches and templates
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(5));
    expect(screen.queryByRole('button', { name: 'Plantillas' })).not.toBeInTheDocument();
    first.unmount();
    queryClient().clear(); // another page: the lists are asked again

    const calls = serve({
      'GET /v1/products': products(),
      'GET /v1/families': families,
      'GET /v1/templates': TEMPLATES,
    });
    showWith(NEGOCIO);
    await screen.findByRole('row', { name: 'Sidral' });
    expect(screen.queryByRole('button', { name: 'Plantillas' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/v1/families',
      '/v1/products',
      '/v1/sold-out',
      '/v1/sucursales',
    ]);
  });
});
