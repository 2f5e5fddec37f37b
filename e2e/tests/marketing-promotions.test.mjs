// Marketing section, Promociones: an owner creates a promotion with a real poster
// (previewed before saving) and an expiration, edits it, adds a second one, reorders them by
// dragging the row number, clones one and deletes one; after a reload names, order, Vigencia
// and poster are what the board and the API (with the page's own token) show, and the
// stored poster is a 1080x1920 image. Then the editor's validation messages.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  createAccount,
  eventually,
  loginThroughUi,
  sidebarEntry,
  startProduct,
  tokens,
  withBrowser,
} from '../harness.mjs';
import {
  IMAGE_INVALID_TEXT,
  IMAGE_REQUIRED_TEXT,
  REQUIRED_TEXT,
  apiOk,
  boardHeading,
  boardRow,
  clickAdd,
  confirmDelete,
  dragHandle,
  dragRow,
  editor,
  fieldErrors,
  modal,
  naturalSize,
  rowNames,
  storedImage,
  submitEditor,
} from '../lib/panel.mjs';
import {
  browserDate,
  chooseImage,
  images,
  localTimeZone,
  pickVigencia,
  vigenciaCell,
  watchApi,
} from '../fixtures/marketing/marketing.mjs';

let server;
let files;
before(async () => {
  files = await images();
  // The API's "today" is the same calendar date as the browser's (the form's rule).
  server = await startProduct({ env: { APP_TIMEZONE: localTimeZone() } });
});
after(async () => {
  await server?.stop();
});

/** Opens Promociones from the sidebar and waits for its board. */
async function openPromotions(page) {
  await sidebarEntry(page, 'Promociones').click();
  await page.waitForURL('**/promotions');
  await boardHeading(page, 'Promociones').waitFor();
}

