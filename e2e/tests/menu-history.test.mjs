// Safe publishing (issue 30), in the browser: a price changed in the product editor shows in
// Menú > Historial in Spanish ('Precio: $80 → $95', who made it) and 'Deshacer' puts it back
// (the board shows the old price, the entry reads 'Deshecho'); a deleted category (with its
// product) comes back with 'Restaurar el menú al…' (a moment picked in the date-time picker,
// the preview lists it under 'Se crean'); a price change scheduled in 'Cambios programados'
// is applied once its moment is due (the server's test clock moves; nothing waits) and the
// public menu shows the new price, the set 'Aplicado'.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, seeText, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, boardRow, confirmDelete, editor, modal, submitEditor } from '../lib/panel.mjs';
import { openMenuTab, productNamesIn } from '../fixtures/menu.mjs';

const ZONE = 'America/Mexico_City';
/** Screenshots of Historial and the restore preview, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR;
const MINUTE_MS = 60_000;

let server;
/** The restore scenario's account, arranged before the other scenarios run (see restoreMoment). */
let restoreAccount;

before(async () => {
  server = await startProduct({ env: { TEST_CLOCK: '1', APP_TIMEZONE: ZONE } });
  restoreAccount = await arrangeAccount('Aguas Frescas Doña Chela', {
    Bebidas: { 'Aguas frescas': [['Agua de horchata', 35]], Refrescos: [['Refresco de cola', 30]] },
  });
  // The restore picker has minutes, no seconds: the moment to go back to is the first whole
  // minute after this menu existed; it is the past once the clock has reached it.
  restoreAccount.moment = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
});
after(async () => {
  await server?.stop();
});

/**
 * A new account with a menu arranged through the API: { family: { category: [[name, price]] } }.
 * Answers the account with its token and ids ({ categories: {name: id}, products: {name: id} }).
 */
async function arrangeAccount(company, menu) {
  const account = await createAccount(server, { company });
  const token = await apiToken(server, account);
  const ids = { categories: {}, products: {} };
  for (const [familyName, categories] of Object.entries(menu)) {
    const family = await apiOk(server, token, 'POST', '/v1/families', { name: familyName });
    for (const [categoryName, products] of Object.entries(categories)) {
      const category = await apiOk(server, token, 'POST', `/v1/families/${family.id}/categories`, {
        name: categoryName,
      });
      ids.categories[categoryName] = category.id;
      for (const [name, price] of products) {
        const product = await apiOk(server, token, 'POST', `/v1/categories/${category.id}/products`, { name, price });
        ids.products[name] = product.id;
      }
    }
  }
  const [branch] = await apiOk(server, token, 'GET', '/v1/sucursales');
  return { ...account, token, ids, routeKey: branch.route_key };
}

/** Waits until the wall clock has passed `moment` (the picker's minute), polling it. */
async function clockPast(moment) {
  while (Date.now() <= moment + 250) await sleep(Math.min(1000, moment + 251 - Date.now()));
}

/** 'DD/MM/YYYY HH:mm' of an instant in the page's own time zone, as the pickers take it. */
const pickerText = (page, epochMs) =>
  page.evaluate((ms) => {
    const d = new Date(ms);
    const two = (n) => String(n).padStart(2, '0');
    return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
  }, epochMs);

/**
 * Types a moment into an antd DatePicker with time (its input takes the format; the panel
 * follows what is typed) and confirms it with the panel's 'Aceptar', as a person would.
 */
async function typeMoment(page, input, text) {
  await input.click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await panel.waitFor();
  await input.fill(text);
  await panel.getByRole('button', { name: 'Aceptar', exact: true }).click();
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await input.inputValue(), text);
}

/** Opens a tab of the Menú section that has no board title (Historial, Cambios programados). */
async function openTab(page, tab, path) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForURL(`**${path}`);
}

const historyList = (page) => page.getByRole('list', { name: 'Historial de cambios' });
/** A history entry by its subject ('Producto · Tacos al pastor') and a text it shows. */
const historyEntry = (page, subject, text) =>
  historyList(page).getByRole('listitem', { name: subject, exact: true }).filter({ hasText: text });

/** The price a product shows on a branch's public menu (opened in the page). */
async function publicPrice(page, routeKey, product) {
  await page.goto(`${server.menuUrl}/m/${routeKey}`);
  const card = page.locator('.ph').filter({ has: page.getByRole('heading', { name: product, exact: true }) });
  return (await card.locator('.pr').textContent()).trim();
}

