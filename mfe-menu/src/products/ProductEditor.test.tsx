import { screen, waitFor, within } from '@testing-library/react';
import {
  type Call,
  fakeFile,
  json,
  pickOption,
  renderUi,
  serve,
  settle,
  signIn,
  writes,
} from '@menu/shared/ui/testing';
import type { Family } from '../families/api';
import { categoryFixture, familyFixture } from '../families/testing';
import type { Tag } from '../tags/api';
import { tagFixture } from '../tags/testing';
import type { VariantGroup } from '../variants/api';
import { groupFixture } from '../variants/testing';
import { productFixture, productGroupFixture } from './testing';
import { ProductEditor } from './ProductEditor';

const FAMILIES: Family[] = [
  familyFixture({
    id: 1,
    name: 'Comida',
    categories: [
      categoryFixture({ id: 3, name: 'Tacos', family_id: 1 }),
      categoryFixture({ id: 4, name: 'Tortas', position: 1, family_id: 1 }),
    ],
  }),
];
const TAGS: Tag[] = [
  tagFixture({ id: 20, name: 'Picante', icon: 'fa-solid fa-pepper-hot' }),
  tagFixture({ id: 21, name: 'Vegano', icon: 'fa-solid fa-leaf', position: 1 }),
];
const GROUPS: VariantGroup[] = [
  groupFixture({ id: 30, name: 'Salsas' }),
  groupFixture({ id: 31, name: 'Tamaño', position: 1, products_count: 1 }),
];
const PRODUCT = productFixture({
  description: 'Con piña',
  category_id: 3,
  tags: [TAGS[0]],
  variant_groups: [productGroupFixture({ id: 31, name: 'Tamaño', limit: 2, obligatory: true })],
});

const CONTEXT = { families: FAMILIES, tags: TAGS, groups: GROUPS };

function open(props: Partial<Parameters<typeof ProductEditor>[0]> = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderUi(<ProductEditor open onClose={onClose} onSaved={onSaved} {...props} />);
  return { ...view, onClose, onSaved };
}

const submit = (name: 'Agregar' | 'Actualizar') => screen.getAllByRole('button', { name }).at(-1)!;

jest.setTimeout(30_000);
beforeEach(signIn);
afterEach(() => {
  document.body.innerHTML = '';
});

