// Sign-up -> verification link from the outbox -> success page -> login -> panel gated by
// plan (FREEMIUM) -> operator switches the plan to FRANCHISES -> reload -> sections open.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  chooseOption,
  heading,
  isEntryDisabled,
  seeText,
  sidebar,
  sidebarEntry,
  startProduct,
  tokenFromLink,
  uniqueEmail,
  withBrowser,
} from '../harness.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('a new owner signs up, verifies the e-mail, logs in and sees the panel gated by plan', async (t) => {
  await withBrowser(t, server, async ({ page }) => {
    const email = uniqueEmail('signup');
    const password = 'Secreta123';
    const company = 'Tacos El Güero';

    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await page.waitForURL('**/sign-up');

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByLabel('Nombre de tu negocio').fill(company);
    assert.equal(await page.getByLabel('Dinos tu giro').count(), 0, "'Dinos tu giro' only appears for 'Otro'");
    await chooseOption(page, 'Giro', 'Otro');
    await page.getByLabel('Dinos tu giro').fill('Food truck de tacos');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await seeText(page, 'Revisa tu correo');

    const mail = await server.waitForMail((m) => String(m.to).includes(email));
    assert.ok(mail.link.startsWith(`${server.url}/success-email?token=`), `verification link: ${mail.link}`);

    await page.goto(mail.link);
    await page.getByRole('heading', { name: '¡Tu correo ha sido verificado!' }).waitFor();
    await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL('**/menu/categories');
    await sidebar(page).waitFor();
    await heading(page, 'Menú').waitFor();
    await sidebar(page).getByText(company).first().waitFor();

    // FREEMIUM: Promotions only.
    assert.equal(await isEntryDisabled(page, 'Menú'), false, 'Menú is always enabled');
    assert.equal(await isEntryDisabled(page, 'Promociones'), false, 'Promociones is in FREEMIUM');
    assert.equal(await isEntryDisabled(page, 'Publicidad'), true, 'Publicidad is gated on FREEMIUM');
    assert.equal(await isEntryDisabled(page, 'Multisucursal'), true, 'Multisucursal is gated on FREEMIUM');

    await page.goto(`${server.url}/advertising`);
    await seeText(page, 'Tu plan no incluye esta sección');
    await page.getByRole('button', { name: 'Ir a Facturación' }).click();
    await page.waitForURL('**/billing/plans');
    await heading(page, 'Facturación').waitFor();

    // The operator moves the account to FRANCHISES; a reload picks it up.
    await server.setPlan(email, 'FRANCHISES');
    await page.reload();
    await sidebar(page).waitFor();
    assert.equal(await isEntryDisabled(page, 'Publicidad'), false, 'Publicidad is enabled on FRANCHISES');
    assert.equal(await isEntryDisabled(page, 'Multisucursal'), false, 'Multisucursal is enabled on FRANCHISES');

    await sidebarEntry(page, 'Publicidad').click();
    await page.waitForURL('**/advertising');
    await heading(page, 'Publicidad').waitFor();
    assert.equal(await page.getByText('Tu plan no incluye esta sección').count(), 0);

    await sidebarEntry(page, 'Multisucursal').click();
    await page.waitForURL('**/multisucursal/**');
    await heading(page, 'Multisucursal').waitFor();
  });
});

test('a verification link works once; used or invalid links say so', async (t) => {
  const email = uniqueEmail('verify');
  const res = await server.api.signup({ email, password: 'Secreta123', company: 'Bar Once', business_kind: 'Bar' });
  assert.ok(res.status < 300, `signup: ${res.status} ${res.text}`);
  const mail = await server.waitForMail((m) => String(m.to).includes(email));
  const used = await server.api.verify(tokenFromLink(mail.link));
  assert.ok(used.status < 300, `first verification: ${used.status} ${used.text}`);

  await withBrowser(t, server, async ({ page }) => {
    await page.goto(mail.link);
    await seeText(page, 'El enlace de verificación no es válido o ya fue usado.');
    await page.goto(`${server.url}/success-email?token=not-a-real-token`);
    await seeText(page, 'El enlace de verificación no es válido o ya fue usado.');
    assert.equal(await page.getByText('¡Tu correo ha sido verificado!').count(), 0);
  });
});
