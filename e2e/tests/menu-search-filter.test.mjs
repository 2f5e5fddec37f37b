// Menu section: the Productos board's search box (name and description, accents
// ignored) and its family filter ('Filtrar por', 'Limpiar Filtro').
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, seeText, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, boardRow, endsWith, rowNames } from '../lib/panel.mjs';
import { UNCLASSIFIED_NAME, arrangeMenu, openMenuTab } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

const ALL = ['Taco al pastor', 'Taco de suadero', 'Torta cubana', 'Jugo de naranja', 'Café americano', 'Agua mineral'];

test('the products board is searched by name and description and filtered by family', async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(
    server,
    token,
    {
      Comidas: { Tacos: ['Taco al pastor', 'Taco de suadero'], Tortas: ['Torta cubana'] },
      Bebidas: { Jugos: ['Jugo de naranja'], Cafés: ['Café americano'] },
    },
    { unclassified: ['Agua mineral'] },
  );
  await apiOk(server, token, 'PUT', `/v1/products/${ids.products['Torta cubana']}`, {
    description: 'Pierna, milanesa y salchicha en pan de torta',
  });

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Agua mineral').waitFor();
    const shown = () => rowNames(page);
    const groupTitles = () => page.locator('.board-group-title').allTextContents();
    assert.deepEqual(await shown(), ALL);

    // Search: by name, case and accents ignored.
    const search = page.getByRole('textbox', { name: 'Buscar' });
    await search.fill('TACO');
    await eventually(async () => assert.deepEqual(await shown(), ['Taco al pastor', 'Taco de suadero']));
    assert.deepEqual(await groupTitles(), ['Comidas › Tacos'], 'only the categories with matches');
    await search.fill('cafe');
    await eventually(async () => assert.deepEqual(await shown(), ['Café americano']));
    // ... and by description.
    await search.fill('milanesa');
    await eventually(async () => assert.deepEqual(await shown(), ['Torta cubana']));
    await search.fill('sushi');
    await seeText(page, 'No hay resultados para tu búsqueda');
    assert.deepEqual(await shown(), []);
    await search.fill('');
    await eventually(async () => assert.deepEqual(await shown(), ALL));

    // Family filter.
    await page.getByRole('button', { name: endsWith('Filtrar por') }).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Familia', { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Bebidas', exact: true }).click();
    await eventually(async () => assert.deepEqual(await shown(), ['Jugo de naranja', 'Café americano']));
    assert.deepEqual(await groupTitles(), ['Bebidas › Jugos', 'Bebidas › Cafés']);
    assert.equal(await page.getByText(UNCLASSIFIED_NAME).count(), 0, 'unclassified products belong to no family');
    await page.getByRole('button', { name: endsWith('Filtrar por: Bebidas') }).waitFor();

    // Filter and search together.
    await search.fill('naranja');
    await eventually(async () => assert.deepEqual(await shown(), ['Jugo de naranja']));
    await search.fill('taco');
    await seeText(page, 'No hay resultados para tu búsqueda');
    await search.fill('');

    // Another family from the menu, then 'Limpiar Filtro' from the menu.
    await page.getByRole('button', { name: endsWith('Filtrar por: Bebidas') }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Comidas', exact: true }).click();
    await eventually(async () =>
      assert.deepEqual(await shown(), ['Taco al pastor', 'Taco de suadero', 'Torta cubana']),
    );
    await page.getByRole('button', { name: endsWith('Filtrar por: Comidas') }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Limpiar Filtro', exact: true }).click();
    await eventually(async () => assert.deepEqual(await shown(), ALL));
    await page.getByRole('button', { name: endsWith('Filtrar por') }).waitFor();

    // ... and with the 'Limpiar Filtro' button next to it.
    await page.getByRole('button', { name: endsWith('Filtrar por') }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Bebidas', exact: true }).click();
    await eventually(async () => assert.deepEqual(await shown(), ['Jugo de naranja', 'Café americano']));
    await page.getByRole('button', { name: 'Limpiar Filtro', exact: true }).click();
    await eventually(async () => assert.deepEqual(await shown(), ALL));
    assert.equal(await page.getByRole('button', { name: 'Limpiar Filtro', exact: true }).count(), 0);
  });
});
