// A remote opened alone for QA (/remotes/mfe-settings/ on the one-port server): its own
// login against the real API, then the section itself (Configuración > Cuenta).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, heading, seeText, startProduct, withBrowser } from '../harness.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('mfe-settings runs standalone: log in and change the password in Cuenta', async (t) => {
  const account = await createAccount(server);
  const newPassword = 'ClaveStandalone1';
  await withBrowser(t, server, async ({ page }) => {
    await page.goto(`${server.url}/remotes/mfe-settings/`);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();

    await heading(page, 'Configuración').waitFor();
    await page.getByLabel('Contraseña actual').waitFor();
    const emailField = page.getByLabel('Correo electrónico');
    await eventually(async () => assert.equal(await emailField.inputValue(), account.email));

    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await seeText(page, 'Contraseña actualizada');

    assert.equal((await server.api.login(account.email, newPassword)).status, 200, 'the new password works');
    assert.notEqual((await server.api.login(account.email, account.password)).status, 200, 'the old one does not');
  });
});

test('each remote serves its manifest, entry and standalone page under /remotes/<folder>/', async () => {
  const list = await (await fetch(`${server.url}/remotes.json`)).json();
  assert.ok(Array.isArray(list) && list.length === 5, `/remotes.json lists the five remotes: ${JSON.stringify(list)}`);
  for (const folder of ['mfe-menu', 'mfe-marketing', 'mfe-multisucursal', 'mfe-settings', 'mfe-billing']) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '']) {
      const res = await fetch(`${server.url}/remotes/${folder}/${file}`);
      assert.equal(res.status, 200, `/remotes/${folder}/${file}`);
    }
  }
});
