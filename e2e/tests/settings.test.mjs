// Configuración against the real product: a NEGOCIO owner sets the company name
// and business type 'Otro' on General (the sidebar follows without a reload); on Identidad
// de marca uploads a logo, changes the colours and a font and sees the preview and then the
// public menu change (computed colours, the font file requested from our own origin),
// gets the contrast warning, resets both and removes the logo; on Integraciones de
// marketing sets GTM and pixel ids, first wrong then right, and finds them in the public
// menu. A FREEMIUM owner sees none of the brand or tracking controls, and the API refuses
// them with its token.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  chooseOption,
  createAccount,
  eventually,
  loginThroughUi,
  sidebar,
  startProduct,
  tokens,
  withBrowser,
} from '../harness.mjs';
import { apiOk, apiUpload, watchCall } from '../lib/panel.mjs';
import {
  SAVED_TEXT,
  countRequests,
  expectSaved,
  fieldMessages,
  hexInput,
  menuHtml,
  menuUrl,
  openSettingsTab,
  previewLook,
  readPublicMenu,
  rgb,
  settingsTabs,
  typeColour,
} from '../lib/settings.mjs';
import { FIXTURES } from '../fixtures/menu.mjs';

const GTM_TEXT = 'No coincide con el formato adecuado';
const PIXEL_TEXT = 'El identificador deben ser entre 15 y 18 dígitos';
const PRIVACY_TEXT =
  'El Aviso de privacidad es obligatorio para activar Google Tag Manager, Google Analytics o el píxel de Meta: escribe la dirección (https://…) donde lo publicas';
const NOTICE = 'https://tacos.example/aviso-de-privacidad';
const HEX_TEXT = 'Usa el formato #RRGGBB';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test("General: company name and business type 'Otro' + 'Dinos tu giro'; the sidebar follows without a reload; a reload keeps them", async (t) => {
  const account = await createAccount(server, {
    plan: 'NEGOCIO',
    company: 'La Cantina de Prueba',
    business_kind: 'Bar',
  });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openSettingsTab(page, 'General', '/settings/general');
    const company = page.getByRole('region', { name: 'Negocio' });
    const name = company.getByLabel('Nombre de tu negocio', { exact: true });
    assert.equal(await name.inputValue(), 'La Cantina de Prueba');

    // 'Otro' reveals 'Dinos tu giro', which is then required.
    assert.equal(
      await company.getByLabel('Dinos tu giro', { exact: true }).count(),
      0,
      "'Dinos tu giro' only with 'Otro'",
    );
    await name.fill('Tacos El Güero');
    await chooseOption(page, 'Giro', 'Otro');
    const other = company.getByLabel('Dinos tu giro', { exact: true });
    await other.waitFor();
    const puts = countRequests(page, 'PUT', '/v1/profiles/me');
    await company.getByRole('button', { name: 'Guardar', exact: true }).click();
    await eventually(async () =>
      assert.deepEqual(await fieldMessages(company, 'Dinos tu giro').allInnerTexts(), ['Campo obligatorio']),
    );
    assert.equal(puts.count, 0, 'an empty "Dinos tu giro" is not sent');
    puts.stop();

    await other.fill('Taquería');
    const saving = await watchCall(page, 'PUT', '/v1/profiles/me');
    await company.getByRole('button', { name: 'Guardar', exact: true }).click();
    const sent = await saving.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(
      sent.body,
      { company: 'Tacos El Güero', business_kind: 'Taquería' },
      'only what changed, the free text as the business type',
    );
    await expectSaved(page);

    // The sidebar shows the new name at once: same document, no navigation.
    const marker = await page.evaluate(() => (window.__settingsMarker = Math.random()));
    await eventually(async () =>
      assert.equal(await sidebar(page).locator('.sidebar-company').innerText(), 'Tacos El Güero'),
    );
    assert.equal(await page.evaluate(() => window.__settingsMarker), marker, 'no reload happened');

    // A reload shows the stored values: 'Otro' with its text.
    await page.reload();
    await sidebar(page).getByText('Tacos El Güero').waitFor();
    const reloaded = page.getByRole('region', { name: 'Negocio' });
    await eventually(async () =>
      assert.equal(await reloaded.getByLabel('Nombre de tu negocio', { exact: true }).inputValue(), 'Tacos El Güero'),
    );
    const kind = reloaded.locator('.ant-form-item').filter({ has: page.getByLabel('Giro', { exact: true }) });
    assert.match(await kind.innerText(), /^Giro\s+Otro\s*$/, "the stored free text shows as 'Otro'");
    assert.equal(await reloaded.getByLabel('Dinos tu giro', { exact: true }).inputValue(), 'Taquería');
    const { access } = await tokens(page);
    const stored = await apiOk(server, access, 'GET', '/v1/profiles/me');
    assert.deepEqual([stored.company, stored.business_kind], ['Tacos El Güero', 'Taquería']);
  });
});