async function shot(page, name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("a price changed in the editor reads 'Precio: $80 → $95' in Historial; Deshacer puts $80 back", async (t) => {
  const owner = await arrangeAccount('Taquería El Güero', { Comidas: { Tacos: [['Tacos al pastor', 80]] } });
  const productId = owner.ids.products['Tacos al pastor'];

  await withBrowser(
    t,
    server,
    async ({ page }) => {
      await loginThroughUi(page, server, owner.email, owner.password);
      await openMenuTab(page, 'Productos');
      await boardRow(page, 'Tacos al pastor').getByRole('button', { name: 'Editar' }).click();
      let dialog = await editor(page, 'Actualizar producto');
      await dialog.getByLabel('Precio', { exact: true }).fill('95');
      await submitEditor(dialog, 'Actualizar');
      await boardRow(page, 'Tacos al pastor').getByText('$95', { exact: true }).waitFor();

      // The editor's 'Ver historial' opens Historial on this product.
      await boardRow(page, 'Tacos al pastor').getByRole('button', { name: 'Editar' }).click();
      dialog = await editor(page, 'Actualizar producto');
      await dialog.getByRole('link', { name: 'Ver historial' }).click();
      await page.waitForURL(`**/menu/historial?entity=product&entity_id=${productId}`);
      await seeText(page, 'Solo producto Tacos al pastor');
      const change = historyEntry(page, 'Producto · Tacos al pastor', 'Precio: $80 → $95');
      await change.waitFor();
      const line = await change.textContent();
      assert.match(line, /Modificado/);
      assert.ok(line.includes(`Precio: $80 → $95 · ${owner.email} · `), line);
      await historyEntry(page, 'Producto · Tacos al pastor', 'Creado').waitFor();

      await change.getByRole('button', { name: 'Deshacer' }).click();
      const confirm = await modal(page, '¿Deshacer este cambio?');
      await confirm
        .getByText('Producto · Tacos al pastor: Precio: $80 → $95. El menú vuelve a como estaba antes de él.')
        .waitFor();
      const undone = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith(`/undo`));
      await confirm.getByRole('button', { name: 'Deshacer' }).click();
      assert.equal((await undone).status(), 200);
      await confirm.waitFor({ state: 'hidden' });
      await seeText(page, 'Cambio deshecho');
      // The change is marked 'Deshecho' (no button any more); the undo is an entry of its own.
      await change.getByText('Deshecho', { exact: true }).waitFor();
      assert.equal(await change.getByRole('button', { name: 'Deshacer' }).count(), 0);
      await historyEntry(page, 'Producto · Tacos al pastor', 'Precio: $95 → $80').waitFor();
      await shot(page, 'historial');

      await openMenuTab(page, 'Productos');
      await boardRow(page, 'Tacos al pastor').getByText('$80', { exact: true }).waitFor();
      assert.equal(await publicPrice(page, owner.routeKey, 'Tacos al pastor'), '$80');
    },
    { timezoneId: ZONE },
  );
});

