// Menu section: the editors' validation messages. Empty names: 'Campo obligatorio'
// (nothing is sent); featured/recommended without an image revert with 'Imagen requerida';
// a file that is not an image is refused with 'Imagen no valida, solo permite .jpg, .jpeg,
// .png, .gif' (by name and first bytes in the page, by decoding in the API: IMAGE_INVALID).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, startProduct, withBrowser } from '../harness.mjs';
import {
  IMAGE_INVALID_TEXT,
  IMAGE_REQUIRED_TEXT,
  REQUIRED_TEXT,
  apiOk,
  apiToken,
  apiUpload,
  boardRow,
  clickAdd,
  editor,
  fieldErrors,
  submitEditor,
} from '../lib/panel.mjs';
import { FIXTURES, openMenuTab } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

const MENU_PATHS = /^\/v1\/(families|categories|products|tags|groups)(\/|$)/;

/** Records the page's write requests to the menu API (method and path) from now on. */
function recordWrites(page) {
  const writes = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && MENU_PATHS.test(url.pathname)) writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}

const fieldError = (dialog, text) => dialog.locator('.ant-form-item-explain-error').filter({ hasText: text });

test("empty names show 'Campo obligatorio' in every editor and nothing is sent", async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Familias y Categorías');
    const writes = recordWrites(page);

    await clickAdd(page, 'familia');
    let dialog = await editor(page, 'Agregar familia');
    await dialog.getByLabel('Nombre', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await fieldError(dialog, REQUIRED_TEXT).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await openMenuTab(page, 'Productos');
    await clickAdd(page, 'producto');
    dialog = await editor(page, 'Agregar producto');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await eventually(async () => assert.equal(await fieldError(dialog, REQUIRED_TEXT).count(), 2, 'Nombre and Precio'));

    // The chained variants editor: the group name and every variant row need a name.
    await dialog.getByRole('button', { name: /Crear grupo$/ }).click();
    const groupDialog = await editor(page, 'Agregar grupo');
    await groupDialog.getByLabel('Precio de la variante 1').fill('10');
    await groupDialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await eventually(async () =>
      assert.equal(await fieldError(groupDialog, REQUIRED_TEXT).count(), 2, 'group name and variant name'),
    );
    await groupDialog.getByRole('button', { name: 'Cancelar' }).click();
    await groupDialog.waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await openMenuTab(page, 'Etiquetas');
    await clickAdd(page, 'etiqueta');
    dialog = await editor(page, 'Agregar etiqueta');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await fieldError(dialog, REQUIRED_TEXT).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    assert.deepEqual(writes, [], 'no request was sent');
  });
});

test("featured and recommended without an image revert with 'Imagen requerida'", async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Productos');
    await clickAdd(page, 'producto');
    const dialog = await editor(page, 'Agregar producto');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Enchiladas suizas');
    await dialog.getByLabel('Precio', { exact: true }).fill('120');

    const featured = dialog.getByRole('switch', { name: 'Destacado' });
    const recommended = dialog.getByRole('switch', { name: 'Recomendado' });
    await featured.click();
    await fieldError(dialog, IMAGE_REQUIRED_TEXT).waitFor();
    assert.equal(await featured.getAttribute('aria-checked'), 'false', 'featured reverted');
    await recommended.click();
    await eventually(async () => assert.equal(await fieldError(dialog, IMAGE_REQUIRED_TEXT).count(), 2));
    assert.equal(await recommended.getAttribute('aria-checked'), 'false', 'recommended reverted');

    // With an image they turn on; removing the image turns them off again.
    await dialog.getByLabel('Imagen', { exact: true }).setInputFiles(FIXTURES.jpg);
    await eventually(async () => assert.equal(await fieldError(dialog, IMAGE_REQUIRED_TEXT).count(), 0));
    await featured.click();
    assert.equal(await featured.getAttribute('aria-checked'), 'true');
    await dialog.getByRole('button', { name: /Quitar imagen$/ }).click();
    await fieldError(dialog, IMAGE_REQUIRED_TEXT).waitFor();
    assert.equal(await featured.getAttribute('aria-checked'), 'false', 'featured turned off with the image removed');

    // Saved without image and without the flags.
    await submitEditor(dialog);
    await boardRow(page, 'Enchiladas suizas').waitFor();
    const [product] = await apiOk(server, token, 'GET', '/v1/products');
    assert.equal(product.name, 'Enchiladas suizas');
    assert.equal(product.featured, false);
    assert.equal(product.recommended, false);
    assert.equal(product.image, null);
  });
});

test("a file that is not an image is refused with 'Imagen no valida…': by name and content in the page, by content in the API", async (t) => {
  const account = await createAccount(server);
  const token = await apiToken(server, account);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Productos');
    const writes = recordWrites(page);
    await clickAdd(page, 'producto');
    const dialog = await editor(page, 'Agregar producto');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Pozole rojo');
    await dialog.getByLabel('Precio', { exact: true }).fill('95');

    // A .txt file: refused in the page at once, the field keeps no file.
    // The refusal is the field's one message, under it.
    const imageErrors = fieldErrors(dialog, 'Imagen');
    await dialog.getByLabel('Imagen', { exact: true }).setInputFiles(FIXTURES.txt);
    await eventually(async () => assert.deepEqual(await imageErrors.allInnerTexts(), [IMAGE_INVALID_TEXT]));
    await dialog.getByRole('button', { name: /Seleccionar imagen$/ }).waitFor();
    assert.equal(await dialog.getByText('menu.txt').count(), 0);
    assert.deepEqual(writes, [], 'nothing was uploaded');

    // A text file named .png: the page reads its first bytes and refuses it at once too.
    await dialog.getByLabel('Imagen', { exact: true }).setInputFiles(FIXTURES.fakePng);
    await eventually(async () => assert.deepEqual(await imageErrors.allInnerTexts(), [IMAGE_INVALID_TEXT]));
    assert.equal(await dialog.getByText('no-es-imagen.png').count(), 0);
    assert.deepEqual(writes, [], 'nothing was uploaded');

    // The product itself can still be saved, without an image.
    const created = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' && /\/v1\/categories\/\d+\/products$/.test(new URL(res.url()).pathname),
    );
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    assert.equal((await created).status(), 201);
    const [product] = await apiOk(server, token, 'GET', '/v1/products');
    assert.equal(product.name, 'Pozole rojo', 'the product itself is saved');
    assert.equal(product.image, null, 'without the refused file');
    assert.ok(!writes.some((w) => w.endsWith('/attachment')), 'no upload was attempted');

    // Straight to the API: the same file is refused by content whatever its name says.
    const res = await apiUpload(server, token, `/v1/products/${product.id}/attachment`, 'image', FIXTURES.fakePng);
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.error.code, 'IMAGE_INVALID');
    assert.equal(res.body.error.message, IMAGE_INVALID_TEXT);
    const family = await apiOk(server, token, 'POST', '/v1/families', { name: 'Caldos' });
    const icon = await apiUpload(server, token, `/v1/families/${family.id}/attachment`, 'icon', FIXTURES.fakePng);
    assert.equal(icon.status, 400, icon.text);
    assert.equal(icon.body.error.code, 'IMAGE_INVALID');
    // A real image is accepted by the same route.
    const ok = await apiUpload(server, token, `/v1/products/${product.id}/attachment`, 'image', FIXTURES.jpg, {
      type: 'image/jpeg',
    });
    assert.equal(ok.status, 200, ok.text);
    assert.match(ok.body.info.image, /-800\.webp$/);
  });
});
