// Public menu: an owner builds a menu in the panel through the UI (family,
// category, a product with an image and a tag with an icon, a product with an obligatory
// variant group of limit 2, a promotion with a poster that expires tomorrow), sets the
// theme colours, opens 'Ver Menú' (a new tab) on a 360x740 phone viewport and sees what
// a diner sees: products by position with prices formatted like $12.50 / $12, the tag icon, the
// variant rules in words, the poster, the theme; no horizontal scroll, no script, no
// console error, no serious/critical axe-core violation. Then a price changed in the
// panel shows up on the next reload of the public page (a fresh 200, not a stale copy).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import {
  chooseOption,
  createAccount,
  loginThroughUi,
  sidebarEntry,
  startProduct,
  tokens,
  withBrowser,
} from '../harness.mjs';
import { apiOk, board, boardRow, chooseMany, clickAdd, editor, modal, submitEditor } from '../lib/panel.mjs';
import { FIXTURES, openMenuTab } from '../fixtures/menu.mjs';
import { browserDate, chooseImage, localTimeZone, pickVigencia } from '../fixtures/marketing/marketing.mjs';

const PHONE = { width: 360, height: 740 };
/** The owner's colours (PUT /v1/profiles/me); legible pairs, so the page keeps them as they are. */
const THEME = {
  background_color: '#fdf6e3',
  font_color: '#2b2118',
  button_color: '#8b1e3f',
  button_font_color: '#ffffff',
};
const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

let server;
before(async () => {
  // The API's "today" is the browser's (the promotion expires tomorrow in both).
  server = await startProduct({ env: { APP_TIMEZONE: localTimeZone() } });
});
after(async () => {
  await server?.stop();
});

