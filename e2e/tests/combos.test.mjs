// Combos and the menu of the day (issue 44), end to end in the real built product: the owner of
// a fonda with two branches builds 'Comida corrida' $120 in the product editor (kind Combo, three
// steps: Sopa with two named options, Guisado with three dishes one of them '+$15', Bebida 'Agua
// del día'; Monday to Friday 13:00–17:00; 'Cambia cada día'), fills next week in Menú > Menú del
// día (Monday, 'Copiar a toda la semana', another guisado on Tuesday, 'Guardar semana') and marks
// Tinga sold out at Centro from the Productos board. On the server's test clock: Monday 13:30 the
// public menu at 390 px opens with the combo of the day and its choices, Tinga 'Agotado' at Centro
// only; Tuesday 13:30 it offers Tuesday's guisado; at 17:30 the top section is gone. The printed
// menu (print kit PDF) lists the combo. The public pages run no script but the JSON-LD, axe clean.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, startProduct, withBrowser } from '../harness.mjs';
import { openMenuTab } from '../fixtures/menu.mjs';
import { checkPublicPage, pdfTextOf, pickOption, plusDays, testClock } from '../lib/combos.mjs';
import {
  apiOk,
  apiToken,
  boardRow,
  clickAdd,
  editor,
  endsWith,
  modal,
  submitEditor,
  watchCall,
} from '../lib/panel.mjs';

/** The server's zone (APP_TIMEZONE) and the browser's: neither branch has a zone of its own. */
const ZONE = 'America/Mexico_City';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MONDAY = 1;
const TUESDAY = 2;

let server;
let clock;
before(async () => {
  server = await startProduct({ env: { TEST_CLOCK: '1', APP_TIMEZONE: ZONE } });
  clock = testClock(server);
});
after(async () => {
  await server?.stop();
});

