// Menu section: Clonar (a product, a family with its categories) and Eliminar
// through the confirm modal 'Confirma para eliminar {target}' (a category, whose product
// moves to 'Productos sin clasificar'; a product). Checked after a reload and in the API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, seeText, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, boardRow, confirmDelete, modal, rowNames } from '../lib/panel.mjs';
import { UNCLASSIFIED_NAME, arrangeMenu, openMenuTab, productNamesIn } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('Clonar copies a product in its category and a family with its categories (not its products)', async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(server, token, {
    Comidas: { Tacos: ['Pastor', 'Suadero'] },
    Bebidas: { Jugos: ['Naranja'], Cafés: ['Americano'] },
  });
  const tag = await apiOk(server, token, 'POST', '/v1/tags', { name: 'Favorito', icon: 'fa-solid fa-star' });
  await apiOk(server, token, 'POST', `/v1/products/${ids.products.Pastor}/tags`, { tag_id: tag.id });

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);

    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Pastor').getByRole('button', { name: 'Clonar' }).click();
    await seeText(page, 'Copia creada');
    await boardRow(page, 'Pastor (copia)').waitFor();
    assert.deepEqual(await productNamesIn(page, 'Tacos'), ['Pastor', 'Suadero', 'Pastor (copia)']);
    await boardRow(page, 'Pastor (copia)').getByText('Favorito').waitFor();

    await openMenuTab(page, 'Familias y Categorías');
    await boardRow(page, 'Bebidas').getByRole('button', { name: 'Clonar' }).click();
    await boardRow(page, 'Bebidas (copia)').waitFor();

    await page.reload();
    await boardRow(page, 'Bebidas (copia)').waitFor();
    assert.deepEqual(await rowNames(page), [
      'Comidas',
      'Tacos',
      'Bebidas',
      'Jugos',
      'Cafés',
      'Bebidas (copia)',
      'Jugos',
      'Cafés',
    ]);
    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Pastor (copia)').waitFor();
    assert.deepEqual(await productNamesIn(page, 'Tacos'), ['Pastor', 'Suadero', 'Pastor (copia)']);

    const families = await apiOk(server, token, 'GET', '/v1/families');
    assert.deepEqual(
      families.map((f) => f.name),
      ['Comidas', 'Bebidas', 'Bebidas (copia)'],
    );
    const copy = families[2];
    assert.deepEqual(
      copy.categories.map((c) => c.name),
      ['Jugos', 'Cafés'],
    );
    const products = await apiOk(server, token, 'GET', '/v1/products');
    assert.equal(
      products.filter((p) => copy.categories.some((c) => c.id === p.category_id)).length,
      0,
      "a family's copy has no products",
    );
    const clone = products.find((p) => p.name === 'Pastor (copia)');
    assert.equal(clone.category_id, ids.categories.Tacos);
    assert.equal(clone.price, 50);
    assert.deepEqual(
      clone.tags.map((t) => t.name),
      ['Favorito'],
    );
  });
});

test("Eliminar asks 'Confirma para eliminar …'; a deleted category's product becomes unclassified, a deleted product is gone", async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(server, token, { Comidas: { Tacos: ['Pastor'], Tortas: ['Cubana', 'Milanesa'] } });

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Familias y Categorías');

    // Cancel first: nothing is deleted.
    await boardRow(page, 'Tacos').getByRole('button', { name: 'Eliminar' }).click();
    const dialog = await modal(page, 'Confirma para eliminar categoría');
    await dialog.getByText('Sus productos quedarán en Productos sin clasificar.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await boardRow(page, 'Tacos').waitFor();

    await boardRow(page, 'Tacos').getByRole('button', { name: 'Eliminar' }).click();
    await confirmDelete(page, 'categoría', `/v1/families/categories/${ids.categories.Tacos}`);
    await seeText(page, '1 producto quedó en Productos sin clasificar.');
    await boardRow(page, 'Tacos').waitFor({ state: 'detached' });

    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Pastor').waitFor();
    assert.deepEqual(
      await productNamesIn(page, UNCLASSIFIED_NAME),
      ['Pastor'],
      'the product moved to Productos sin clasificar',
    );

    await boardRow(page, 'Cubana').getByRole('button', { name: 'Eliminar' }).click();
    await confirmDelete(page, 'producto', `/v1/products/${ids.products.Cubana}`);
    await boardRow(page, 'Cubana').waitFor({ state: 'detached' });

    await page.reload();
    await boardRow(page, 'Milanesa').waitFor();
    assert.deepEqual(await productNamesIn(page, 'Tortas'), ['Milanesa']);
    assert.deepEqual(await productNamesIn(page, UNCLASSIFIED_NAME), ['Pastor']);
    assert.equal(await boardRow(page, 'Cubana').count(), 0);
    await openMenuTab(page, 'Familias y Categorías');
    await boardRow(page, 'Tortas').waitFor();
    assert.deepEqual(await rowNames(page), ['Comidas', 'Tortas']);

    const products = await apiOk(server, token, 'GET', '/v1/products');
    assert.deepEqual(
      products.map((p) => [p.name, p.category_id]),
      [
        ['Milanesa', ids.categories.Tortas],
        ['Pastor', null],
      ],
    );
    const gone = await server.api.call('GET', `/v1/products/${ids.products.Cubana}`, undefined, token);
    assert.equal(gone.status, 404, gone.text);
    await eventually(async () =>
      assert.equal((await apiOk(server, token, 'GET', '/v1/families'))[0].categories.length, 1),
    );
  });
});