test("a menu built in the panel is what 'Ver Menú' shows on a phone; a price change shows on reload", async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Taquería El Fogón' });
  await withBrowser(t, server, async ({ context, page }) => {
    await loginThroughUi(page, server, account.email, account.password);

    // ---- 1. The menu, through the panel's UI -------------------------------------------
    await openMenuTab(page, 'Familias y Categorías');
    await clickAdd(page, 'familia');
    let dialog = await editor(page, 'Agregar familia');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Comidas');
    await submitEditor(dialog);
    await boardRow(page, 'Comidas').waitFor();
    await page.getByRole('button', { name: /Agregar categoría$/ }).click();
    dialog = await editor(page, 'Agregar categoría');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Tacos');
    await dialog.getByText('Comidas', { exact: true }).waitFor(); // the preselected family
    await submitEditor(dialog);
    await boardRow(page, 'Tacos').waitFor();

    await openMenuTab(page, 'Etiquetas');
    await clickAdd(page, 'etiqueta');
    dialog = await editor(page, 'Agregar etiqueta');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Picosito');
    await dialog.getByRole('group', { name: 'Iconos' }).getByRole('button', { name: 'Picante', exact: true }).click();
    await submitEditor(dialog);
    await boardRow(page, 'Picosito').waitFor();

    await openMenuTab(page, 'Productos');
    // First product: an image and the tag with an icon.
    await clickAdd(page, 'producto');
    dialog = await editor(page, 'Agregar producto');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Taco al pastor');
    await dialog.getByLabel('Precio', { exact: true }).fill('25.50');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Con piña, cebolla y cilantro');
    await dialog.getByLabel('Imagen', { exact: true }).setInputFiles(FIXTURES.png);
    await dialog.getByRole('img', { name: 'Imagen del producto' }).waitFor();
    await chooseOption(page, 'Categoría', 'Tacos');
    await chooseMany(page, dialog, 'Etiquetas', ['Picosito']);
    await submitEditor(dialog);
    await board(page, 'Productos').getByRole('row', { name: 'Taco al pastor', exact: true }).waitFor();

    // Second product: a variant group, limit 2, obligatory.
    await clickAdd(page, 'producto');
    dialog = await editor(page, 'Agregar producto');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Gringa de pastor');
    await dialog.getByLabel('Precio', { exact: true }).fill('60');
    await chooseOption(page, 'Categoría', 'Tacos');
    await dialog.getByRole('button', { name: /Crear grupo$/ }).click();
    const groupDialog = await editor(page, 'Agregar grupo');
    await groupDialog.getByLabel('Nombre del grupo', { exact: true }).fill('Salsas');
    await groupDialog.getByLabel('Nombre de la variante 1').fill('Verde');
    await groupDialog.getByRole('button', { name: /Agregar Variante$/ }).click();
    await groupDialog.getByLabel('Nombre de la variante 2').fill('Roja');
    await groupDialog.getByRole('button', { name: /Agregar Variante$/ }).click();
    await groupDialog.getByLabel('Nombre de la variante 3').fill('Habanero');
    await groupDialog.getByLabel('Precio de la variante 3').fill('5');
    await submitEditor(groupDialog);
    await dialog
      .getByRole('list', { name: 'Grupos de variantes' })
      .getByRole('listitem')
      .filter({ hasText: 'Salsas' })
      .waitFor();
    await dialog.getByLabel('Límite de Salsas').fill('2');
    await dialog.getByRole('switch', { name: 'Obligatorio Salsas' }).click();
    assert.equal(await dialog.getByRole('switch', { name: 'Obligatorio Salsas' }).getAttribute('aria-checked'), 'true');
    await submitEditor(dialog);
    await board(page, 'Productos').getByRole('row', { name: 'Gringa de pastor', exact: true }).waitFor();

    // A promotion with a poster, expiring tomorrow (Promociones).
    await sidebarEntry(page, 'Promociones').click();
    await page.waitForURL('**/promotions');
    const tomorrow = await browserDate(page, 1);
    await clickAdd(page, 'promoción');
    dialog = await modal(page, 'Agregar promoción'); // waits out antd's zoom-in
    await dialog.getByLabel('Nombre', { exact: true }).fill('2x1 en tacos');
    await dialog.getByLabel('Descripción', { exact: true }).fill('Todos los martes.');
    await pickVigencia(page, dialog, tomorrow.input);
    await chooseImage(dialog, 'Póster', FIXTURES.png);
    const posterUpload = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' && /^\/v1\/promotions\/\d+\/attachment$/.test(new URL(res.url()).pathname),
    );
    await submitEditor(dialog);
    assert.equal((await posterUpload).status(), 200, 'the poster was stored');
    await boardRow(page, '2x1 en tacos').waitFor();

    // The theme colours, with the page's own token (the brand-identity screen comes later).
    const { access } = await tokens(page);
    await apiOk(server, access, 'PUT', '/v1/profiles/me', THEME);

    // ---- 2. 'Ver Menú' on a phone -----------------------------------------------------------
    await sidebarEntry(page, 'Menú').click();
    await page.waitForURL('**/menu/**');
    const viewMenu = page.getByRole('link', { name: /Ver Menú$/ });
    const [branch] = await apiOk(server, access, 'GET', '/v1/sucursales');
    // The owner's preview: the same page, not counted as a diner's visit.
    assert.equal(await viewMenu.getAttribute('href'), `${branch.menu_url}?preview=1`);
    assert.equal(await viewMenu.getAttribute('target'), '_blank');
    const opened = context.waitForEvent('page');
    await viewMenu.click();
    const menu = await opened;
    const consoleErrors = [];
    menu.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const source = msg.location().url;
      consoleErrors.push(`${msg.text()} (${source})`);
    });
    menu.on('pageerror', (err) => consoleErrors.push(String(err)));
    await menu.setViewportSize(PHONE);
    await menu.waitForLoadState('load');
    assert.equal(menu.url(), `${branch.menu_url}?preview=1`);
    assert.match(new URL(menu.url()).pathname, /^\/m\/[^/]+$/);
    // Reload once on the phone viewport so the listeners above see the whole load.
    const first = await menu.reload();
    assert.equal(first.status(), 200);
    const firstEtag = first.headers().etag;
    assert.ok(firstEtag, 'the page has an ETag');

    await menu.getByRole('heading', { level: 1, name: 'Taquería El Fogón' }).waitFor();
    const products = () =>
      menu
        .locator('.cat .ps > li')
        .evaluateAll((items) =>
          items.map((li) => [li.querySelector('h4')?.textContent, li.querySelector('.pr')?.textContent]),
        );
    assert.deepEqual(await products(), [
      ['Taco al pastor', '$25.50'],
      ['Gringa de pastor', '$60'],
    ]);
    const taco = menu.locator('.ps > li').filter({ has: menu.getByRole('heading', { name: 'Taco al pastor' }) });
    await taco.getByText('Con piña, cebolla y cilantro').waitFor();
    // Its photo has an empty alt: the dish's heading beside it names it (no name read twice).
    const photo = taco.locator('img.pi');
    assert.equal(await photo.getAttribute('alt'), '');
    // The square thumbnail on the menu's host (AVIF, which chromium takes, or WebP by Accept).
    assert.match(await photo.getAttribute('src'), /^\/m\/assets\/img\/[A-Za-z0-9_-]+-t240$/);
    await photo.evaluate((img) =>
      img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    );
    assert.equal(await photo.evaluate((img) => img.naturalWidth), 240);
    // The tag with its icon: a Font Awesome glyph in the page's own @font-face.
    const tag = taco.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem').filter({ hasText: 'Picosito' });
    await tag.waitFor();
    const icon = tag.locator('i[aria-hidden]');
    assert.equal(await icon.count(), 1, 'the tag shows its icon');
    assert.equal(await icon.getAttribute('aria-hidden'), 'true');
    assert.match(await icon.evaluate((el) => getComputedStyle(el).fontFamily), /Font Awesome/);
    assert.ok(await icon.evaluate((el) => el.getBoundingClientRect().width > 0), 'the icon takes space');
    // Drawn from the 8 KB subset: the whole 118 KB font is never fetched for the panel's icons.
    const fonts = await menu.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.woff2'));
    });
    assert.ok(
      fonts.some((n) => n.includes('/m/assets/fa-solid-subset.')),
      fonts.join(', '),
    );
    assert.ok(!fonts.some((n) => n.includes('/m/assets/fa-solid-900.')), fonts.join(', '));

    // The variant group in a diner's words (inside 'Opciones', opened as a diner would).
    const gringa = menu.locator('.ps > li').filter({ has: menu.getByRole('heading', { name: 'Gringa de pastor' }) });
    await gringa.getByText('Opciones', { exact: true }).click();
    await gringa.getByText('Salsas').waitFor();
    await gringa.getByText(/Elige hasta 2/).waitFor();
    await gringa.getByText(/Obligatorio/).waitFor();
    await gringa.getByText('Habanero').waitFor();
    await gringa.getByText('+$5', { exact: true }).waitFor();

    // The promotion and its poster (loaded: the first cards are not lazy).
    const promos = menu.getByRole('region', { name: 'Promociones' });
    await promos.getByText('2x1 en tacos').waitFor();
    // A small card (its thumbnail is decoration: the link's text names it) opening the whole poster.
    const card = promos.getByRole('link', { name: /2x1 en tacos/ });
    assert.match(await card.getAttribute('href'), /^\/uploads\/.+\.webp$/);
    const poster = card.locator('img');
    await poster.waitFor();
    // The card shows the poster's 240 px square thumbnail (images/sizes.ts), not the poster.
    assert.match(await poster.getAttribute('src'), /^\/m\/assets\/img\/[A-Za-z0-9_-]+-t240$/);
    await poster.evaluate((img) =>
      img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    );
    assert.equal(await poster.evaluate((img) => img.naturalWidth), 240, 'the thumbnail loads');

    // The owner's theme.
    const colours = await menu.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { background: body.backgroundColor, text: body.color };
    });
    assert.deepEqual(colours, { background: rgb(THEME.background_color), text: rgb(THEME.font_color) });

    // Phone-sized: nothing wider than the screen; and no JavaScript at all.
    const layout = await menu.evaluate(() => ({
      width: window.innerWidth,
      scrollWidth: document.scrollingElement.scrollWidth,
      // The JSON-LD block is data for search engines, never run.
      scripts: document.querySelectorAll('script:not([type="application/ld+json"])').length,
    }));
    assert.equal(layout.width, PHONE.width);
    assert.ok(layout.scrollWidth <= PHONE.width, `no horizontal scroll: scrollWidth ${layout.scrollWidth}`);
    assert.equal(layout.scripts, 0, 'no <script> elements but the JSON-LD data block');

    // Accessibility: no serious or critical axe-core violation.
    const axe = await new AxeBuilder({ page: menu }).analyze();
    const grave = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(
      grave.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      [],
      'axe-core: no serious or critical violations',
    );
    assert.deepEqual(consoleErrors, [], 'no console errors on the public menu');

    // ---- 3. A price changed in the panel shows on the next reload ----------------------------
    // Unchanged, the page is cached: its ETag answers 304.
    const revalidate = () =>
      fetch(branch.menu_url, { headers: { 'if-none-match': firstEtag, 'accept-encoding': 'gzip' } });
    assert.equal((await revalidate()).status, 304, 'an unchanged menu revalidates with 304');

    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Taco al pastor').getByRole('button', { name: 'Editar' }).click();
    dialog = await editor(page, 'Actualizar producto');
    await dialog.getByLabel('Precio', { exact: true }).fill('31');
    const saved = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && /^\/v1\/products\/\d+$/.test(new URL(res.url()).pathname),
    );
    await submitEditor(dialog, 'Actualizar');
    assert.equal((await saved).status(), 200);
    await boardRow(page, 'Taco al pastor').getByText('$31').waitFor();

    const again = await menu.reload();
    // The browser revalidated its copy with the old ETag and got new bytes, not the stale copy
    // (chromium reports a 304-revalidated reload as 200, so the ETags tell them apart).
    assert.equal(
      (await again.request().allHeaders())['if-none-match'],
      firstEtag,
      'the reload revalidated the cached page',
    );
    assert.equal(again.status(), 200);
    assert.notEqual(again.headers().etag, firstEtag, 'a new ETag for the changed menu');
    assert.equal((await revalidate()).status, 200, 'the old ETag no longer matches');
    assert.match(again.headers()['cache-control'] ?? '', /no-cache/);
    assert.deepEqual(await products(), [
      ['Taco al pastor', '$31'],
      ['Gringa de pastor', '$60'],
    ]);
    assert.deepEqual(consoleErrors, [], 'no console errors after the reload');
  });
});