test('Identidad de marca: a logo, colours and a headline font change the preview and then the public menu (colours, the font file from our origin); the contrast warning; both resets; removing the logo', async (t) => {
  const account = await createAccount(server, { plan: 'NEGOCIO', company: 'Tacos El Güero' });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    const { access } = await tokens(page);
    const url = await menuUrl(server, access);
    await openSettingsTab(page, 'Identidad de marca', '/settings/customize');

    // ---- Logo: uploaded as soon as it is picked; the sidebar shows it without a reload.
    const sidebarLogo = sidebar(page).locator('.sidebar-brand img');
    assert.equal(await sidebarLogo.getAttribute('src'), '/favicon.svg', 'no logo yet');
    await page.getByRole('button', { name: /Seleccionar imagen$/ }).waitFor();
    const uploading = page.waitForResponse(
      (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/v1/profiles/attachment',
    );
    await page.getByLabel('Logo', { exact: true }).setInputFiles(FIXTURES.png);
    const uploaded = await uploading;
    assert.equal(uploaded.status(), 200, await uploaded.text());
    await page.getByText('Logo actualizado').first().waitFor();
    await page.getByRole('button', { name: /Cambiar imagen$/ }).waitFor();
    await eventually(async () =>
      assert.match(await sidebarLogo.getAttribute('src'), /^(https?:\/\/[^/]+)?\/uploads\/.+\.webp$/),
    );

    // ---- Colores: a wrong hex is refused in Spanish and not sent; Fondo and Texto are saved on Enter.
    const puts = countRequests(page, 'PUT', '/v1/profiles/me');
    await hexInput(page, 'Fondo').fill('azul');
    await hexInput(page, 'Fondo').press('Enter');
    await page.getByText(HEX_TEXT, { exact: true }).waitFor();
    assert.equal(puts.count, 0, 'a wrong hex is not sent');
    puts.stop();
    let sent = await typeColour(page, 'Fondo', '#1E1E1E');
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { background_color: '#1E1E1E' });
    await eventually(async () => assert.equal(await page.getByText(HEX_TEXT, { exact: true }).count(), 0));
    sent = await typeColour(page, 'Texto', '#FAFAFA');
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { font_color: '#FAFAFA' });

    // ---- Tipografías: 'Predeterminada' first, then the catalogue; 'Inter' for the titles is saved on change.
    // The list comes from GET /v1/fonts: the option is awaited before the save is watched, so a
    // slow list does not eat into the wait for the PUT.
    const headline = page.getByLabel('Tipografía de títulos', { exact: true });
    await headline.click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options
      .filter({ hasText: /^Inter$/ })
      .or(options.nth(1))
      .first()
      .waitFor();
    assert.equal(await options.first().innerText(), 'Predeterminada', "'Predeterminada' comes first");
    await headline.fill('Inter'); // a searchable select: the catalogue is longer than the open list
    const inter = options.filter({ hasText: /^Inter$/ });
    await inter.waitFor();
    const saving = await watchCall(page, 'PUT', '/v1/profiles/me');
    await inter.click();
    sent = await saving.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { fonts: { headline_font: 'Inter' } });
    const stored = await apiOk(server, access, 'GET', '/v1/profiles/me');
    assert.deepEqual(
      [stored.theme.background, stored.theme.font, stored.fonts.headline].map((v) => String(v).toUpperCase()),
      ['#1E1E1E', '#FAFAFA', 'INTER'],
    );

    // The preview (the branch's real public menu, reloaded after each save) wears them.
    await page.getByRole('status').filter({ hasText: SAVED_TEXT }).waitFor();
    await eventually(async () => {
      const look = await previewLook(page);
      assert.equal(look.background, rgb('#1E1E1E'));
      assert.match(look.headlineFont, /^"?Inter"?,/);
    });

    // ---- The public menu, in a diner's fresh browser: the colours, the Inter file from our own origin, the logo.
    let diner = await readPublicMenu(url);
    assert.equal(diner.background, rgb('#1E1E1E'));
    assert.equal(diner.text, rgb('#FAFAFA'));
    assert.match(diner.headlineFont ?? '', /^"?Inter"?,/, `headline font: ${diner.headlineFont}`);
    assert.ok(
      diner.fontRequests.some((p) => /^\/m\/assets\/fonts\/inter\.[^/]+\.woff2$/.test(p)),
      `the Inter file was requested: ${JSON.stringify(diner.fontRequests)}`,
    );
    assert.match(diner.logo ?? '', /\/uploads\/.+\.webp$/, 'the logo is on the public menu');

    // ---- A dark text on the dark background: the warning, and the public menu keeps the text legible.
    sent = await typeColour(page, 'Texto', '#2A2A2A');
    assert.equal(sent.status, 200, sent.text);
    const warning = page.getByRole('alert').filter({ hasText: /^El texto y el fondo tienen poco contraste/ });
    await warning.waitFor();
    diner = await readPublicMenu(url);
    assert.equal(diner.background, rgb('#1E1E1E'));
    assert.notEqual(diner.text, rgb('#2A2A2A'), 'the public menu corrects an unreadable text colour');

    // ---- Both resets: the defaults in the panel, the preview and the public menu; no font file any more.
    const resettingColours = await watchCall(page, 'PUT', '/v1/profiles/me');
    await page.getByRole('button', { name: 'Restablecer colores', exact: true }).click();
    sent = await resettingColours.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, {
      background_color: '#FFFFFF',
      font_color: '#242424',
      button_color: '#5227D0',
      button_font_color: '#FFFFFF',
    });
    await eventually(async () => assert.equal(await hexInput(page, 'Fondo').inputValue(), '#FFFFFF'));
    assert.equal(await hexInput(page, 'Texto').inputValue(), '#242424');
    await warning.waitFor({ state: 'detached' });
    const resettingFonts = await watchCall(page, 'PUT', '/v1/profiles/me');
    await page.getByRole('button', { name: 'Restablecer tipografías', exact: true }).click();
    sent = await resettingFonts.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { fonts: { headline_font: 'SS Nickson One', body_font: 'Aktiv Grotesk' } });
    await eventually(async () => {
      const look = await previewLook(page);
      assert.equal(look.background, rgb('#FFFFFF'));
      assert.doesNotMatch(look.headlineFont, /Inter/);
    });
    diner = await readPublicMenu(url);
    assert.equal(diner.background, rgb('#FFFFFF'));
    assert.equal(diner.text, rgb('#242424'));
    assert.match(diner.headlineFont ?? '', /^"?SS Nickson One"?,/, `headline font: ${diner.headlineFont}`);
    assert.deepEqual(diner.fontRequests, [], 'the default fonts load no font file');

    // ---- 'Quitar imagen' removes the logo: the sidebar's default picture again, no logo on the public menu.
    const removing = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && new URL(res.url()).pathname === '/v1/profiles/attachment',
    );
    await page.getByRole('button', { name: /Quitar imagen$/ }).click();
    const removed = await removing;
    assert.equal(removed.status(), 200, await removed.text());
    await page.getByRole('button', { name: /Seleccionar imagen$/ }).waitFor();
    await eventually(async () => assert.equal(await sidebarLogo.getAttribute('src'), '/favicon.svg'));
    assert.doesNotMatch(await menuHtml(url), /class="logo"/, 'no logo on the public menu');
  });
});

