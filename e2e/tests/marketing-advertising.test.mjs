// Marketing section, Publicidad: the demo account (FRANCHISES, which has the
// Advertising scope) creates ads with a real mobile and desktop image (both previewed in
// their crop before saving), edits, clones and deletes them; the board has no drag handle;
// after a reload everything is persisted, and the API (with the page's own token) serves the
// images at 1080x1920 and 1920x1080. An account without the scope (a new sign-up: FREEMIUM)
// sees the entry disabled, the shell's disabled view, and a 403 from the API.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  createAccount,
  eventually,
  isEntryDisabled,
  loginThroughUi,
  sidebarEntry,
  startProduct,
  tokens,
  withBrowser,
} from '../harness.mjs';
import {
  IMAGE_REQUIRED_TEXT,
  SCOPE_DISABLED_TEXT,
  apiOk,
  boardHeading,
  boardRow,
  clickAdd,
  confirmDelete,
  editor,
  fieldErrors,
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
  server = await startProduct({ env: { APP_TIMEZONE: localTimeZone() } });
});
after(async () => {
  await server?.stop();
});

const MOBILE = 'Imagen para móvil';
const DESKTOP = 'Imagen para escritorio';

test('ads are created with mobile and desktop images, edited, cloned and deleted (not draggable); all persists', async (t) => {
  const demo = await eventually(() => server.demo ?? assert.fail('the demo account was not printed'));
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, demo.email, demo.password);
    assert.equal(await isEntryDisabled(page, 'Publicidad'), false, 'FRANCHISES has the Advertising scope');
    await sidebarEntry(page, 'Publicidad').click();
    await page.waitForURL('**/advertising');
    await boardHeading(page, 'Publicidad').waitFor();
    await page.getByText('Aún no tienes ningún anuncio registrado').waitFor();
    const api = await watchApi(page);
    const tomorrow = await browserDate(page, 1);
    const nextWeek = await browserDate(page, 7);

    // 1. Create: both images are required and previewed in their crop's shape.
    await clickAdd(page, 'anuncio');
    let dialog = await editor(page, 'Agregar anuncio');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Noche de karaoke');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Jueves desde las 9 pm.');
    await pickVigencia(page, dialog, tomorrow.input);
    await chooseImage(dialog, MOBILE, files.png);
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await fieldErrors(dialog, DESKTOP).filter({ hasText: IMAGE_REQUIRED_TEXT }).waitFor();
    assert.deepEqual(await fieldErrors(dialog, MOBILE).allInnerTexts(), [], 'the mobile image is chosen');
    assert.deepEqual(api.writes(), [], 'no desktop image: nothing is sent');
    const desktopPreview = await chooseImage(dialog, DESKTOP, files.jpg);
    const mobileBox = await dialog.getByRole('img', { name: `Vista previa: ${MOBILE}`, exact: true }).boundingBox();
    const desktopBox = await desktopPreview.boundingBox();
    assert.ok(
      Math.abs(mobileBox.width / mobileBox.height - 1080 / 1920) < 0.02,
      `mobile preview 9:16: ${JSON.stringify(mobileBox)}`,
    );
    assert.ok(
      Math.abs(desktopBox.width / desktopBox.height - 1920 / 1080) < 0.02,
      `desktop preview 16:9: ${JSON.stringify(desktopBox)}`,
    );
    await dialog.getByText(/Imagen vertical 1080x1920/).waitFor();
    await dialog.getByText(/Imagen horizontal 1920x1080/).waitFor();

    let created = api.next('POST', '/v1/advertising');
    let upload = api.next('POST', /^\/v1\/advertising\/\d+\/attachment$/);
    await submitEditor(dialog);
    let res = await created;
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body, {
      name: 'Noche de karaoke',
      description: 'Jueves desde las 9 pm.',
      expiration: tomorrow.iso,
    });
    const karaokeId = res.json.info.id;
    res = await upload;
    assert.equal(res.status, 200, res.text);
    assert.match(res.json.info.image_mobile, /-1080x1920\.webp$/, 'both images in ONE upload');
    assert.match(res.json.info.image_desktop, /-1920x1080\.webp$/);
    await boardRow(page, 'Noche de karaoke').waitFor();
    assert.equal((await vigenciaCell(page, 'Noche de karaoke').innerText()).trim(), tomorrow.spanish);

    // A second one, without expiration.
    await clickAdd(page, 'anuncio');
    dialog = await editor(page, 'Agregar anuncio');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Brunch dominical');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Chilaquiles, café de olla y pan dulce.');
    await chooseImage(dialog, MOBILE, files.jpg);
    await chooseImage(dialog, DESKTOP, files.png);
    created = api.next('POST', '/v1/advertising');
    upload = api.next('POST', /^\/v1\/advertising\/\d+\/attachment$/);
    await submitEditor(dialog);
    res = await created;
    assert.equal(res.status, 201, res.text);
    const brunchId = res.json.info.id;
    assert.equal((await upload).status, 200);
    await boardRow(page, 'Brunch dominical').waitFor();
    assert.equal((await vigenciaCell(page, 'Brunch dominical').innerText()).trim(), 'Sin vigencia');
    assert.deepEqual(await rowNames(page), ['Noche de karaoke', 'Brunch dominical']);

    // Not draggable: the numbers are plain cells, no 'Mover …' handle, and no caption about dragging.
    assert.equal(await page.locator('.board-handle').count(), 0);
    assert.equal(await page.getByLabel(/^Mover /).count(), 0);
    assert.equal(await page.getByText(/Arrastra/).count(), 0);
    await boardRow(page, 'Brunch dominical').getByRole('cell').first().getByText('2', { exact: true }).waitFor();

    // 2. Edit: description, expiration and the desktop image (only that one is uploaded).
    await boardRow(page, 'Brunch dominical').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar anuncio');
    const before = await apiOk(server, (await tokens(page)).access, 'GET', `/v1/advertising/${brunchId}`);
    assert.equal(
      await dialog.getByRole('img', { name: `Vista previa: ${MOBILE}`, exact: true }).getAttribute('src'),
      before.image_mobile,
    );
    assert.equal(
      await dialog.getByRole('img', { name: `Vista previa: ${DESKTOP}`, exact: true }).getAttribute('src'),
      before.image_desktop,
    );
    await dialog.getByLabel('Descripción', { exact: true }).fill('Chilaquiles, café de olla y pan dulce. De 9 a 1.');
    await pickVigencia(page, dialog, nextWeek.input);
    await chooseImage(dialog, DESKTOP, files.jpg);
    const updated = api.next('PUT', `/v1/advertising/${brunchId}`);
    upload = api.next('POST', `/v1/advertising/${brunchId}/attachment`);
    await submitEditor(dialog, 'Actualizar');
    res = await updated;
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, {
      description: 'Chilaquiles, café de olla y pan dulce. De 9 a 1.',
      expiration: nextWeek.iso,
    });
    res = await upload;
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.info.image_mobile, before.image_mobile, 'the mobile image was kept');
    assert.notEqual(res.json.info.image_desktop, before.image_desktop, 'the desktop image was replaced');
    const newDesktop = res.json.info.image_desktop;
    await eventually(async () =>
      assert.equal((await vigenciaCell(page, 'Brunch dominical').innerText()).trim(), nextWeek.spanish),
    );

    // 3. Clonar: '(copia)', last.
    const cloned = api.next('POST', `/v1/advertising/${brunchId}/clone`);
    await boardRow(page, 'Brunch dominical').getByRole('button', { name: 'Clonar' }).click();
    res = await cloned;
    assert.equal(res.status, 201, res.text);
    const copyId = res.json.info.id;
    await boardRow(page, 'Brunch dominical (copia)').waitFor();
    assert.deepEqual(await rowNames(page), ['Noche de karaoke', 'Brunch dominical', 'Brunch dominical (copia)']);

    // 4. Eliminar the first one through 'Confirma para eliminar anuncio'.
    await boardRow(page, 'Noche de karaoke').getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: 'Confirma para eliminar anuncio', exact: true })
      .getByText('Noche de karaoke', { exact: true })
      .waitFor();
    await confirmDelete(page, 'anuncio', `/v1/advertising/${karaokeId}`);
    await boardRow(page, 'Noche de karaoke').waitFor({ state: 'detached' });

    // 5. Reload: persisted, in creation order, with their images.
    await page.reload();
    await boardHeading(page, 'Publicidad').waitFor();
    await boardRow(page, 'Brunch dominical (copia)').waitFor();
    assert.deepEqual(await rowNames(page), ['Brunch dominical', 'Brunch dominical (copia)']);
    assert.equal((await vigenciaCell(page, 'Brunch dominical').innerText()).trim(), nextWeek.spanish);
    assert.equal((await vigenciaCell(page, 'Brunch dominical (copia)').innerText()).trim(), nextWeek.spanish);
    await boardRow(page, 'Brunch dominical (copia)').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar anuncio');
    assert.equal(await dialog.getByLabel('Nombre', { exact: true }).inputValue(), 'Brunch dominical (copia)');
    assert.equal(
      await dialog.getByLabel('Descripción', { exact: true }).inputValue(),
      'Chilaquiles, café de olla y pan dulce. De 9 a 1.',
    );
    assert.equal(await dialog.getByLabel('Vigencia', { exact: true }).inputValue(), nextWeek.input);
    const copyMobile = dialog.getByRole('img', { name: `Vista previa: ${MOBILE}`, exact: true });
    const copyDesktop = dialog.getByRole('img', { name: `Vista previa: ${DESKTOP}`, exact: true });
    assert.deepEqual(await naturalSize(copyMobile), { width: 1080, height: 1920 });
    assert.deepEqual(await naturalSize(copyDesktop), { width: 1920, height: 1080 });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // 6. The API, with the page's own token.
    const { access } = await tokens(page);
    const list = await apiOk(server, access, 'GET', '/v1/advertising');
    assert.deepEqual(
      list.map((ad) => [ad.id, ad.name, ad.expiration, ad.expired]),
      [
        [brunchId, 'Brunch dominical', nextWeek.iso, false],
        [copyId, 'Brunch dominical (copia)', nextWeek.iso, false],
      ],
    );
    for (const id of [brunchId, copyId]) {
      const ad = await apiOk(server, access, 'GET', `/v1/advertising/${id}`);
      assert.match(ad.image_mobile, /^\/uploads\/.+-1080x1920\.webp$/);
      assert.match(ad.image_desktop, /^\/uploads\/.+-1920x1080\.webp$/);
      assert.deepEqual(await storedImage(server, ad.image_mobile), { width: 1080, height: 1920, format: 'webp' });
      assert.deepEqual(await storedImage(server, ad.image_desktop), { width: 1920, height: 1080, format: 'webp' });
    }
    const [brunch, copy] = list;
    assert.notEqual(copy.image_mobile, brunch.image_mobile, 'the copy has its own files');
    assert.notEqual(copy.image_desktop, brunch.image_desktop);
    assert.equal(brunch.image_mobile, before.image_mobile);
    assert.equal(brunch.image_desktop, newDesktop, 'the replaced desktop image is the stored one');
    // The replaced files stay while the history can bring them back (docs/history.md, Images).
    const replaced = await fetch(new URL(before.image_desktop, server.url));
    assert.equal(replaced.status, 200, 'the replaced desktop image is kept for an undo');
    const gone = await server.api.call('GET', `/v1/advertising/${karaokeId}`, undefined, access);
    assert.equal(gone.status, 404, gone.text);
    // No reorder call exists for advertising.
    const reorder = await server.api.call('PUT', '/v1/advertising', [{ id: copyId, position: 0 }], access);
    assert.equal(reorder.status, 404, reorder.text);
  });
});

