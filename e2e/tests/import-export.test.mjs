// Spreadsheet import/export: an owner with a small menu exports it from the
// Productos board as Excel (a real browser download), changes three prices in the file
// (with a spreadsheet library, as a spreadsheet program would), imports it: the preview lists exactly those
// three updates, 'Aplicar cambios' applies them with a progress bar, the board shows the new
// prices, and so does the public menu (/m/<route_key>).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import * as ExcelJS from '@cj-tech-master/excelts';
import { createAccount, eventually, loginThroughUi, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, boardRow } from '../lib/panel.mjs';
import { openMenuTab } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('export the menu as Excel, change three prices in the file, import: the preview lists those three, the public menu shows them', async (t) => {
  const account = await createAccount(server, { company: 'Café La Esquina' });
  const token = (await server.api.login(account.email, account.password)).body.info.access_token;
  const family = (await apiOk(server, token, 'POST', '/v1/families', { name: 'Bebidas' })).id;
  const category = (await apiOk(server, token, 'POST', `/v1/families/${family}/categories`, { name: 'Calientes' })).id;
  const prices = { Americano: 30, Capuchino: 42, Latte: 45, Té: 25, Chocolate: 38 };
  for (const [name, price] of Object.entries(prices))
    await apiOk(server, token, 'POST', `/v1/categories/${category}/products`, { name, price });
  const [branch] = await apiOk(server, token, 'GET', '/v1/sucursales');

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await page.goto(`${server.url}/menu/products`);
    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Americano').waitFor();

    // ---- Export: a download of the browser -----------------------------------------------
    await page.getByRole('button', { name: 'Exportar' }).hover();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^menu-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const original = readFileSync(await download.path());

    // ---- Three prices changed in the file ------------------------------------------------
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(original);
    const sheet = book.worksheets[0];
    const header = sheet.getRow(1).values.map(String);
    const nameCol = header.indexOf('Nombre');
    const priceCol = header.indexOf('Precio');
    const changes = { Capuchino: 44, Latte: 47.5, Chocolate: 40 };
    sheet.eachRow((row, n) => {
      const name = row.getCell(nameCol).value;
      if (n > 1 && name in changes) row.getCell(priceCol).value = changes[name];
    });
    const edited = path.join(path.dirname(await download.path()), 'menu-editado.xlsx');
    writeFileSync(edited, Buffer.from(await book.xlsx.writeBuffer()));

    // ---- Import: preview, apply, progress ------------------------------------------------
    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar menú' });
    await dialog.getByLabel('Archivo del menú').setInputFiles(edited);
    await dialog.getByRole('button', { name: 'Revisar archivo' }).click();
    await dialog.getByText('0 nuevos · 3 actualizados · 2 sin cambios').waitFor();
    const updated = dialog.getByRole('region', { name: 'Se actualizan' });
    const rows = updated.locator('tbody tr');
    await eventually(async () => assert.equal(await rows.count(), 3));
    assert.deepEqual(await rows.locator('td:nth-child(3)').allInnerTexts(), ['Capuchino', 'Latte', 'Chocolate']);
    assert.deepEqual(await rows.locator('td:nth-child(4)').allInnerTexts(), [
      'Precio: 42.00 → 44.00',
      'Precio: 45.00 → 47.50',
      'Precio: 38.00 → 40.00',
    ]);
    assert.equal(await dialog.getByRole('region', { name: 'Filas con errores' }).count(), 0);

    await dialog.getByRole('button', { name: 'Aplicar cambios' }).click();
    await dialog.getByText('Importación aplicada').waitFor();
    await dialog.getByText('0 creados, 3 actualizados, 0 eliminados.').waitFor();
    await dialog.locator('.ant-result').getByRole('button', { name: 'Cerrar' }).click(); // not the modal's X (also 'Cerrar')

    // The board reloaded its list.
    await boardRow(page, 'Latte').getByText('$47.50').waitFor();

    // ---- The public menu ----------------------------------------------------------------
    const menu = await page.context().newPage();
    await menu.goto(`${server.url}/m/${branch.route_key}`);
    const html = await menu.content();
    assert.match(html, /\$44\b/);
    assert.match(html, /\$47\.50/);
    assert.match(html, /\$40\b/);
    assert.doesNotMatch(html, /\$42\b/);
    assert.match(html, /\$30\b/); // an unchanged price stays
  });
});