test('Integraciones de marketing: a wrong GTM id and a wrong pixel id are refused in Spanish and not sent; the right ones are saved and reach the public menu', async (t) => {
  const account = await createAccount(server, { plan: 'NEGOCIO', company: 'Mariscos La Ola' });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openSettingsTab(page, 'Integraciones de marketing', '/settings/marketing');
    const form = page.getByRole('region', { name: 'Identificadores de seguimiento' });
    const gtm = form.getByLabel('Google Tag Manager / Analytics', { exact: true });
    const pixel = form.getByLabel('Facebook Pixel', { exact: true });
    const save = form.getByRole('button', { name: 'Guardar', exact: true });
    const { access } = await tokens(page);
    const url = await menuUrl(server, access);
    const before = await menuHtml(url);
    assert.doesNotMatch(before, /googletagmanager|fbq\(/, 'no tracking snippet before any id is set');

    // GTM: 'ABC' is refused and nothing is sent; 'GTM-ABC1234' is saved.
    const puts = countRequests(page, 'PUT', '/v1/profiles/me');
    await gtm.fill('ABC');
    await save.click();
    await eventually(async () =>
      assert.deepEqual(await fieldMessages(form, 'Google Tag Manager / Analytics').allInnerTexts(), [GTM_TEXT]),
    );
    assert.equal(puts.count, 0, 'a wrong GTM id is not sent');
    // A valid id still needs the privacy notice first: its message under it, nothing sent.
    await gtm.fill('GTM-ABC1234');
    await save.click();
    await eventually(async () =>
      assert.deepEqual(await fieldMessages(form, 'Aviso de privacidad').allInnerTexts(), [PRIVACY_TEXT]),
    );
    assert.equal(puts.count, 0, 'an id without the privacy notice is not sent');
    await form.getByLabel('Aviso de privacidad', { exact: true }).fill(NOTICE);
    let saving = await watchCall(page, 'PUT', '/v1/profiles/me');
    await save.click();
    let sent = await saving.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { gtm_id: 'GTM-ABC1234', privacy_url: NOTICE });
    await expectSaved(page);
    await eventually(async () => assert.equal(await fieldMessages(form, 'Google Tag Manager / Analytics').count(), 0));

    // Pixel: '123' is refused and nothing is sent; 15 digits are saved.
    const sentSoFar = puts.count;
    await pixel.fill('123');
    await save.click();
    await eventually(async () =>
      assert.deepEqual(await fieldMessages(form, 'Facebook Pixel').allInnerTexts(), [PIXEL_TEXT]),
    );
    assert.equal(puts.count, sentSoFar, 'a wrong pixel id is not sent');
    puts.stop();
    await pixel.fill('123456789012345');
    saving = await watchCall(page, 'PUT', '/v1/profiles/me');
    await save.click();
    sent = await saving.done;
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body, { facebook_pixel: '123456789012345' });
    await expectSaved(page);

    const stored = await apiOk(server, access, 'GET', '/v1/profiles/me');
    assert.deepEqual([stored.gtm_id, stored.facebook_pixel], ['GTM-ABC1234', '123456789012345']);
    // After a reload the form shows the stored ids.
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Identificadores de seguimiento' });
    await eventually(async () =>
      assert.equal(
        await reloaded.getByLabel('Google Tag Manager / Analytics', { exact: true }).inputValue(),
        'GTM-ABC1234',
      ),
    );
    assert.equal(await reloaded.getByLabel('Facebook Pixel', { exact: true }).inputValue(), '123456789012345');

    // The public menu now carries both snippets with the ids.
    const html = await menuHtml(url);
    assert.match(html, /GTM-ABC1234/, 'the GTM snippet with its id');
    assert.match(html, /123456789012345/, 'the pixel snippet with its id');
    assert.match(html, new RegExp(`<a href="${NOTICE}"[^>]*>Aviso de privacidad</a>`), 'the footer links the notice');
  });
});

