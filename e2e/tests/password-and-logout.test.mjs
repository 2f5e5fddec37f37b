// Configuración > Cuenta: read-only e-mail and the change-password form (wrong current,
// mismatch, success); then logout through its confirmation (which ends the login on the
// server too) and login with the new password.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  createAccount,
  eventually,
  heading,
  loginThroughUi,
  openAccountTab,
  seeText,
  sidebarEntry,
  startProduct,
  tokens,
  withBrowser,
} from '../harness.mjs';
import { modal } from '../lib/panel.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('the owner changes the password, logs out through the confirmation and logs in with the new one', async (t) => {
  const account = await createAccount(server);
  const newPassword = 'OtraClave789';
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await sidebarEntry(page, 'Configuración').click();
    await heading(page, 'Configuración').waitFor();
    await openAccountTab(page);

    // The account e-mail is shown and cannot be edited.
    const emailField = page.getByLabel('Correo electrónico');
    await eventually(async () => assert.equal(await emailField.inputValue(), account.email));
    assert.equal(await emailField.isEditable(), false, 'the e-mail is read-only');

    const current = page.getByLabel('Contraseña actual');
    const next = page.getByLabel('Nueva contraseña');
    const confirm = page.getByLabel('Confirmar contraseña');
    const submit = page.getByRole('button', { name: 'Actualizar contraseña' });

    // Disabled until all three are filled.
    assert.equal(await submit.isDisabled(), true, 'empty form');
    await current.fill('incorrecta1');
    await next.fill(newPassword);
    assert.equal(await submit.isDisabled(), true, 'confirmation missing');
    await confirm.fill(newPassword);
    await eventually(async () => assert.equal(await submit.isDisabled(), false, 'all three filled'));

    // Wrong current password.
    await submit.click();
    await seeText(page, 'La contraseña no fue actualizada');
    await seeText(page, 'La contraseña actual no es correcta');
    assert.equal((await server.api.login(account.email, account.password)).status, 200, 'the password did not change');

    // Confirmation does not match.
    await current.fill(account.password);
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await submit.click();
    await seeText(page, 'La contraseña no coincide');
    assert.equal((await server.api.login(account.email, account.password)).status, 200, 'the password did not change');

    // Success.
    await current.fill(account.password);
    await next.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await seeText(page, 'Contraseña actualizada');

    // Logout: cancelling keeps the session, confirming ends it.
    await sidebarEntry(page, 'Cerrar Sesión')
      .or(page.getByRole('button', { name: 'Cerrar Sesión' }))
      .first()
      .click();
    let dialog = await modal(page, 'Cerrar Sesión');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.match(page.url(), /\/settings\/account$/);
    assert.ok((await tokens(page)).access, 'still logged in after Cancelar');

    // Copies of the tokens (as a thief who read them would hold) stop working on the server too.
    const copied = await tokens(page);
    assert.equal((await server.api.profile(copied.access)).status, 200);
    await sidebarEntry(page, 'Cerrar Sesión')
      .or(page.getByRole('button', { name: 'Cerrar Sesión' }))
      .first()
      .click();
    dialog = await modal(page, 'Cerrar Sesión');
    await dialog.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    const stored = await tokens(page);
    assert.equal(stored.access, null, 'access token cleared');
    assert.equal(stored.refresh, null, 'refresh token cleared');
    assert.equal((await server.api.refresh(copied.refresh)).status, 401, 'the refresh token is dead on the server');
    assert.equal((await server.api.profile(copied.access)).status, 401, 'so is the access token of that login');

    // The panel is closed now.
    await page.goto(`${server.url}/menu/categories`);
    await page.waitForURL('**/login');

    // The old password no longer works; the new one does.
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await seeText(page, 'El correo o la contraseña no coinciden, intenta de nuevo.');
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/menu/categories');
  });
});

test('logging out without network still logs this browser out', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await page.route('**/auth/logout', (route) => route.abort('internetdisconnected'));
    await sidebarEntry(page, 'Cerrar Sesión')
      .or(page.getByRole('button', { name: 'Cerrar Sesión' }))
      .first()
      .click();
    const dialog = await modal(page, 'Cerrar Sesión');
    await dialog.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    assert.deepEqual(await tokens(page), { access: null, refresh: null });
    await page.goto(`${server.url}/menu/categories`);
    await page.waitForURL('**/login');
  });
});