test('an account without the Advertising scope sees Publicidad disabled and the API refuses it', async (t) => {
  const account = await createAccount(server); // a new sign-up is FREEMIUM: Promotions only
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    const { access } = await tokens(page);
    const profile = await server.api.profile(access);
    assert.equal(profile.status, 200, profile.text);
    assert.equal(profile.body.info.plan.code, 'FREEMIUM', `profile: ${profile.text}`);

    assert.equal(await isEntryDisabled(page, 'Publicidad'), true, 'Publicidad is aria-disabled');
    assert.equal(await sidebarEntry(page, 'Publicidad').getAttribute('aria-disabled'), 'true');
    assert.equal(await isEntryDisabled(page, 'Promociones'), false, 'Promociones is in FREEMIUM');

    // The entry still leads to the shell's disabled view (force: Playwright does not click
    // an aria-disabled element on its own; a user's click follows the link).
    const api = await watchApi(page);
    await sidebarEntry(page, 'Publicidad').click({ force: true });
    await page.waitForURL('**/advertising');
    await page.getByText(SCOPE_DISABLED_TEXT).waitFor();
    assert.equal(await boardHeading(page, 'Publicidad').count(), 0, 'no board');

    // Also when opened by its address.
    await page.goto(`${server.url}/advertising`);
    await page.getByText(SCOPE_DISABLED_TEXT).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Agregar anuncio' }).count(), 0);
    assert.deepEqual(
      api.calls.filter((call) => call.includes('/v1/advertising')),
      [],
      'the panel never calls the advertising API',
    );
    await page.getByRole('button', { name: 'Ir a Facturación' }).click();
    await page.waitForURL('**/billing/plans');

    // The server refuses too, whatever the call.
    const refused = await server.api.call('GET', '/v1/advertising', undefined, access);
    assert.equal(refused.status, 403, refused.text);
    assert.equal(refused.body.error.code, 'SCOPE_REQUIRED');
    assert.equal(refused.body.error.message, 'Tu plan no incluye Publicidad');
    const create = await server.api.call(
      'POST',
      '/v1/advertising',
      { name: 'Anuncio', description: 'No permitido' },
      access,
    );
    assert.equal(create.status, 403, create.text);
    assert.equal(create.body.error.code, 'SCOPE_REQUIRED');
    // Promotions stay open to this plan.
    const promotions = await server.api.call('GET', '/v1/promotions', undefined, access);
    assert.equal(promotions.status, 200, promotions.text);
  });
});