test("FREEMIUM: no Identidad de marca tab, no brand controls at /settings/customize, no GTM/pixel inputs; the API refuses them with the owner's token", async (t) => {
  const account = await createAccount(server, { company: 'Fonda Gratis' });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openSettingsTab(page, 'General', '/settings/general');
    // Equipo and Integraciones stay: the owner reads their plan's one place and the way to more.
    assert.deepEqual(await settingsTabs(page), [
      'General',
      'Cuenta',
      'Integraciones de marketing',
      'Equipo',
      'Integraciones',
    ]);

    // Typing the tab's address shows no brand controls.
    await page.goto(`${server.url}/settings/customize`);
    await page.getByRole('tab', { name: 'General', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Negocio' }).waitFor();
    for (const label of ['Fondo (hex)', 'Texto (hex)', 'Tipografía de títulos']) {
      assert.equal(await page.getByLabel(label, { exact: true }).count(), 0, `no '${label}' on FREEMIUM`);
    }
    assert.equal(
      await page.getByRole('button', { name: /Seleccionar imagen$/ }).count(),
      0,
      'no logo upload on FREEMIUM',
    );
    assert.equal(
      await page.locator('iframe[title="Vista previa del menú"]').count(),
      0,
      'no brand preview on FREEMIUM',
    );

    // Integraciones: the plan's message and the way to upgrade instead of the inputs.
    await page.getByRole('tab', { name: 'Integraciones de marketing', exact: true }).click();
    await page.waitForURL('**/settings/marketing');
    await page.getByText('Tu plan no incluye Google Tag Manager ni Facebook Pixel.').waitFor();
    assert.equal(await page.getByLabel('Google Tag Manager / Analytics', { exact: true }).count(), 0);
    assert.equal(await page.getByLabel('Facebook Pixel', { exact: true }).count(), 0);
    await page.getByRole('button', { name: 'Mejorar Suscripción' }).first().waitFor();

    // The API, called with the page's own token, refuses colours, tracking ids and the logo.
    const { access } = await tokens(page);
    assert.ok(access, 'the panel keeps an access token');
    for (const body of [
      { background_color: '#000000' },
      { gtm_id: 'GTM-ABC1234' },
      { facebook_pixel: '123456789012345' },
      { fonts: { headline_font: 'Inter', body_font: 'Inter' } },
    ]) {
      const res = await server.api.call('PUT', '/v1/profiles/me', body, access);
      assert.equal(res.status, 403, `PUT ${JSON.stringify(body)}: ${res.text}`);
      assert.equal(res.body?.error?.code, 'SCOPE_REQUIRED', res.text);
    }
    const upload = await apiUpload(server, access, '/v1/profiles/attachment', 'logo', FIXTURES.png);
    assert.equal(upload.status, 403, upload.text);
    assert.equal(upload.body?.error?.code, 'SCOPE_REQUIRED', upload.text);
    const stored = await apiOk(server, access, 'GET', '/v1/profiles/me');
    assert.deepEqual([stored.logo ?? null, stored.gtm_id ?? null], [null, null], 'nothing was stored');
  });
});
