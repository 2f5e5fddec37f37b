// Chains (issue 43): a FRANCHISES owner with two branches (one already in 'Región Centro')
// groups the other in a new region (Multisucursal > Regiones), raises that region's prices 8 %
// rounded to .50 (Multisucursal > Cambiar precios: the preview shows before -> after, 'Aplicar
// ahora' applies it), and the public menu of the branch in the region shows the new prices while
// the other region's branch keeps the old ones.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  chooseOption,
  createAccount,
  eventually,
  loginThroughUi,
  sidebarEntry,
  startProduct,
  withBrowser,
} from '../harness.mjs';
import {
  apiOk,
  apiToken,
  boardHeading,
  boardRow,
  chooseMany,
  clickAdd,
  editor,
  submitEditor,
  watchCall,
} from '../lib/panel.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

/** What a branch's diners see: product name -> price, from the public JSON. */
async function publicPrices(routeKey) {
  const res = await fetch(`${server.url}/v1/public/menus/${routeKey}`);
  assert.equal(res.status, 200, `menu ${routeKey}`);
  const { info } = await res.json();
  const prices = {};
  for (const family of info.families)
    for (const category of family.categories) for (const p of category.products) prices[p.name] = p.price;
  return prices;
}

async function openTab(page, tab) {
  await sidebarEntry(page, 'Multisucursal').click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

test('chains: a region of one branch, its prices raised 8 % rounded to .50, only that branch changes', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Tacos Don Beto' });
  const token = await apiToken(server, account);
  // The base menu and a second branch through the API (their screens have their own tests).
  const family = (await apiOk(server, token, 'POST', '/v1/families', { name: 'Comida' })).id;
  const category = (await apiOk(server, token, 'POST', `/v1/families/${family}/categories`, { name: 'Tacos' })).id;
  // 45 * 1.08 = 48.60 -> 48.50; 30 * 1.08 = 32.40 -> 32.50 (the nearest .00 or .50).
  for (const [name, price] of [
    ['Taco al pastor', 45],
    ['Agua de jamaica', 30],
  ])
    await apiOk(server, token, 'POST', `/v1/categories/${category}/products`, { name, price });
  await apiOk(server, token, 'POST', '/v1/sucursales', { name: 'Norte' });
  const branches = await apiOk(server, token, 'GET', '/v1/sucursales');
  const main = branches.find((b) => b.name === 'Tacos Don Beto');
  const norte = branches.find((b) => b.name === 'Norte');
  // The other branch is in a region of its own (made through the API): only Región Norte changes.
  const centro = await apiOk(server, token, 'POST', '/v1/regions', { name: 'Región Centro', sucursal_ids: [main.id] });
  const before = { 'Taco al pastor': 45, 'Agua de jamaica': 30 };
  assert.deepEqual(await publicPrices(norte.route_key), before);

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);

    // 1. Regiones: 'Región Norte' with the branch Norte.
    await openTab(page, 'Regiones');
    await boardHeading(page, 'Regiones').waitFor();
    await clickAdd(page, 'región');
    const dialog = await editor(page, 'Agregar región');
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Región Norte');
    await chooseMany(page, dialog, 'Sucursales', ['Norte']);
    const created = await watchCall(page, 'POST', '/v1/regions');
    await submitEditor(dialog, 'Agregar región');
    const sent = await created.done;
    assert.equal(sent.status, 201, sent.text);
    assert.deepEqual(sent.body, { name: 'Región Norte', sucursal_ids: [norte.id] });
    await boardRow(page, 'Región Norte').waitFor();
    const regions = await apiOk(server, token, 'GET', '/v1/regions');
    const region = regions.find((r) => r.name === 'Región Norte');
    assert.deepEqual(region.sucursal_ids, [norte.id]);
    assert.deepEqual(regions.find((r) => r.id === centro.id).sucursal_ids, [main.id]);

    // 2. Cambiar precios: the region, +8 %, '.50'; the preview shows each price before -> after.
    // The form's steps are sections named by their titles (Qué productos, Dónde, Cambio, Redondeo).
    await openTab(page, 'Cambiar precios');
    const step = (name) => page.getByRole('region', { name, exact: true });
    await step('Dónde').getByText('Regiones', { exact: true }).click();
    await chooseOption(page, 'Elige regiones', 'Región Norte');
    await page.keyboard.press('Escape'); // the multiple select's dropdown stays open
    await step('Cambio').getByLabel('Cambio en porcentaje', { exact: true }).fill('8');
    await step('Redondeo').getByText('.50', { exact: true }).click();
    const preview = await watchCall(page, 'POST', '/v1/price-changes/preview');
    await page.getByRole('button', { name: 'Vista previa', exact: true }).click();
    const previewed = await preview.done;
    assert.equal(previewed.status, 200, previewed.text);
    assert.deepEqual(
      { region_ids: previewed.body.region_ids, percent: previewed.body.percent, rounding: previewed.body.rounding },
      { region_ids: [region.id], percent: 8, rounding: 'half' },
    );
    const taco = page.getByRole('row').filter({ hasText: 'Taco al pastor' });
    await taco.waitFor();
    assert.equal(await taco.count(), 1, 'one target: the region chosen, not Región Centro');
    assert.match(await taco.innerText(), /\$45(?!\.)[\s\S]*\$48\.50/);
    assert.match(
      await page.getByRole('row').filter({ hasText: 'Agua de jamaica' }).innerText(),
      /\$30(?!\.)[\s\S]*\$32\.50/,
    );

    // 3. 'Aplicar ahora': one request, applied at once.
    const applied = await watchCall(page, 'POST', '/v1/price-changes');
    await page.getByRole('button', { name: 'Aplicar ahora', exact: true }).click();
    const done = await applied.done;
    assert.equal(done.status, 200, done.text);
    assert.deepEqual(done.body, previewed.body, 'what was previewed is what is applied');
    assert.equal(JSON.parse(done.text).info.changed, 2);
    await page.getByText('Precios cambiados', { exact: false }).waitFor();

    // 4. The branch in the region shows the new prices (its page too); the other branch the old ones.
    await eventually(async () =>
      assert.deepEqual(await publicPrices(norte.route_key), { 'Taco al pastor': 48.5, 'Agua de jamaica': 32.5 }),
    );
    assert.deepEqual(await publicPrices(main.route_key), before);
    await page.goto(`${server.url}/m/${norte.route_key}`);
    await page.getByText('$48.50', { exact: true }).waitFor();
    await page.getByText('$32.50', { exact: true }).waitFor();
    await page.goto(`${server.url}/m/${main.route_key}`);
    await page.getByText('$45', { exact: true }).waitFor();
    await page.getByText('$30', { exact: true }).waitFor();
    assert.equal(await page.getByText('$48.50').count(), 0);
  });
});
