// Multisucursal, Plantillas: a FRANCHISES owner creates a template with two price
// changes and one disabled product, gives it to a branch, and the two branches' public menus
// differ exactly there; clones it; deletes it and the branch is left without template (its
// menu back to the base one); creates a promotion, and the master-enable modal that opens by
// itself gives it its own description in two templates.
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
  clickAdd,
  confirmDelete,
  editor,
  modal,
  submitEditor,
  watchCall,
} from '../lib/panel.mjs';
import { browserDate, chooseImage, images, localTimeZone, pickVigencia } from '../fixtures/marketing/marketing.mjs';

let server;
let files;
before(async () => {
  files = await images();
  server = await startProduct({ env: { APP_TIMEZONE: localTimeZone() } });
});
after(async () => {
  await server?.stop();
});

/** What a branch's diners see: product name -> price, and the promotions' descriptions, from the public JSON. */
async function publicMenu(routeKey) {
  const res = await fetch(`${server.url}/v1/public/menus/${routeKey}`);
  assert.equal(res.status, 200, `menu ${routeKey}`);
  const { info } = await res.json();
  const products = {};
  for (const family of info.families)
    for (const category of family.categories) for (const p of category.products) products[p.name] = p.price;
  for (const p of info.other_products) products[p.name] = p.price;
  return { products, promotions: Object.fromEntries(info.promotions.map((p) => [p.name, p.description])) };
}

async function openTab(page, tab) {
  await sidebarEntry(page, 'Multisucursal').click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await boardHeading(page, tab).waitFor();
}