describe('ProductEditor: modes and rules', () => {
  it("is titled 'Agregar producto' / 'Actualizar producto' with the product's values", () => {
    const first = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    expect(screen.getByText('Agregar producto')).toBeInTheDocument();
    first.unmount();
    open({ initial: PRODUCT, context: CONTEXT });
    expect(screen.getByText('Actualizar producto')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Taco al pastor');
    expect(screen.getByLabelText('Precio')).toHaveValue('25');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Con piña');
    expect(screen.getByLabelText('Límite de Tamaño')).toHaveValue('2');
    expect(screen.getByLabelText('Obligatorio Tamaño')).toBeChecked();
  });

  it("name and price are required ('Campo obligatorio' twice) and nothing is sent", async () => {
    const calls = serve({});
    const { user } = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    await user.click(submit('Agregar'));
    await waitFor(() => expect(screen.getAllByText('Campo obligatorio')).toHaveLength(2));
    expect(calls).toEqual([]);
  });

  it.each(['-1', '12.345', 'doce'])('price %p is rejected (>= 0, two decimals)', async (price) => {
    const calls = serve({});
    const { user } = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Taco');
    await user.type(screen.getByLabelText('Precio'), price);
    await user.click(submit('Agregar'));
    expect(
      await screen.findByText('El precio debe ser un número mayor o igual a 0 con máximo dos decimales'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("turning featured or recommended on without an image reverts it with 'Imagen requerida'", async () => {
    const { user } = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    const featured = screen.getByRole('switch', { name: 'Destacado' });
    await user.click(featured);
    expect(featured).not.toBeChecked();
    expect(await screen.findByText('Imagen requerida')).toBeInTheDocument();
    const recommended = screen.getByRole('switch', { name: 'Recomendado' });
    await user.click(recommended);
    expect(recommended).not.toBeChecked();
    expect(screen.getAllByText('Imagen requerida')).toHaveLength(2);
  });

  it('with an image chosen, featured turns on', async () => {
    const { user } = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('taco.jpg'));
    const featured = screen.getByRole('switch', { name: 'Destacado' });
    await user.click(featured);
    expect(featured).toBeChecked();
    expect(screen.queryByText('Imagen requerida')).not.toBeInTheDocument();
  });

  it("removing the image of a featured product turns featured off with 'Imagen requerida'; a new image clears the message", async () => {
    const { user } = open({ initial: { ...PRODUCT, image: '/uploads/t-800.webp', featured: true }, context: CONTEXT });
    const featured = screen.getByRole('switch', { name: 'Destacado' });
    expect(featured).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    expect(featured).not.toBeChecked();
    expect(await screen.findByText('Imagen requerida')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('nueva.jpg'));
    await waitFor(() => expect(screen.queryByText('Imagen requerida')).not.toBeInTheDocument());
  });

  it('a group limit must be an integer >= 1 or empty', async () => {
    const calls = serve({});
    const { user } = open({ initial: PRODUCT, context: CONTEXT });
    await user.clear(screen.getByLabelText('Límite de Tamaño'));
    await user.type(screen.getByLabelText('Límite de Tamaño'), '0');
    expect(await screen.findByText('El límite debe ser un número entero mayor o igual a 1')).toBeInTheDocument();
    await user.click(submit('Actualizar'));
    await settle(50);
    expect(calls).toEqual([]);
  });
});

describe('ProductEditor: create', () => {
  it('sends only the non-empty values to the context category, with its position', async () => {
    const calls = serve({ 'POST /v1/categories/3/products': { id: 40 } });
    const { user, onSaved, onClose } = open({ context: { ...CONTEXT, categoryId: 3, position: 2 } });
    await user.type(screen.getByLabelText('Nombre'), ' Taco de suadero ');
    await user.type(screen.getByLabelText('Precio'), '22.50');
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(40));
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/categories/3/products',
        body: { name: 'Taco de suadero', price: 22.5, position: 2 },
      },
    ]);
  });

  it('a price of 0 is a value and is sent', async () => {
    const calls = serve({ 'POST /v1/categories/0/products': { id: 41 } });
    const { user, onSaved } = open({ context: { ...CONTEXT, categoryId: 0, position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Agua');
    await user.type(screen.getByLabelText('Precio'), '0');
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/categories/0/products', body: { name: 'Agua', price: 0, position: 0 } },
    ]);
  });

  it('with image, featured, tags and groups: one create with the tags and groups, the upload, then featured turned on', async () => {
    const calls = serve({
      'POST /v1/categories/3/products': { id: 42 },
      'POST /v1/products/42/attachment': { image: '/uploads/t-800.webp' },
      'PUT /v1/products/42': { id: 42 },
    });
    const { user, onSaved } = open({ context: { ...CONTEXT, categoryId: 3, position: 1 } });
    await user.type(screen.getByLabelText('Nombre'), 'Gringa');
    await user.type(screen.getByLabelText('Precio'), '45');
    await user.type(screen.getByLabelText('Descripción'), 'Con queso');
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('gringa.png'));
    await user.click(screen.getByRole('switch', { name: 'Destacado' }));
    await pickOption(user, 'Etiquetas', 'Vegano');
    await pickOption(user, 'Agregar grupo existente', 'Salsas');
    await user.type(screen.getByLabelText('Límite de Salsas'), '3');
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(42));
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/categories/3/products',
        body: {
          name: 'Gringa',
          price: 45,
          description: 'Con queso',
          position: 1,
          tag_ids: [21],
          variant_groups: [{ group_id: 30, limit: 3, obligatory: false }],
        },
      },
      { method: 'POST', path: '/v1/products/42/attachment', body: { image: 'file:gringa.png' } },
      { method: 'PUT', path: '/v1/products/42', body: { featured: true } },
    ]);
  });

  it('an IMAGE_TOO_LARGE upload error shows on the image and keeps the editor open', async () => {
    const message = 'Imagen muy grande, máximo 10MB';
    serve({
      'POST /v1/categories/3/products': { id: 43 },
      'POST /v1/products/43/attachment': () => json(413, { error: { code: 'IMAGE_TOO_LARGE', message } }),
    });
    const { user, onSaved, onClose } = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Taco');
    await user.type(screen.getByLabelText('Precio'), '20');
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('taco.jpg'));
    await user.click(submit('Agregar'));
    expect(await screen.findByText('La imagen no se guardó')).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(onSaved).toHaveBeenCalledWith(43);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("a file refused in the page replaces the server's image message instead of showing beside it", async () => {
    const tooLarge = 'Imagen muy grande, máximo 10MB';
    const invalid = 'Imagen no valida, solo permite .jpg, .jpeg, .png, .gif';
    serve({
      'POST /v1/categories/3/products': { id: 43 },
      'POST /v1/products/43/attachment': () => json(413, { error: { code: 'IMAGE_TOO_LARGE', message: tooLarge } }),
    });
    const { user } = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    await user.type(screen.getByLabelText('Nombre'), 'Taco');
    await user.type(screen.getByLabelText('Precio'), '20');
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('taco.jpg'));
    await user.click(submit('Agregar'));
    // The form's field messages (the failure notification repeats the server's text apart).
    const fieldMessages = () =>
      [...document.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);
    await waitFor(() => expect(fieldMessages()).toEqual([tooLarge]));
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('taco.webp', 1024, 'image/webp'));
    await waitFor(() => expect(fieldMessages()).toEqual([invalid]));
    expect(screen.getAllByText(invalid)).toHaveLength(1);
  });
});