test('Comida corrida: built in the panel, filled for the week, today’s at the top of the public menu during its hours', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Fonda Doña Mary' });
  const token = await apiToken(server, account);
  const [first] = await apiOk(server, token, 'GET', '/v1/sucursales');
  const centro = await apiOk(server, token, 'PUT', `/v1/sucursales/${first.id}`, { name: 'Centro' });
  const norte = await apiOk(server, token, 'POST', '/v1/sucursales', { name: 'Norte' });
  // The dishes the combo offers exist before it (setup through the API; the combo is the panel's).
  const family = await apiOk(server, token, 'POST', '/v1/families', { name: 'Comidas' });
  const guisados = await apiOk(server, token, 'POST', `/v1/families/${family.id}/categories`, { name: 'Guisados' });
  const paquetes = await apiOk(server, token, 'POST', `/v1/families/${family.id}/categories`, { name: 'Paquetes' });
  const dish = {};
  for (const [name, price] of [
    ['Tinga', 85],
    ['Mole', 95],
    ['Chiles rellenos', 110],
    ['Bistec en salsa', 105],
  ]) {
    dish[name] = (await apiOk(server, token, 'POST', `/v1/categories/${guisados.id}/products`, { name, price })).id;
  }

  // Next Monday 13:30 in the zone (the clock only moves forward): the week the owner fills.
  const monday = await clock.nextAt(MONDAY, '13:30', ZONE);
  let comboId;

  // ---- 1. The owner builds the combo and fills the week (1280 px, the branch's zone) ---------
  await withBrowser(
    t,
    server,
    async ({ page }) => {
      await loginThroughUi(page, server, account.email, account.password);
      await openMenuTab(page, 'Productos');
      await clickAdd(page, 'producto');
      const dialog = await editor(page, 'Agregar producto');
      await dialog.getByRole('radiogroup', { name: 'Tipo' }).getByText('Combo', { exact: true }).click();
      await dialog.getByLabel('Nombre', { exact: true }).fill('Comida corrida');
      await dialog.getByLabel('Precio del combo', { exact: true }).fill('120');
      await pickOption(page, dialog.getByLabel('Categoría', { exact: true }), /^Paquetes$/);
      await dialog.getByTitle('Paquetes', { exact: true }).waitFor(); // the select shows it
      await buildSteps(page, dialog);
      // 'Menú del día': Cambia cada día. Hours: Monday to Friday, 13:00 to 17:00.
      await dialog.locator('.ant-form-item').filter({ hasText: 'Cambia cada día' }).getByRole('switch').click();
      await dialog.getByRole('switch', { name: 'Siempre disponible' }).click();
      for (const day of ['Sábado', 'Domingo']) await dialog.getByRole('button', { name: day, exact: true }).click();
      await dialog.getByLabel('Desde (horario 1)').fill('13:00');
      await dialog.getByLabel('Hasta (horario 1)').fill('17:00');
      const created = await watchCall(page, 'POST', `/v1/categories/${paquetes.id}/products`);
      await submitEditor(dialog, 'Agregar');
      const sent = await created.done;
      assert.equal(sent.status, 201, sent.text);
      assert.equal(sent.body.kind, 'combo');
      assert.equal(sent.body.daily, true);
      comboId = JSON.parse(sent.text).info.id;
      const combo = await apiOk(server, token, 'GET', `/v1/products/${comboId}`);
      assert.deepEqual(
        combo.steps.map((s) => [s.name, s.min, s.max, s.items.map((i) => [i.product_id ?? i.name, i.surcharge ?? 0])]),
        [
          [
            'Sopa',
            1,
            1,
            [
              ['Sopa de fideo', 0],
              ['Consomé', 0],
            ],
          ],
          [
            'Guisado',
            1,
            1,
            [
              [dish.Tinga, 0],
              [dish.Mole, 0],
              [dish['Chiles rellenos'], 15],
            ],
          ],
          ['Bebida', 1, 1, [['Agua del día', 0]]],
        ],
      );
      assert.equal(combo.price, 120);
      assert.deepEqual(combo.schedule, { days: [1, 2, 3, 4, 5], ranges: [{ start: '13:00', end: '17:00' }] });

      // Menú > Menú del día, the week of that Monday: Monday's soup changed, copied to the week,
      // Tuesday's guisado Bistec en salsa instead of Tinga, saved in one request.
      await page.getByRole('tab', { name: 'Menú del día', exact: true }).click();
      await page.waitForURL('**/menu/del-dia');
      const week = page.getByRole('heading', { level: 3, name: /^Semana del / });
      await eventually(async () => {
        const text = await week.innerText();
        if (text.startsWith(`Semana del ${monday.day} `)) return;
        await page.getByRole('button', { name: 'Semana siguiente' }).click();
        assert.fail(`still at ${text}`);
      });
      await editDay(page, monday.date, async (day) => {
        await day.getByLabel('Nombre de la opción 2', { exact: true }).fill('Sopa de lentejas');
      });
      await page
        .getByRole('listitem', { name: dayLabel(monday.date), exact: true })
        .getByRole('button', { name: 'Copiar a toda la semana' })
        .click();
      await editDay(page, plusDays(monday.date, 1), async (day) => {
        await day.getByRole('button', { name: 'Quitar Tinga', exact: true }).click();
        await addDish(page, 2, 'Bistec en salsa');
      });
      const saving = await watchCall(page, 'PUT', `/v1/products/${comboId}/days`);
      await page.getByRole('button', { name: 'Guardar semana' }).click();
      const saved = await saving.done;
      assert.equal(saved.status, 200, saved.text);
      // Monday to Friday (the combo's hours): Saturday and Sunday are not offered.
      assert.deepEqual(
        saved.body.days.map((d) => d.date),
        [0, 1, 2, 3, 4].map((n) => plusDays(monday.date, n)),
      );
      await page.getByText('Semana guardada').waitFor();
    },
    { timezoneId: ZONE },
  );

  const days = await apiOk(
    server,
    token,
    'GET',
    `/v1/products/${comboId}/days?from=${monday.date}&to=${plusDays(monday.date, 6)}`,
  );
  const guisadoOn = (date) =>
    days
      .find((d) => d.date === date)
      .steps.find((s) => s.name === 'Guisado')
      .items.map((i) => i.product_id);
  assert.deepEqual(guisadoOn(monday.date), [dish.Tinga, dish.Mole, dish['Chiles rellenos']]);
  assert.deepEqual(guisadoOn(plusDays(monday.date, 1)), [dish.Mole, dish['Chiles rellenos'], dish['Bistec en salsa']]);
  assert.deepEqual(guisadoOn(plusDays(monday.date, 4)), [dish.Tinga, dish.Mole, dish['Chiles rellenos']]);

  // ---- 2. Monday 13:30: Tinga sold out at Centro (the board's flow), the public menu at 390 px --
  await clock.advance(monday.minutes);
  await withBrowser(
    t,
    server,
    async ({ page }) => {
      // Signed in after the clock moved (the earlier session is days old for the server).
      await loginThroughUi(page, server, account.email, account.password);
      await openMenuTab(page, 'Productos');
      // On the phone the row's buttons are in its 'Acciones' menu.
      await boardRow(page, 'Tinga').getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: endsWith('Marcar agotado') }).click();
      const sheet = await modal(page, 'Agotado: Tinga');
      await pickOption(page, sheet.getByLabel('Sucursal', { exact: true }), /^Centro$/);
      await sheet.getByTitle('Centro', { exact: true }).waitFor(); // the select shows it
      const marked = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/sold-out'));
      await sheet.getByRole('button', { name: 'Guardar' }).click();
      assert.equal((await marked).status(), 200);
      await boardRow(page, 'Tinga').getByText('Agotado en Centro hasta hoy', { exact: true }).waitFor();

      const monday3 = ['Tinga', 'Mole', 'Chiles rellenos'];
      await page.goto(`${server.url}/m/${centro.route_key}`);
      let view = await checkOfTheDay(page, { soup: 'Sopa de lentejas', guisados: monday3 });
      assert.equal(await view.guisado('Tinga').getByText('Agotado', { exact: true }).count(), 1, 'Tinga Agotado');
      assert.equal(await view.guisado('Mole').getByText('Agotado').count(), 0);
      await checkPublicPage(page, 390, 'Centro, Monday 13:30');

      await page.goto(`${server.url}/m/${norte.route_key}`);
      view = await checkOfTheDay(page, { soup: 'Sopa de lentejas', guisados: monday3 });
      assert.equal(await view.top.getByText('Agotado').count(), 0, 'Norte: nothing sold out');

      // ---- 3. Tuesday 13:30: Tuesday's guisado; 17:30: no top section -------------------------
      await clock.advance((await clock.nextAt(TUESDAY, '13:30', ZONE)).minutes);
      await page.goto(`${server.url}/m/${centro.route_key}`);
      view = await checkOfTheDay(page, {
        soup: 'Sopa de lentejas',
        guisados: ['Mole', 'Chiles rellenos', 'Bistec en salsa'],
      });
      await checkPublicPage(page, 390, 'Centro, Tuesday 13:30');

      await clock.toTime('17:30', ZONE);
      await page.reload();
      await page.getByRole('heading', { name: 'Guisados', exact: true }).waitFor();
      assert.equal(await view.top.count(), 0, 'out of its hours: no menu of the day');
      assert.equal(await page.getByText('13:00–17:00').count(), 0);
    },
    PHONE,
  );

  // ---- 4. The printed menu (print kit) lists the combo ---------------------------------------
  const pdf = await pdfTextOf(server, await apiToken(server, account), `/v1/sucursales/${centro.id}/print/menu.pdf`);
  assert.ok(pdf.includes('Comida corrida'), `the printed menu lists the combo: ${pdf}`);
  assert.ok(pdf.includes('Guisado') && pdf.includes('Agua del día'), `with its steps: ${pdf}`);
});