test("a deleted category comes back with 'Restaurar el menú al…' a moment before the delete", async (t) => {
  const owner = restoreAccount;
  // The delete must come after the moment the owner picks (a whole minute).
  await clockPast(owner.moment);

  await withBrowser(
    t,
    server,
    async ({ page }) => {
      await loginThroughUi(page, server, owner.email, owner.password);
      await boardRow(page, 'Aguas frescas').getByRole('button', { name: 'Eliminar' }).click();
      await confirmDelete(page, 'categoría', `/v1/families/categories/${owner.ids.categories['Aguas frescas']}`);
      await boardRow(page, 'Aguas frescas').waitFor({ state: 'detached' });

      await openTab(page, 'Historial', '/menu/historial');
      await historyEntry(page, 'Categoría · Aguas frescas', 'Eliminado').waitFor();
      await page.getByRole('button', { name: 'Restaurar el menú al…' }).click();
      const dialog = await modal(page, 'Restaurar el menú al…');
      await dialog.getByText('Elige el momento al que quieres regresar el menú.', { exact: false }).waitFor();
      await typeMoment(page, dialog.getByLabel('Fecha y hora'), await pickerText(page, owner.moment));
      await dialog.getByRole('button', { name: 'Ver cambios' }).click();

      // The preview: the category comes back ('nuevo', under 'Se crean'), its product returns to it.
      const created = dialog.getByRole('region', { name: 'Se crean' });
      await created.waitFor();
      await created.getByRole('row').filter({ hasText: 'Aguas frescas' }).filter({ hasText: 'Categoría' }).waitFor();
      const summary = await dialog.locator('.ant-alert-title, .ant-alert-message').first().textContent();
      assert.match(summary, /^1 nuevo · \d+ actualizados?$/, summary);
      await dialog
        .getByRole('region', { name: 'Se actualizan' })
        .getByRole('row')
        .filter({ hasText: 'Agua de horchata' })
        .waitFor();
      await shot(page, 'restaurar-vista-previa');

      await dialog.getByRole('button', { name: 'Restaurar', exact: true }).click();
      const confirm = await modal(page, /^¿Restaurar el menú al \d+ de \p{L}+, \d{2}:\d{2}\?$/u);
      await confirm.getByText('Se aplica todo o nada, y queda en el historial.', { exact: false }).waitFor();
      const applied = page.waitForResponse(
        (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/v1/history/restore',
      );
      await confirm.getByRole('button', { name: 'Restaurar', exact: true }).click();
      assert.equal((await applied).status(), 200);
      await dialog.getByText('Menú restaurado', { exact: true }).waitFor();
      await dialog.getByText(/^1 recuperado, \d+ actualizados?, 0 eliminados\.$/).waitFor();
      // The result's own 'Cerrar' (the modal's × is named 'Cerrar' too).
      await dialog.locator('.ant-result').getByRole('button', { name: 'Cerrar', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await historyEntry(page, 'Categoría · Aguas frescas', 'Restaurado').waitFor();

      await openMenuTab(page, 'Familias y Categorías');
      await boardRow(page, 'Aguas frescas').waitFor();
      await openMenuTab(page, 'Productos');
      await boardRow(page, 'Agua de horchata').waitFor();
      assert.deepEqual(await productNamesIn(page, 'Aguas frescas'), ['Agua de horchata']);
    },
    { timezoneId: ZONE },
  );
});

test('a price change scheduled in Cambios programados is on the public menu once due, the set Aplicado', async (t) => {
  const owner = await arrangeAccount('Antojitos La Güera', { Comidas: { Quesadillas: [['Quesadilla de flor', 60]] } });

  await withBrowser(
    t,
    server,
    async ({ page }) => {
      await loginThroughUi(page, server, owner.email, owner.password);
      await openTab(page, 'Cambios programados', '/menu/programados');
      await seeText(page, 'No hay cambios programados');
      await page.getByRole('button', { name: 'Programar cambios', exact: true }).click();
      const dialog = await modal(page, 'Programar cambios');
      await dialog.getByLabel('Nombre', { exact: true }).fill('Precios de la tarde');
      // The picker has minutes: the next whole minute but one is at least a minute ahead.
      const runAt = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + 2 * MINUTE_MS;
      await typeMoment(page, dialog.getByLabel('Fecha y hora', { exact: true }), await pickerText(page, runAt));
      await dialog.getByLabel('Producto 1', { exact: true }).click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
        .filter({ hasText: 'Quesadilla de flor' })
        .click();
      await dialog.getByLabel('Nuevo precio 1', { exact: true }).fill('75');
      const saved = page.waitForResponse(
        (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/v1/scheduled-changes',
      );
      await dialog.getByRole('button', { name: 'Programar', exact: true }).click();
      assert.equal((await saved).status(), 201);
      await dialog.waitFor({ state: 'hidden' });

      const set = page.getByRole('listitem', { name: 'Precios de la tarde', exact: true });
      await set.getByText('Pendiente', { exact: true }).waitFor();
      await set.getByText('Quesadilla de flor (Precio: $75)', { exact: true }).waitFor();
      await set.getByText(/^Programado para el /).waitFor();
      assert.equal(await publicPrice(page, owner.routeKey, 'Quesadilla de flor'), '$60');

      // Its moment comes: the server's clock moves past it, which runs the job as its timer would.
      const res = await server.api.call('POST', '/__test__/clock', { advance_minutes: 3 });
      assert.equal(res.status, 200, `POST /__test__/clock: ${res.status} ${res.text}`);
      assert.ok(Date.parse(res.body.now) > runAt);

      await eventually(async () => assert.equal(await publicPrice(page, owner.routeKey, 'Quesadilla de flor'), '$75'));
      await page.goto(`${server.url}/menu/programados`);
      await set.getByText('Aplicado', { exact: true }).waitFor();
      await set.getByText(/^Aplicado el /).waitFor();
      assert.equal(await set.getByRole('button', { name: 'Cancelar' }).count(), 0);
    },
    { timezoneId: ZONE },
  );
});
