// The login screen's error messages and the resend-verification link.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, seeText, startProduct, uniqueEmail, withBrowser } from '../harness.mjs';

const NOT_FOUND = 'La cuenta no existe.';
const NO_MATCH = 'El correo o la contraseña no coinciden, intenta de nuevo.';
const NOT_VERIFIED =
  'La cuenta aun no ha sido verificada, para ello ve al correo que hemos enviado durante el registro y haz click sobre el enlace.';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

async function submitLogin(page, email, password) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

test('the login button is disabled until both fields are filled', async (t) => {
  await withBrowser(t, server, async ({ page }) => {
    await page.goto(`${server.url}/login`);
    const button = page.getByRole('button', { name: 'Iniciar Sesión' });
    assert.equal(await button.isDisabled(), true, 'empty form');
    await page.getByLabel('Correo electrónico').fill('alguien@example.com');
    assert.equal(await button.isDisabled(), true, 'password missing');
    await page.getByLabel('Contraseña', { exact: true }).fill('12345678');
    await eventually(async () => assert.equal(await button.isDisabled(), false, 'both filled'));
    await page.getByLabel('Correo electrónico').fill('');
    await eventually(async () => assert.equal(await button.isDisabled(), true, 'e-mail cleared'));
  });
});

test("a malformed e-mail is checked in the page and never sent: 'El formato de correo no es valido'", async (t) => {
  await withBrowser(t, server, async ({ page }) => {
    const sent = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/login') sent.push(request.method());
    });
    await submitLogin(page, 'ana@correo', 'Secreta123');
    await seeText(page, 'El formato de correo no es valido');
    assert.equal(await page.getByText(NOT_FOUND).count(), 0);
    assert.deepEqual(sent, [], 'no login request');
    assert.match(page.url(), /\/login$/);
  });
});

test('an unknown account says it does not exist', async (t) => {
  await withBrowser(t, server, async ({ page }) => {
    await submitLogin(page, uniqueEmail('nobody'), 'Secreta123');
    await seeText(page, NOT_FOUND);
    assert.match(page.url(), /\/login$/);
  });
});

test('a wrong password says the credentials do not match', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await submitLogin(page, account.email, 'otraClave99');
    await seeText(page, NO_MATCH);
    assert.match(page.url(), /\/login$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
  });
});

test('an unverified account is told so and can get a new verification e-mail that works', async (t) => {
  const account = await createAccount(server, { verified: false });
  await withBrowser(t, server, async ({ page }) => {
    await submitLogin(page, account.email, account.password);
    await seeText(page, NOT_VERIFIED);

    const before = server.outbox().map((m) => m.file);
    const resend = page
      .getByRole('button', { name: 'Reenviar correo de verificación' })
      .or(page.getByRole('link', { name: 'Reenviar correo de verificación' }));
    await resend.first().click();
    const mail = await server.waitForMail((m) => String(m.to).includes(account.email), { exclude: before });
    assert.ok(mail.link.includes('/success-email?token='), `link: ${mail.link}`);

    // The new link asks for the account's password (whoever asked for it may not have chosen
    // it), then verifies the account, and the login works.
    await page.goto(mail.link);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
    await page.getByText('¡Tu correo ha sido verificado!').first().waitFor();
    await submitLogin(page, account.email, account.password);
    await page.waitForURL('**/menu/categories');
  });
});
