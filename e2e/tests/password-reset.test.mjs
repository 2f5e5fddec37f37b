// '¿Olvidaste tu contraseña?': login -> request screen -> the e-mail's link (outbox) -> new
// password with its rules -> every session ended -> login with the new password; the used link
// says so and offers a new one; an unknown e-mail gets the same confirmation and no e-mail.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, heading, seeText, startProduct, uniqueEmail, withBrowser } from '../harness.mjs';

const NO_MATCH = 'El correo o la contraseña no coinciden, intenta de nuevo.';
const RESET_SUBJECT = 'Restablece tu contraseña - Menú Digital';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

const confirmation = (email) =>
  `Si existe una cuenta con el correo ${email}, te enviamos un enlace para elegir una nueva contraseña.`;

async function requestLink(page, email) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await page.waitForURL('**/forgot-password');
  await heading(page, '¿Olvidaste tu contraseña?').waitFor();
  assert.equal(await page.getByLabel('Correo electrónico').inputValue(), email, 'the login passed the e-mail along');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await seeText(page, confirmation(email));
}

test('an owner who forgot the password chooses a new one through the e-mailed link; every session ends', async (t) => {
  const account = await createAccount(server);
  const elsewhere = await server.api.login(account.email, account.password);
  assert.equal(elsewhere.status, 200);
  const newPassword = 'NuevaClave456';

  await withBrowser(t, server, async ({ page }) => {
    const before = server.outbox().map((m) => m.file);
    await requestLink(page, account.email);
    const mail = await server.waitForMail((m) => m.to === account.email && m.subject === RESET_SUBJECT, {
      exclude: before,
    });
    assert.ok(mail.link.startsWith(`${server.url}/reset-password?token=`), `reset link: ${mail.link}`);
    assert.match(mail.text, /vence en 1 hora/);

    await page.goto(mail.link);
    await heading(page, 'Elige una nueva contraseña').waitFor();
    const password = page.getByLabel('Nueva contraseña');
    const confirm = page.getByLabel('Confirmar contraseña');
    const submit = page.getByRole('button', { name: 'Cambiar contraseña' });
    assert.equal(await submit.isDisabled(), true, 'disabled until both are filled');

    await password.fill('corta');
    await confirm.fill('corta');
    await submit.click();
    await seeText(page, 'Tu contraseña debe ser mínimo 8 caracteres');
    await password.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await submit.click();
    await seeText(page, 'La contraseña no coincide');
    assert.equal((await server.api.login(account.email, account.password)).status, 200, 'nothing changed yet');

    await confirm.fill(newPassword);
    await submit.click();
    await heading(page, '¡Contraseña actualizada!').waitFor();
    assert.equal((await server.api.refresh(elsewhere.body.info.refresh_token)).status, 401, 'the other session ended');
    assert.equal((await server.api.profile(elsewhere.body.info.access_token)).status, 401);

    // The link works once; used again it says so and offers a new one.
    await page.goto(mail.link);
    await page.getByLabel('Nueva contraseña').fill('OtraClave789');
    await page.getByLabel('Confirmar contraseña').fill('OtraClave789');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await seeText(page, 'Este enlace ya se usó para cambiar tu contraseña.');
    await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
    await page.waitForURL('**/forgot-password');

    // The old password no longer works; the new one does.
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await seeText(page, NO_MATCH);
    await page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/menu/categories');
  });
});

test('an unknown e-mail gets the same confirmation, and no e-mail is sent', async (t) => {
  const ghost = uniqueEmail('nadie');
  const known = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await requestLink(page, ghost);
    // The known account's request is answered, and its e-mail written, after the ghost's:
    // once it is in the outbox, the ghost's would be too.
    await requestLink(page, known.email);
    await server.waitForMail((m) => m.to === known.email && m.subject === RESET_SUBJECT);
    assert.deepEqual(
      server.outbox().filter((m) => m.to === ghost),
      [],
    );
  });
});