describe('ProductEditor: update', () => {
  it('sends only what changed in one PUT: a category change sends category_id, changed tags and groups their whole lists', async () => {
    const calls = serve({ 'PUT /v1/products/9': { id: 9 } });
    const { user, onSaved } = open({ initial: PRODUCT, context: CONTEXT });
    await user.clear(screen.getByLabelText('Precio'));
    await user.type(screen.getByLabelText('Precio'), '27.5');
    await pickOption(user, 'Categoría', 'Tortas');
    await pickOption(user, 'Etiquetas', 'Vegano');
    // Deselect 'Picante' from the multi-select.
    const picante = document.querySelector(
      '.ant-select-selection-item[title="Picante"] .ant-select-selection-item-remove',
    ) as HTMLElement;
    await user.click(picante);
    await user.click(screen.getByRole('button', { name: 'Quitar Tamaño' }));
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/products/9',
        body: { price: 27.5, category_id: 4, tag_ids: [21], variant_groups: [] },
      },
    ]);
  });

  it('moving to Productos sin clasificar sends category_id: null; group settings changes send the groups in the same PUT', async () => {
    const calls = serve({ 'PUT /v1/products/9': { id: 9 } });
    const { user, onSaved } = open({ initial: PRODUCT, context: CONTEXT });
    await pickOption(user, 'Categoría', 'Productos sin clasificar');
    await user.clear(screen.getByLabelText('Límite de Tamaño'));
    await user.click(screen.getByLabelText('Obligatorio Tamaño'));
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(9));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/v1/products/9',
        body: { category_id: null, variant_groups: [{ group_id: 31, limit: null, obligatory: false }] },
      },
    ]);
  });

  it('a product without an image: a picked image is uploaded before featured is turned on', async () => {
    const calls = serve({
      'PUT /v1/products/9': { id: 9 },
      'POST /v1/products/9/attachment': { image: '/uploads/t-800.webp' },
    });
    const { user, onSaved, onClose } = open({ initial: PRODUCT, context: CONTEXT });
    await user.type(screen.getByLabelText('Nombre'), ' especial');
    await user.upload(screen.getByLabelText('Imagen'), fakeFile('taco.jpg'));
    await user.click(screen.getByRole('switch', { name: 'Destacado' }));
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(9);
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/v1/products/9', body: { name: 'Taco al pastor especial' } },
      { method: 'POST', path: '/v1/products/9/attachment', body: { image: 'file:taco.jpg' } },
      { method: 'PUT', path: '/v1/products/9', body: { featured: true } },
    ]);
  });

  it('an unchanged product sends nothing and closes', async () => {
    const calls = serve({});
    const { user, onSaved, onClose } = open({ initial: PRODUCT, context: CONTEXT });
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(9);
    expect(writes(calls)).toEqual([]);
  });

  it("a VALIDATION_ERROR naming fields shows each message under its field (a group row's limit too) and notifies", async () => {
    serve({
      'PUT /v1/products/9': () =>
        json(400, {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'El nombre es demasiado largo',
            field: 'name',
            fields: [
              { field: 'name', message: 'El nombre es demasiado largo' },
              { field: 'variant_groups.0.limit', message: 'El límite no es válido' },
            ],
          },
        }),
    });
    const { user, onSaved, onClose } = open({ initial: PRODUCT, context: CONTEXT });
    await user.type(screen.getByLabelText('Nombre'), ' especial');
    await user.click(submit('Actualizar'));
    expect(await screen.findByText('No se pudo guardar el producto')).toBeInTheDocument();
    const nameItem = screen.getByLabelText('Nombre').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(nameItem).getByText('El nombre es demasiado largo')).toBeInTheDocument());
    const limitItem = screen.getByLabelText('Límite de Tamaño').closest('.ant-form-item') as HTMLElement;
    expect(within(limitItem).getByText('El límite no es válido')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("the API's IMAGE_REQUIRED shows 'Imagen requerida'", async () => {
    serve({
      'PUT /v1/products/9': () => json(400, { error: { code: 'IMAGE_REQUIRED', message: 'Imagen requerida' } }),
    });
    const { user, onClose } = open({ initial: PRODUCT, context: CONTEXT });
    await user.type(screen.getByLabelText('Nombre'), ' especial');
    await user.click(submit('Actualizar'));
    expect(await screen.findByText('No se pudo guardar el producto')).toBeInTheDocument();
    expect(screen.getAllByText('Imagen requerida').length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ProductEditor: + Crear grupo (chained variants editor)', () => {
  const groupAnswer = (list: VariantGroup[]) => () => json(200, { info: list });
  const created: VariantGroup = groupFixture({ id: 77, name: 'Extras', position: 2 });

  async function createGroupFromEditor(user: ReturnType<typeof open>['user']) {
    await user.click(screen.getByRole('button', { name: /Crear grupo/ }));
    const dialog = (await screen.findByText('Agregar grupo')).closest('.ant-modal') as HTMLElement;
    await user.type(within(dialog).getByLabelText('Nombre del grupo'), 'Extras');
    await user.type(within(dialog).getByLabelText('Nombre de la variante 1'), 'Queso');
    await user.type(within(dialog).getByLabelText('Precio de la variante 1'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
  }

  it('editing a product: the group is created (with its variants, one call), then attached to it', async () => {
    const calls = serve({
      'POST /v1/groups': { id: 77 },
      'GET /v1/groups': groupAnswer([...GROUPS, created]),
      'POST /v1/products/9/variants': { id: 9 },
    });
    const { user, onSaved, onClose } = open({ initial: PRODUCT, context: CONTEXT });
    await createGroupFromEditor(user);
    expect(await screen.findByText('Extras')).toBeInTheDocument();
    // The list hears about the attached group; the product editor stays open.
    expect(onSaved).toHaveBeenCalledWith(9);
    expect(onClose).not.toHaveBeenCalled();
    const order = calls.map((call: Call) => `${call.method} ${call.path}`);
    expect(order).toEqual(['POST /v1/groups', 'GET /v1/groups', 'POST /v1/products/9/variants']);
    expect(calls[0].body).toEqual({ name: 'Extras', variants: [{ name: 'Queso', price: 10 }] });
    expect(calls[2].body).toEqual({ group_id: 77 });
    expect(screen.getByLabelText('Límite de Extras')).toHaveValue('');
    // Saving the product does not attach it twice: the server already holds it.
    await user.click(submit('Actualizar'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/groups',
      'POST /v1/products/9/variants',
    ]);
  });

  it('creating a product: the new group is handed back and saved with the product in its create', async () => {
    const calls = serve({
      'POST /v1/groups': { id: 77 },
      'GET /v1/groups': groupAnswer([...GROUPS, created]),
      'POST /v1/categories/3/products': { id: 44 },
    });
    const { user, onSaved } = open({ context: { ...CONTEXT, categoryId: 3, position: 0 } });
    await createGroupFromEditor(user);
    expect(await screen.findByText('Extras')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), 'Quesadilla');
    await user.type(screen.getByLabelText('Precio'), '30');
    await user.click(submit('Agregar'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(44));
    expect(writes(calls).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /v1/groups',
      'POST /v1/categories/3/products',
    ]);
    expect(calls.find((call) => call.path === '/v1/categories/3/products')?.body).toEqual({
      name: 'Quesadilla',
      price: 30,
      position: 0,
      variant_groups: [{ group_id: 77, limit: null, obligatory: false }],
    });
  });
});
