// Multisucursal, Sucursales: a FRANCHISES owner creates a branch, edits it with a
// phone formatted as typed, enables one branch past the plan's limit (5) and sees
// 'Limite Alcanzado' with the toggle set back, changes a route key in the share modal ('Ya
// esta en uso' for a taken one, the old link redirecting), downloads the QR code as PNG and
// SVG and decodes the PNG to the live menu URL (both with a 4-module quiet zone), opens Ver
// Menú and deletes a branch. A FREEMIUM owner sees the upgrade placeholder instead.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createAccount, eventually, loginThroughUi, sidebarEntry, startProduct, withBrowser } from '../harness.mjs';
import {
  REQUIRED_TEXT,
  apiOk,
  apiToken,
  boardHeading,
  boardRow,
  clickAdd,
  confirmDelete,
  editor,
  fieldErrors,
  modal,
  submitEditor,
  watchCall,
} from '../lib/panel.mjs';

const PHONE_TEXT = 'El teléfono deben ser 10 dígitos';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

/** Opens Multisucursal from the sidebar: the Sucursales tab and its board. */
async function openBranches(page) {
  await sidebarEntry(page, 'Multisucursal').click();
  await page.waitForURL('**/multisucursal/sucursales');
  await boardHeading(page, 'Sucursales').waitFor();
}

/** The enable switch of a branch's row. */
const enableSwitch = (page, name) => boardRow(page, name).getByRole('switch');

/** Decodes the QR code of a PNG file (pngjs + jsqr): its text, its size and its quiet zone. */
function decodeQr(file) {
  const png = PNG.sync.read(readFileSync(file));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(code, 'a QR code is found in the PNG');
  return { text: code.data, width: png.width, height: png.height, quietZone: pngQuietZone(png) };
}

/**
 * The light modules between the code and each edge of a PNG: the dark pixels' bounding box,
 * in modules measured on the top-left finder pattern (its top row is 7 dark modules).
 */
function pngQuietZone(png) {
  const dark = (x, y) => png.data[(y * png.width + x) * 4] < 128;
  let top = -1;
  for (let y = 0; y < png.height && top < 0; y += 1)
    for (let x = 0; x < png.width; x += 1)
      if (dark(x, y)) {
        top = y;
        break;
      }
  let left = 0;
  while (!dark(left, top)) left += 1;
  let run = 0;
  while (dark(left + run, top)) run += 1;
  const module = run / 7;
  const box = { top, left, bottom: 0, right: 0 };
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      if (!dark(x, y)) continue;
      box.left = Math.min(box.left, x);
      box.bottom = Math.max(box.bottom, y);
      box.right = Math.max(box.right, x);
    }
  }
  return {
    top: box.top / module,
    left: box.left / module,
    bottom: (png.height - 1 - box.bottom) / module,
    right: (png.width - 1 - box.right) / module,
  };
}

/** The same for an SVG file: its viewBox is in modules, its second path draws the dark ones ('M4 4h7v1H4z'). */
function svgQuietZone(text) {
  const cells = Number(/viewBox="0 0 (\d+) \1"/.exec(text)?.[1]);
  const d = [...text.matchAll(/<path[^>]*\bd="([^"]+)"/g)][1]?.[1] ?? '';
  const runs = [...d.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)/g)].map(([, x, y, w]) => ({
    x: Number(x),
    y: Number(y),
    w: Number(w),
  }));
  assert.ok(cells > 0 && runs.length > 0, 'an SVG QR code with its modules');
  return {
    top: Math.min(...runs.map((r) => r.y)),
    left: Math.min(...runs.map((r) => r.x)),
    bottom: cells - 1 - Math.max(...runs.map((r) => r.y)),
    right: cells - Math.max(...runs.map((r) => r.x + r.w)),
  };
}

/** ISO/IEC 18004's quiet zone: 4 light modules on every side. */
const QUIET_ZONE = { top: 4, left: 4, bottom: 4, right: 4 };