test('an owner moved from NEGOCIO to FREEMIUM with the operator command loses Publicidad at once', async (t) => {
  const account = await createAccount(server, { plan: 'NEGOCIO' });
  await withBrowser(t, server, async ({ page }) => {
    // The page's own clock, moved on below past the data cache's FRESH_MS (time flows meanwhile).
    await page.clock.install();
    await loginThroughUi(page, server, account.email, account.password);
    assert.equal(await isEntryDisabled(page, 'Publicidad'), false, 'NEGOCIO has the Advertising scope');
    await sidebarEntry(page, 'Publicidad').click();
    await boardHeading(page, 'Publicidad').waitFor();

    await server.setPlan(account.email, 'FREEMIUM');
    const { access } = await tokens(page);
    const refused = await server.api.call('GET', '/v1/advertising', undefined, access);
    assert.equal(refused.status, 403, `the plan applies at once on the server: ${refused.text}`);
    assert.equal(refused.body.error.code, 'SCOPE_REQUIRED');

    // Without a reload the panel still thinks the plan has the scope: once its list is no longer
    // current (a board opened again within FRESH_MS, 15 s, draws the cached list without asking),
    // the board asks the API, is refused, and says so with the API's message and the way to billing.
    await page.clock.fastForward(16_000);
    await sidebarEntry(page, 'Promociones').click();
    await boardHeading(page, 'Promociones').waitFor();
    await sidebarEntry(page, 'Publicidad').click();
    await page.getByText('Tu plan no incluye Publicidad', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ir a Facturación' }).waitFor();
    assert.equal(await boardHeading(page, 'Publicidad').count(), 0, 'no board');

    // After a reload the shell knows the new plan: the entry is disabled, its view shown.
    await page.reload();
    await page.getByText(SCOPE_DISABLED_TEXT).waitFor();
    assert.equal(await isEntryDisabled(page, 'Publicidad'), true);
    await page.getByRole('button', { name: 'Ir a Facturación' }).waitFor();
  });
});