test('templates: per-branch prices and products, clone, delete, and a promotion set per template', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Café Fogón' });
  const token = await apiToken(server, account);
  // The base menu and a second branch, made through the API (the menu screens have their own tests).
  const family = (await apiOk(server, token, 'POST', '/v1/families', { name: 'Bebidas' })).id;
  const category = (await apiOk(server, token, 'POST', `/v1/families/${family}/categories`, { name: 'Calientes' })).id;
  for (const [name, price] of [
    ['Café', 30],
    ['Té', 25],
    ['Chocolate', 40],
  ])
    await apiOk(server, token, 'POST', `/v1/categories/${category}/products`, { name, price });
  await apiOk(server, token, 'POST', '/v1/sucursales', { name: 'Norte' });
  const branches = await apiOk(server, token, 'GET', '/v1/sucursales');
  const main = branches.find((b) => b.name === 'Café Fogón');
  const norte = branches.find((b) => b.name === 'Norte');

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openTab(page, 'Plantillas');

    // 1. A template: Café 35, Té 27.5, Chocolate off. Only those three rows are sent, with the name, in one request.
    await clickAdd(page, 'plantilla');
    let dialog = await editor(page, 'Agregar plantilla');
    await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Carta Norte');
    await dialog.getByLabel('Precio Café', { exact: true }).fill('35');
    await dialog.getByLabel('Precio Té', { exact: true }).fill('27.5');
    await dialog.getByLabel('Activo Chocolate', { exact: true }).click();
    const created = await watchCall(page, 'POST', '/v1/templates');
    await submitEditor(dialog, 'Agregar plantilla');
    const sent = await created.done;
    assert.equal(sent.status, 201, sent.text);
    assert.equal(sent.body.name, 'Carta Norte');
    assert.deepEqual(sent.body.products.map((p) => [p.price, p.enabled]).sort(), [
      [27.5, true],
      [35, true],
      [40, false],
    ]);
    await boardRow(page, 'Carta Norte').waitFor();

    // 2. The branch Norte uses it (Sucursales > Editar > Plantilla): its menu differs exactly there.
    await openTab(page, 'Sucursales');
    await boardRow(page, 'Norte').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar sucursal');
    await chooseOption(page, 'Plantilla', 'Carta Norte');
    await submitEditor(dialog, 'Actualizar');
    await eventually(async () => assert.equal(await boardRow(page, 'Norte').getByText('Carta Norte').count(), 1));
    assert.deepEqual((await publicMenu(norte.route_key)).products, { Café: 35, Té: 27.5 });
    assert.deepEqual((await publicMenu(main.route_key)).products, { Café: 30, Té: 25, Chocolate: 40 });

    // 3. Clone it: confirm 'Clonar Plantilla'; the copy has the same rows.
    await openTab(page, 'Plantillas');
    await boardRow(page, 'Carta Norte').getByRole('button', { name: 'Clonar' }).click();
    const confirm = await modal(page, 'Clonar Plantilla');
    await confirm.getByRole('button', { name: 'Clonar' }).click();
    await boardRow(page, 'Carta Norte (copia)').waitFor();
    const templates = await apiOk(server, token, 'GET', '/v1/templates');
    const original = templates.find((x) => x.name === 'Carta Norte');
    const copy = templates.find((x) => x.name === 'Carta Norte (copia)');
    const rowsOf = async (id) =>
      (await apiOk(server, token, 'GET', `/v1/templates/${id}/products`)).map((p) => [p.name, p.price, p.enabled]);
    assert.deepEqual(await rowsOf(copy.id), await rowsOf(original.id));

    // 4. Delete the original: Norte is left without template and shows the base menu again.
    await boardRow(page, 'Carta Norte').getByRole('button', { name: 'Eliminar' }).click();
    await confirmDelete(page, 'plantilla', `/v1/templates/${original.id}`);
    await boardRow(page, 'Carta Norte').waitFor({ state: 'detached' });
    await openTab(page, 'Sucursales');
    await eventually(async () => assert.equal(await boardRow(page, 'Norte').getByText('Sin plantilla').count(), 1));
    assert.equal(
      (await apiOk(server, token, 'GET', '/v1/sucursales')).find((b) => b.id === norte.id).template_id,
      null,
    );
    assert.deepEqual((await publicMenu(norte.route_key)).products, { Café: 30, Té: 25, Chocolate: 40 });

    // 5. Two templates in use: the copy for Norte, a new one for the main branch (through the API).
    const sur = await apiOk(server, token, 'POST', '/v1/templates', { name: 'Carta Centro' });
    await apiOk(server, token, 'PUT', `/v1/sucursales/${norte.id}`, { template_id: copy.id });
    await apiOk(server, token, 'PUT', `/v1/sucursales/${main.id}`, { template_id: sur.id });

    // 6. A new promotion: the master-enable modal opens by itself; each template gets its own description.
    await sidebarEntry(page, 'Promociones').click();
    await boardHeading(page, 'Promociones').waitFor();
    await clickAdd(page, 'promoción');
    dialog = await editor(page, 'Agregar promoción');
    await dialog.getByLabel('Nombre', { exact: true }).fill('2x1 en café');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Todos los martes.');
    await pickVigencia(page, dialog, (await browserDate(page, 7)).input);
    await chooseImage(dialog, 'Póster', files.png);
    await submitEditor(dialog);
    const master = await modal(page, 'Actualizar promoción en plantillas');
    await master.getByText('Actualizar', { exact: true }).click();
    await master.getByLabel('Descripción en Carta Centro', { exact: true }).fill('Martes y jueves en el centro.');
    await master.getByLabel('Descripción en Carta Norte (copia)', { exact: true }).fill('Solo los martes en el norte.');
    await master.getByRole('button', { name: 'Guardar' }).click();
    await master.waitFor({ state: 'hidden' });
    await eventually(async () => {
      assert.deepEqual((await publicMenu(norte.route_key)).promotions, {
        '2x1 en café': 'Solo los martes en el norte.',
      });
      assert.deepEqual((await publicMenu(main.route_key)).promotions, {
        '2x1 en café': 'Martes y jueves en el centro.',
      });
    });
  });
});