test('promotions are created with a poster, edited, reordered by drag, cloned and deleted; all persists', async (t) => {
  const account = await createAccount(server); // a new account: FREEMIUM, which includes Promotions
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openPromotions(page);
    await page.getByText('Arrastra el número de una fila para cambiar el orden en que aparecen en tu menú.').waitFor();
    await page.getByText('Aún no tienes ninguna promoción registrada').waitFor();
    const api = await watchApi(page);
    const tomorrow = await browserDate(page, 1);

    // 1. Create: name, description, expiration tomorrow, a real poster previewed in its crop.
    await clickAdd(page, 'promoción');
    let dialog = await editor(page, 'Agregar promoción');
    await dialog.getByLabel('Nombre', { exact: true }).fill('2x1 en tacos');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Todos los martes, al pastor y de suadero.');
    await pickVigencia(page, dialog, tomorrow.input);
    assert.equal(await dialog.getByLabel('Vigencia', { exact: true }).inputValue(), tomorrow.input);
    await dialog.getByText(/Imagen vertical 1080x1920/).waitFor();
    const preview = await chooseImage(dialog, 'Póster', files.png);
    assert.match(await preview.getAttribute('src'), /^blob:/, 'the preview shows the chosen file before saving');
    const box = await preview.boundingBox();
    assert.ok(box.height > box.width, `the preview has the poster's vertical shape: ${JSON.stringify(box)}`);
    assert.ok(Math.abs(box.width / box.height - 1080 / 1920) < 0.02, `9:16 preview: ${JSON.stringify(box)}`);
    // Before saving: the size the server crops to, and (read in the browser) that this small image may look blurry.
    await dialog.getByText('Tamaño recomendado: 1080 × 1920 px', { exact: true }).waitFor();
    await dialog
      .getByText(
        /^La imagen es más pequeña que el tamaño recomendado \(\d+ × \d+ px de 1080 × 1920 px\); puede verse borrosa\.$/,
      )
      .waitFor();

    let created = api.next('POST', '/v1/promotions');
    let upload = api.next('POST', /^\/v1\/promotions\/\d+\/attachment$/);
    await submitEditor(dialog);
    let res = await created;
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body, {
      name: '2x1 en tacos',
      description: 'Todos los martes, al pastor y de suadero.',
      expiration: tomorrow.iso,
      position: 0,
    });
    const firstId = res.json.info.id;
    res = await upload;
    assert.equal(res.status, 200, res.text);
    assert.equal(res.path, `/v1/promotions/${firstId}/attachment`);
    await boardRow(page, '2x1 en tacos').waitFor();
    // Vigencia in Spanish words.
    assert.equal((await vigenciaCell(page, '2x1 en tacos').innerText()).trim(), tomorrow.spanish);

    // 2. Edit its name: only the change is sent; the stored poster is previewed, not re-sent.
    await boardRow(page, '2x1 en tacos').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar promoción');
    assert.equal(await dialog.getByLabel('Vigencia', { exact: true }).inputValue(), tomorrow.input);
    const storedPreview = dialog.getByRole('img', { name: 'Vista previa: Póster', exact: true });
    assert.match(await storedPreview.getAttribute('src'), /^\/uploads\/.+-1080x1920\.webp$/);
    await dialog.getByLabel('Nombre', { exact: true }).fill('2x1 en tacos al pastor');
    const updated = api.next('PUT', `/v1/promotions/${firstId}`);
    await submitEditor(dialog, 'Actualizar');
    res = await updated;
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { name: '2x1 en tacos al pastor' });
    await boardRow(page, '2x1 en tacos al pastor').waitFor();
    assert.equal(await boardRow(page, '2x1 en tacos').count(), 0);

    // 3. A second one (a JPEG poster, no expiration): position = the current count.
    await clickAdd(page, 'promoción');
    dialog = await editor(page, 'Agregar promoción');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Combo familiar');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Cuatro órdenes, guacamole y aguas frescas.');
    await chooseImage(dialog, 'Póster', files.jpg);
    created = api.next('POST', '/v1/promotions');
    upload = api.next('POST', /^\/v1\/promotions\/\d+\/attachment$/);
    await submitEditor(dialog);
    res = await created;
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body, {
      name: 'Combo familiar',
      description: 'Cuatro órdenes, guacamole y aguas frescas.',
      position: 1,
    });
    const secondId = res.json.info.id;
    assert.equal((await upload).status, 200);
    await boardRow(page, 'Combo familiar').waitFor();
    assert.equal((await vigenciaCell(page, 'Combo familiar').innerText()).trim(), 'Sin vigencia');
    assert.deepEqual(await rowNames(page), ['2x1 en tacos al pastor', 'Combo familiar']);

    // 4. Reorder with a real mouse drag on the row number: Combo familiar onto the first row.
    const reordered = api.next('PUT', '/v1/promotions');
    await dragRow(page, dragHandle(page, 'Combo familiar'), boardRow(page, '2x1 en tacos al pastor'));
    res = await reordered;
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, [
      { id: secondId, position: 0 },
      { id: firstId, position: 1 },
    ]);
    assert.deepEqual(await rowNames(page), ['Combo familiar', '2x1 en tacos al pastor']);
    await dragHandle(page, 'Combo familiar').getByText('1', { exact: true }).waitFor();

    // 5. Clonar the first promotion: '(copia)', placed last.
    const cloned = api.next('POST', `/v1/promotions/${firstId}/clone`);
    await boardRow(page, '2x1 en tacos al pastor').getByRole('button', { name: 'Clonar' }).click();
    res = await cloned;
    assert.equal(res.status, 201, res.text);
    const copyId = res.json.info.id;
    await boardRow(page, '2x1 en tacos al pastor (copia)').waitFor();
    assert.deepEqual(await rowNames(page), [
      'Combo familiar',
      '2x1 en tacos al pastor',
      '2x1 en tacos al pastor (copia)',
    ]);
    assert.equal((await vigenciaCell(page, '2x1 en tacos al pastor (copia)').innerText()).trim(), tomorrow.spanish);

    // 6. Eliminar Combo familiar through the confirmation modal (Cancelar first keeps it).
    await boardRow(page, 'Combo familiar').getByRole('button', { name: 'Eliminar' }).click();
    const confirm = await modal(page, 'Confirma para eliminar promoción');
    await confirm.getByText('Combo familiar', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await boardRow(page, 'Combo familiar').waitFor();
    await boardRow(page, 'Combo familiar').getByRole('button', { name: 'Eliminar' }).click();
    await confirmDelete(page, 'promoción', `/v1/promotions/${secondId}`);
    await boardRow(page, 'Combo familiar').waitFor({ state: 'detached' });

    // 7. Reload: names, order, Vigencia and poster are persisted.
    await page.reload();
    await boardHeading(page, 'Promociones').waitFor();
    await boardRow(page, '2x1 en tacos al pastor (copia)').waitFor();
    assert.deepEqual(await rowNames(page), ['2x1 en tacos al pastor', '2x1 en tacos al pastor (copia)']);
    assert.equal((await vigenciaCell(page, '2x1 en tacos al pastor').innerText()).trim(), tomorrow.spanish);
    await dragHandle(page, '2x1 en tacos al pastor').getByText('1', { exact: true }).waitFor();
    await boardRow(page, '2x1 en tacos al pastor').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar promoción');
    assert.equal(await dialog.getByLabel('Nombre', { exact: true }).inputValue(), '2x1 en tacos al pastor');
    assert.equal(
      await dialog.getByLabel('Descripción', { exact: true }).inputValue(),
      'Todos los martes, al pastor y de suadero.',
    );
    const poster = dialog.getByRole('img', { name: 'Vista previa: Póster', exact: true });
    assert.deepEqual(
      await naturalSize(poster),
      { width: 1080, height: 1920 },
      'the page loads the stored 1080x1920 poster',
    );
    const posterSrc = await poster.getAttribute('src');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // 8. The API, with the page's own token.
    const { access } = await tokens(page);
    const list = await apiOk(server, access, 'GET', '/v1/promotions');
    assert.deepEqual(
      list.map((p) => [p.id, p.name, p.expiration, p.expired]),
      [
        [firstId, '2x1 en tacos al pastor', tomorrow.iso, false],
        [copyId, '2x1 en tacos al pastor (copia)', tomorrow.iso, false],
      ],
    );
    assert.ok(list[0].position < list[1].position, `positions: ${JSON.stringify(list.map((p) => p.position))}`);
    const first = await apiOk(server, access, 'GET', `/v1/promotions/${firstId}`);
    assert.equal(first.poster, posterSrc);
    assert.match(first.poster, /^\/uploads\/.+-1080x1920\.webp$/);
    assert.deepEqual(await storedImage(server, first.poster), { width: 1080, height: 1920, format: 'webp' });
    const copy = await apiOk(server, access, 'GET', `/v1/promotions/${copyId}`);
    assert.notEqual(copy.poster, first.poster, 'the copy has its own poster files');
    assert.deepEqual(await storedImage(server, copy.poster), { width: 1080, height: 1920, format: 'webp' });
    const gone = await server.api.call('GET', `/v1/promotions/${secondId}`, undefined, access);
    assert.equal(gone.status, 404, gone.text);
    assert.equal(gone.body.error.code, 'RESOURCE_NOT_FOUND');
  });
});