/** The three steps in the editor's 'Pasos del combo' (StepsEditor: each step a fieldset 'Paso N'). */
async function buildSteps(page, dialog) {
  const addStep = async (n, name) => {
    await dialog.getByRole('button', { name: 'Agregar paso' }).click();
    const step = dialog.getByRole('group', { name: `Paso ${n}`, exact: true });
    await step.getByLabel('Nombre del paso').fill(name);
    return step;
  };
  const named = async (step, n, name) => {
    await step.getByRole('button', { name: 'Agregar opción con nombre' }).click();
    await step.getByLabel(`Nombre de la opción ${n}`, { exact: true }).fill(name);
  };
  const sopa = await addStep(1, 'Sopa');
  await named(sopa, 1, 'Sopa de fideo');
  await named(sopa, 2, 'Consomé');
  await addStep(2, 'Guisado');
  for (const name of ['Tinga', 'Mole', 'Chiles rellenos']) await addDish(page, 2, name);
  await dialog.getByLabel('Cargo extra de Chiles rellenos', { exact: true }).fill('15');
  const bebida = await addStep(3, 'Bebida');
  await named(bebida, 1, 'Agua del día');
}

/** 'Agregar platillo' of step `n` (a searchable select whose options read 'Tinga $85.00'): types and picks the dish. */
async function addDish(page, n, name) {
  const field = page.getByLabel(`Agregar platillo al paso ${n}`, { exact: true });
  await pickOption(page, field, new RegExp(`^${name}\\s*\\$`), name);
  const options = page.getByRole('list', { name: `Opciones del paso ${n}` }).filter({ visible: true });
  await options.getByText(name, { exact: true }).waitFor();
}

