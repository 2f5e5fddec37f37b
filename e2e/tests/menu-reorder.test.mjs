// Menu section: reordering by drag and drop. A real mouse drag on a row's number
// (the handle) sends the whole list as [{id, position}] in one PUT; after a reload the new
// order is what the boards and the API show.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, startProduct, withBrowser } from '../harness.mjs';
import {
  apiOk,
  apiToken,
  boardRow,
  dragHandle,
  dragOverAnotherRow,
  dragRow,
  dragStarted,
  rowNames,
  watchCall,
} from '../lib/panel.mjs';
import { arrangeMenu, openMenuTab, productNamesIn } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('families are reordered by dragging their number; the order persists', async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(server, token, {
    Desayunos: { Huevos: [] },
    Comidas: { Sopas: [] },
    Bebidas: { Jugos: [] },
  });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Familias y Categorías');
    await boardRow(page, 'Bebidas').waitFor();
    const families = async () =>
      (await rowNames(page)).filter((name) => ['Desayunos', 'Comidas', 'Bebidas'].includes(name));
    assert.deepEqual(await families(), ['Desayunos', 'Comidas', 'Bebidas']);

    // Bebidas (3rd) dragged onto Desayunos (1st).
    const response = await dragRow(page, dragHandle(page, 'Bebidas'), boardRow(page, 'Desayunos'), {
      urlPart: '/v1/families',
    });
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(response.body, [
      { id: ids.families.Bebidas, position: 0 },
      { id: ids.families.Desayunos, position: 1 },
      { id: ids.families.Comidas, position: 2 },
    ]);
    await eventually(async () => assert.deepEqual(await families(), ['Bebidas', 'Desayunos', 'Comidas']));

    await page.reload();
    await boardRow(page, 'Bebidas').waitFor();
    assert.deepEqual(await families(), ['Bebidas', 'Desayunos', 'Comidas'], 'the order survives a reload');
    await dragHandle(page, 'Bebidas').getByText('1', { exact: true }).waitFor();
    const stored = await apiOk(server, token, 'GET', '/v1/families');
    assert.deepEqual(
      stored.map((f) => f.name),
      ['Bebidas', 'Desayunos', 'Comidas'],
    );
  });
});

test('products are reordered within their category by dragging their number; the order persists', async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(server, token, {
    Comidas: { Tacos: ['Pastor', 'Suadero', 'Bistec', 'Campechano'], Tortas: ['Torta de milanesa', 'Torta cubana'] },
  });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Campechano').waitFor();
    assert.deepEqual(await productNamesIn(page, 'Tacos'), ['Pastor', 'Suadero', 'Bistec', 'Campechano']);

    // Pastor (1st) dragged down onto Bistec (3rd).
    const response = await dragRow(page, dragHandle(page, 'Pastor'), boardRow(page, 'Bistec'), {
      urlPart: '/v1/products',
    });
    assert.equal(response.status, 200, response.text);
    const expected = ['Suadero', 'Bistec', 'Pastor', 'Campechano'];
    assert.deepEqual(
      response.body,
      expected.map((name, position) => ({ id: ids.products[name], position })),
      'the whole category is sent, position = index',
    );
    await eventually(async () => assert.deepEqual(await productNamesIn(page, 'Tacos'), expected));

    // And one up within the other category: Torta cubana onto Torta de milanesa.
    const second = await dragRow(page, dragHandle(page, 'Torta cubana'), boardRow(page, 'Torta de milanesa'), {
      urlPart: '/v1/products',
    });
    assert.equal(second.status, 200, second.text);
    await eventually(async () =>
      assert.deepEqual(await productNamesIn(page, 'Tortas'), ['Torta cubana', 'Torta de milanesa']),
    );

    await page.reload();
    await boardRow(page, 'Campechano').waitFor();
    assert.deepEqual(await productNamesIn(page, 'Tacos'), expected, 'the order survives a reload');
    assert.deepEqual(await productNamesIn(page, 'Tortas'), ['Torta cubana', 'Torta de milanesa']);
    const stored = await apiOk(server, token, 'GET', '/v1/products');
    assert.deepEqual(
      stored.map((p) => p.name),
      [...expected, 'Torta cubana', 'Torta de milanesa'],
    );
  });
});

test('the keyboard sensor reorders too: Space on a category number, ArrowDown, Space', async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(server, token, { Bebidas: { Jugos: [], Refrescos: [], Cafés: [] } });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Familias y Categorías');
    await boardRow(page, 'Cafés').waitFor();
    const categories = async () =>
      (await rowNames(page)).filter((name) => ['Jugos', 'Refrescos', 'Cafés'].includes(name));
    assert.deepEqual(await categories(), ['Jugos', 'Refrescos', 'Cafés']);

    const watch = await watchCall(page, 'PUT', '/v1/families/categories');
    await dragHandle(page, 'Jugos').focus();
    await page.keyboard.press('Space');
    await dragStarted(page);
    await page.keyboard.press('ArrowDown');
    await dragOverAnotherRow(page);
    await page.keyboard.press('Space');
    const response = await watch.done;
    assert.equal(response.status, 200, response.text);
    assert.deepEqual(
      response.body,
      ['Refrescos', 'Jugos', 'Cafés'].map((name, position) => ({ id: ids.categories[name], position })),
    );
    await eventually(async () => assert.deepEqual(await categories(), ['Refrescos', 'Jugos', 'Cafés']));

    await page.reload();
    await boardRow(page, 'Cafés').waitFor();
    assert.deepEqual(await categories(), ['Refrescos', 'Jugos', 'Cafés'], 'the order survives a reload');
  });
});