// A first open's data leaves with its code: a pointer resting on the sidebar entry starts the
// screen's GET (the remote's early-gets.json, carried by the remotes list), and the board's
// first read in the data cache takes that answer instead of asking after its code has run.
test('a pointer resting on Promociones starts its list; the board takes that GET and asks none after the click', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    const gets = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/v1/promotions') gets.push(request);
    });
    await sidebarEntry(page, 'Promociones').hover();
    await eventually(async () => assert.equal(gets.length, 1, 'the pointer on the entry started the list'), {
      timeout: 10_000,
    });
    await openPromotions(page);
    await page.getByText('Aún no tienes ninguna promoción registrada').waitFor();
    assert.equal(gets.length, 1, 'the board took the GET the intent started');
  });
});

test("the promotion editor's messages: required fields, expiration after today, poster required", async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openPromotions(page);
    const api = await watchApi(page);
    const today = await browserDate(page, 0);
    const tomorrow = await browserDate(page, 1);

    await clickAdd(page, 'promoción');
    const dialog = await editor(page, 'Agregar promoción');
    const errors = fieldErrors(dialog);

    // Nothing filled: both texts required, the poster required; nothing is sent.
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await errors.filter({ hasText: IMAGE_REQUIRED_TEXT }).waitFor();
    assert.equal(
      await errors.filter({ hasText: REQUIRED_TEXT }).count(),
      2,
      "'Campo obligatorio' under Nombre and Descripción",
    );
    assert.deepEqual(await errors.allInnerTexts(), [REQUIRED_TEXT, REQUIRED_TEXT, IMAGE_REQUIRED_TEXT]);

    // Blank text is still missing.
    await dialog.getByLabel('Nombre', { exact: true }).fill('   ');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Solo hoy');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await eventually(async () => assert.deepEqual(await errors.allInnerTexts(), [REQUIRED_TEXT, IMAGE_REQUIRED_TEXT]));

    // An expiration of today is refused with today's date in the message.
    await dialog.getByLabel('Nombre', { exact: true }).fill('Happy hour');
    await pickVigencia(page, dialog, today.input);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await errors.filter({ hasText: `La vigencia debe ser mayor a ${today.input}` }).waitFor();
    assert.deepEqual(await errors.allInnerTexts(), [
      `La vigencia debe ser mayor a ${today.input}`,
      IMAGE_REQUIRED_TEXT,
    ]);
    assert.deepEqual(api.writes(), [], 'nothing was sent while the form is invalid');

    // A file that is not an image is refused by the field: its message takes the place of
    // 'Imagen requerida' (one message under the poster, not both).
    await dialog.getByLabel('Póster', { exact: true }).setInputFiles(files.txt);
    await eventually(async () =>
      assert.deepEqual(await errors.allInnerTexts(), [
        `La vigencia debe ser mayor a ${today.input}`,
        IMAGE_INVALID_TEXT,
      ]),
    );
    assert.equal(await dialog.getByRole('img', { name: 'Vista previa: Póster' }).count(), 0);

    // Fixed: tomorrow and a poster.
    await pickVigencia(page, dialog, tomorrow.input);
    await chooseImage(dialog, 'Póster', files.png);
    await eventually(async () => assert.deepEqual(await errors.allInnerTexts(), []));

    // Enter in Vigencia takes the date and does not save the (now valid) form: only the button saves.
    // A save by Enter would be sent before the button's: the button's answer proves there was none.
    const vigencia = dialog.getByLabel('Vigencia', { exact: true });
    await vigencia.click();
    await vigencia.press('Enter');
    assert.equal(await vigencia.inputValue(), tomorrow.input);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).waitFor();

    const created = api.next('POST', '/v1/promotions');
    await submitEditor(dialog);
    const res = await created;
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(
      api.writes().filter((call) => call === 'POST /v1/promotions'),
      ['POST /v1/promotions'],
      'Enter in the date field sent nothing; the button sent one save',
    );
    assert.deepEqual(res.body, { name: 'Happy hour', description: 'Solo hoy', expiration: tomorrow.iso, position: 0 });
    await boardRow(page, 'Happy hour').waitFor();

    await page.reload();
    await boardRow(page, 'Happy hour').waitFor();
    assert.equal((await vigenciaCell(page, 'Happy hour').innerText()).trim(), tomorrow.spanish);
    const { access } = await tokens(page);
    const [stored] = await apiOk(server, access, 'GET', '/v1/promotions');
    assert.equal(stored.expiration, tomorrow.iso);
    assert.deepEqual(await storedImage(server, stored.poster), { width: 1080, height: 1920, format: 'webp' });
  });
});