/** A weekday's 'Editar' in Menú del día ('Lunes 7'), `change` in its 'Pasos del lunes 7', then 'Aplicar'. */
async function editDay(page, date, change) {
  const label = dayLabel(date);
  await page.getByRole('listitem', { name: label, exact: true }).getByRole('button', { name: 'Editar' }).click();
  const day = await modal(page, `Pasos del ${label.toLowerCase()}`);
  await change(day);
  await day.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await day.waitFor({ state: 'hidden' });
}

/** 'Lunes 7' for a YYYY-MM-DD date (the screen's words for a day). */
function dayLabel(date) {
  const names = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
  return `${names[new Date(`${date}T12:00:00Z`).getUTCDay()]} ${Number(date.slice(8, 10))}`;
}

/**
 * The public page's top section: 'Menú del día' first in the menu, the combo once (not again in
 * its category) as 'Comida corrida · 13:00–17:00' at $120, its steps with their rules, the
 * soup, the guisados in order (Chiles rellenos '+$15'), the drink.
 */
async function checkOfTheDay(page, { soup, guisados }) {
  const top = page.getByRole('region', { name: 'Menú del día', exact: true });
  assert.equal(await page.locator('main section.fam').first().getAttribute('id'), 'dia', 'the menu of the day first');
  assert.equal(await top.getByRole('heading', { level: 3 }).innerText(), 'Comida corrida · 13:00–17:00');
  assert.equal(await page.getByRole('heading', { name: /^Comida corrida/ }).count(), 1, 'not again in its category');
  assert.ok((await top.locator('.pr').innerText()).includes('$120'));
  const step = (name) => top.locator('.vg').filter({ has: page.locator('p', { hasText: name }) });
  const choices = async (name) =>
    (await step(name).locator('li > span:first-child').allInnerTexts()).map((s) => s.replace(/\s*Agotado$/, ''));
  assert.equal(await step('Guisado').locator('p').first().innerText(), 'Guisado (Elige 1)');
  assert.ok((await choices('Sopa')).includes(soup), `${soup} in ${await choices('Sopa')}`);
  assert.deepEqual(await choices('Guisado'), guisados);
  assert.ok(
    (await step('Guisado').locator('li').filter({ hasText: 'Chiles rellenos' }).innerText()).includes('+$15'),
    'Chiles rellenos +$15',
  );
  assert.deepEqual(await choices('Bebida'), ['Agua del día']);
  return { top, guisado: (name) => step('Guisado').locator('li').filter({ hasText: name }) };
}