test('branches: create, edit with a formatted phone, limit, route key and QR, Ver Menú, delete', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Cafetería Central' });
  const token = await apiToken(server, account);
  await withBrowser(t, server, async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await loginThroughUi(page, server, account.email, account.password);
    await openBranches(page);
    await boardRow(page, 'Cafetería Central').waitFor();

    // 1. Create a branch: the name is required; the phone is grouped 3-3-4 as it is typed.
    await clickAdd(page, 'sucursal');
    let dialog = await editor(page, 'Agregar sucursal');
    await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
    await eventually(async () =>
      assert.deepEqual(await fieldErrors(dialog, 'Nombre').allTextContents(), [REQUIRED_TEXT]),
    );
    await dialog.getByLabel('Nombre', { exact: true }).fill('Sucursal Norte');
    const phone = dialog.getByLabel('Teléfono', { exact: true });
    await phone.pressSequentially('5512345');
    assert.equal(await phone.inputValue(), '551 234 5');
    await phone.pressSequentially('678');
    assert.equal(await phone.inputValue(), '551 234 5678');
    const created = await watchCall(page, 'POST', '/v1/sucursales');
    await submitEditor(dialog);
    const sent = await created.done;
    assert.equal(sent.status, 201, sent.text);
    assert.deepEqual(
      Object.keys(sent.body).sort(),
      ['name', 'phone', 'time_zone'],
      'a create sends only the non-empty values and its zone',
    );
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    assert.equal(sent.body.time_zone, browserZone, "a new branch starts in the owner's browser zone");
    await boardRow(page, 'Sucursal Norte').waitFor();
    let norte = (await apiOk(server, token, 'GET', '/v1/sucursales')).find((b) => b.name === 'Sucursal Norte');
    assert.equal(norte.phone, '5512345678');
    assert.equal(norte.time_zone, browserZone);
    assert.equal(norte.enabled, true);

    // 2. Edit it: the stored phone shows 'XXX XXX XXXX'; a short WhatsApp number is refused;
    // a pasted Instagram profile link becomes the username; an emptied address is sent as null.
    await boardRow(page, 'Sucursal Norte').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar sucursal');
    assert.equal(await dialog.getByLabel('Teléfono', { exact: true }).inputValue(), '551 234 5678');
    await dialog.getByLabel('Dirección', { exact: true }).fill('Av. Norte 10');
    const whatsapp = dialog.getByLabel('WhatsApp', { exact: true });
    await whatsapp.fill('555');
    await dialog.getByRole('button', { name: 'Actualizar', exact: true }).click();
    await eventually(async () =>
      assert.deepEqual(await fieldErrors(dialog, 'WhatsApp').allTextContents(), [PHONE_TEXT]),
    );
    await whatsapp.fill('');
    await whatsapp.pressSequentially('5559876543');
    assert.equal(await whatsapp.inputValue(), '555 987 6543');
    await dialog.getByLabel('Instagram', { exact: true }).fill('https://www.instagram.com/cafe.norte/?hl=es');
    await eventually(async () =>
      assert.equal(await dialog.getByLabel('Instagram', { exact: true }).inputValue(), 'cafe.norte'),
    );
    await submitEditor(dialog, 'Actualizar');
    await eventually(async () => {
      norte = (await apiOk(server, token, 'GET', '/v1/sucursales')).find((b) => b.name === 'Sucursal Norte');
      assert.deepEqual(
        [norte.address, norte.whatsapp_num, norte.instagram_usr],
        ['Av. Norte 10', '5559876543', 'cafe.norte'],
      );
    });
    await boardRow(page, 'Sucursal Norte').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar sucursal');
    await dialog.getByLabel('Dirección', { exact: true }).fill('');
    const updated = await watchCall(page, 'PUT', `/v1/sucursales/${norte.id}`);
    await submitEditor(dialog, 'Actualizar');
    assert.deepEqual(
      (await updated.done).body,
      { address: null },
      'an update sends what changed; an emptied optional value is null',
    );

    // 3. The plan allows 5 enabled branches: three more fill it, a sixth starts disabled and
    // cannot be enabled: 'Limite Alcanzado', and the toggle goes back to off.
    for (const name of ['Sur', 'Oriente', 'Poniente', 'Sexta'])
      await apiOk(server, token, 'POST', '/v1/sucursales', { name });
    await page.reload();
    await boardRow(page, 'Sexta').waitFor();
    assert.equal(await enableSwitch(page, 'Sexta').isChecked(), false);
    const enabling = await watchCall(
      page,
      'PUT',
      `/v1/sucursales/enable/${(await apiOk(server, token, 'GET', '/v1/sucursales')).find((b) => b.name === 'Sexta').id}`,
    );
    await enableSwitch(page, 'Sexta').click();
    assert.equal((await enabling.done).status, 409);
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Limite Alcanzado' });
    await notice.waitFor();
    assert.match(await notice.innerText(), /5/);
    await eventually(async () => assert.equal(await enableSwitch(page, 'Sexta').isChecked(), false));
    // Disabling one makes room: now it can be enabled.
    await enableSwitch(page, 'Poniente').click();
    await eventually(async () => assert.equal(await enableSwitch(page, 'Poniente').isChecked(), false));
    await enableSwitch(page, 'Sexta').click();
    await eventually(async () => {
      const list = await apiOk(server, token, 'GET', '/v1/sucursales');
      assert.deepEqual(
        list
          .filter((b) => b.enabled)
          .map((b) => b.name)
          .sort(),
        ['Cafetería Central', 'Oriente', 'Sexta', 'Sucursal Norte', 'Sur'],
      );
    });
    assert.equal(await enableSwitch(page, 'Sexta').isChecked(), true);

    // 4. The share modal: the link, 'Copiar', the key rules, 'Ya esta en uso' for a taken key,
    // 'Guardar' for a new one; the old link redirects to the new one.
    const sur = (await apiOk(server, token, 'GET', '/v1/sucursales')).find((b) => b.name === 'Sur');
    const oldKey = norte.route_key;
    await boardRow(page, 'Sucursal Norte').getByRole('button', { name: 'Generar Link' }).click();
    dialog = await modal(page, 'Compartir Link');
    await dialog.getByText(new URL(norte.menu_url).host).first().waitFor();
    await dialog.getByRole('button', { name: 'Copiar' }).click();
    await eventually(async () =>
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), norte.menu_url),
    );
    const key = dialog.getByRole('textbox');
    await key.fill('con espacio');
    await dialog.getByText('No debe contener espacios en blanco').waitFor();
    await key.fill('');
    await dialog.getByText('No puede ser vacio').waitFor();
    await key.fill('menú');
    await dialog.getByText('Solo se permiten letras sin acentos, números, guiones y guiones bajos').waitFor();
    await key.fill('admin');
    await dialog.getByText('Es una palabra reservada, elige otra').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Guardar' }).isDisabled(), true);
    await key.fill(sur.route_key.toUpperCase());
    await dialog.getByText('Ya esta en uso').waitFor();
    const newKey = `norte-${Date.now().toString(36)}`;
    await key.fill(newKey);
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await save.waitFor();
    await eventually(async () => assert.equal(await dialog.getByText('Ya esta en uso').count(), 0));
    const saving = await watchCall(page, 'PUT', `/v1/sucursales/${norte.id}`);
    await save.click();
    assert.deepEqual((await saving.done).body, { route_key: newKey });
    await dialog.getByRole('button', { name: 'Copiar' }).waitFor();
    const newUrl = `${server.url}/m/${newKey}`;
    const redirect = await fetch(`${server.url}/m/${oldKey}`, { redirect: 'manual' });
    assert.deepEqual(
      [redirect.status, redirect.headers.get('location')],
      [301, `/m/${newKey}`],
      'printed QR codes keep working',
    );

    // 5. 'Descargar QR': the PNG decodes to the live menu URL and is large enough to print; the SVG is an SVG.
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /PNG/ }).click(),
    ]);
    assert.equal(png.suggestedFilename(), `${newKey}.png`);
    const pngPath = await png.path();
    const decoded = decodeQr(pngPath);
    assert.equal(decoded.text, newUrl);
    assert.ok(decoded.width >= 1000 && decoded.width === decoded.height, `${decoded.width}x${decoded.height}`);
    assert.deepEqual(decoded.quietZone, QUIET_ZONE, 'the PNG keeps a 4-module quiet zone');
    const menu = await fetch(decoded.text);
    assert.equal(menu.status, 200);
    assert.match(await menu.text(), /Sucursal Norte/);
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /SVG/ }).click(),
    ]);
    assert.equal(svg.suggestedFilename(), `${newKey}.svg`);
    const svgText = readFileSync(await svg.path(), 'utf8');
    assert.match(svgText, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.deepEqual(svgQuietZone(svgText), QUIET_ZONE, 'the SVG keeps a 4-module quiet zone');
    // And the code on screen, which owners also photograph or print from the page.
    assert.deepEqual(
      svgQuietZone(await dialog.getByRole('img', { name: /^Código QR de / }).evaluate((el) => el.outerHTML)),
      QUIET_ZONE,
    );
    await dialog
      .getByRole('button', { name: /Cerrar|Close/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'hidden' });

    // 6. 'Ver Menú' opens the branch's public menu in a new tab, as the owner's preview (not a counted visit).
    const [menuPage] = await Promise.all([
      context.waitForEvent('page'),
      boardRow(page, 'Sucursal Norte').getByRole('link', { name: 'Ver Menú' }).click(),
    ]);
    await menuPage.waitForLoadState();
    assert.equal(menuPage.url(), `${newUrl}?preview=1`);
    await menuPage.getByText('Sucursal Norte').first().waitFor();
    await menuPage.close();

    // 7. Delete a (disabled) branch: confirm, and it is gone from the board and the API.
    const poniente = (await apiOk(server, token, 'GET', '/v1/sucursales')).find((b) => b.name === 'Poniente');
    await boardRow(page, 'Poniente').getByRole('button', { name: 'Eliminar' }).click();
    await confirmDelete(page, 'sucursal', `/v1/sucursales/${poniente.id}`);
    await boardRow(page, 'Poniente').waitFor({ state: 'detached' });
    assert.equal(
      (await apiOk(server, token, 'GET', '/v1/sucursales')).some((b) => b.name === 'Poniente'),
      false,
    );
  });
});

test("without Multisucursal in the plan the tab invites to upgrade: 'Obtén acceso', 'Mejorar Suscripción'", async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await page.goto(`${server.url}/multisucursal/sucursales`);
    await page.getByText('Obtén acceso').waitFor();
    await page.getByRole('button', { name: 'Mejorar Suscripción' }).click();
    await page.waitForURL('**/billing/plans');
  });
});
