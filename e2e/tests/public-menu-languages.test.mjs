// The public menu in the diner's language: an owner's menu translated into English and
// French (through the API: the panel's Traducciones screen has its own test) is opened by a
// browser whose language is English (locale en-US, so Accept-Language: en-US) and as ?lang=fr;
// the diner switches languages by the page's plain links. Each page says its language
// (<html lang>), names the others with hreflang alternates and x-default, shows the owner's
// texts and its own words in that language (an untranslated text in Spanish), and has no
// serious or critical axe-core violation. No JavaScript on the page: the links are plain links.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { createAccount, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken } from '../lib/panel.mjs';

let server;
before(async () => {
  // The page is the API's own HTML: the panel's build is not needed.
  server = await startProduct({ env: { ALLOW_MISSING_DIST: '1' } });
});
after(async () => {
  await server?.stop();
});

const grave = async (page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`);

test('an English browser gets the menu in English, ?lang=fr in French; the links switch languages; hreflang, html lang, axe', async (t) => {
  const account = await createAccount(server, { plan: 'NEGOCIO', company: 'Taquería El Fogón' });
  const token = await apiToken(server, account);
  const call = (method, pathname, body) => apiOk(server, token, method, pathname, body);
  const [first] = await call('GET', '/v1/sucursales');
  const branch = await call('PUT', `/v1/sucursales/${first.id}`, { name: 'Centro', phone: '5551234567' });
  await call('PUT', '/v1/profiles/me', { languages: ['es', 'en', 'fr'] });
  const family = (
    await call('POST', '/v1/families', {
      name: 'Comidas',
      translations: { en: { name: 'Food' }, fr: { name: 'Plats' } },
    })
  ).id;
  const category = (
    await call('POST', `/v1/families/${family}/categories`, {
      name: 'Sopas',
      translations: { en: { name: 'Soups' }, fr: { name: 'Soupes' } },
    })
  ).id;
  await call('POST', `/v1/categories/${category}/products`, {
    name: 'Sopa de tortilla',
    price: 85,
    description: 'Con aguacate y chile pasilla',
    translations: {
      en: { name: 'Tortilla soup', description: 'With avocado and pasilla chili' },
      fr: { name: 'Soupe de tortilla' }, // its description stays in Spanish
    },
  });
  const pozole = (await call('POST', `/v1/categories/${category}/products`, { name: 'Pozole rojo', price: 95 })).id;
  await call('PUT', `/v1/products/${pozole}/sold-out`, { sucursal_id: branch.id, variant_id: null, until: 'manual' });
  const menuUrl = `${server.url}/m/${branch.route_key}`;

  await withBrowser(
    t,
    server,
    async ({ page }) => {
      const lang = () => page.locator('html').getAttribute('lang');
      const alternates = () =>
        page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
      const languageLink = (name) =>
        page.getByRole('list', { name: /Languages|Langues|Idiomas/ }).getByRole('link', { name });

      // 1. The English browser opens the menu's bare URL (the one in the QR code).
      const res = await page.goto(menuUrl);
      assert.equal(res.status(), 200);
      assert.equal(await lang(), 'en');
      assert.match(res.headers()['content-language'], /^en$/);
      assert.deepEqual(await alternates(), ['es', 'en', 'fr', 'x-default']);
      await page.getByRole('heading', { level: 2, name: 'Food' }).waitFor();
      await page.getByRole('heading', { level: 4, name: 'Tortilla soup' }).waitFor();
      await page.getByText('With avocado and pasilla chili').waitFor();
      await page.getByRole('heading', { level: 4, name: 'Pozole rojo' }).waitFor(); // untranslated: as written
      await page.locator('.so').getByText('Sold out', { exact: true }).waitFor();
      await page.getByText('Prices in MXN, VAT included', { exact: true }).waitFor();
      assert.equal(await page.getByText('MX$85', { exact: true }).count(), 1);
      assert.equal(
        await page.locator('script:not([type="application/ld+json"])').count(),
        0,
        'no JavaScript but the JSON-LD data block',
      );
      assert.deepEqual(await grave(page), [], 'English page');

      // 2. The plain link to French: the French page, its language marked on the link too.
      const french = languageLink('Français');
      assert.deepEqual([await french.getAttribute('hreflang'), await french.getAttribute('lang')], ['fr', 'fr']);
      await Promise.all([page.waitForURL(/\?lang=fr$/), french.click()]);
      assert.equal(await lang(), 'fr');
      await page.getByRole('heading', { level: 2, name: 'Plats' }).waitFor();
      await page.getByRole('heading', { level: 4, name: 'Soupe de tortilla' }).waitFor();
      await page.getByText('Con aguacate y chile pasilla').waitFor(); // per-text fallback
      await page.locator('.so').getByText('Épuisé', { exact: true }).waitFor();
      assert.equal(await languageLink('Français').count(), 0, 'no link to the page itself');
      assert.deepEqual(await grave(page), [], 'French page');

      // 3. Spanish by its link, although the browser prefers English: ?lang= wins.
      await Promise.all([page.waitForURL(/\?lang=es$/), languageLink('Español').click()]);
      assert.equal(await lang(), 'es');
      await page.getByRole('heading', { level: 2, name: 'Comidas' }).waitFor();
      await page.locator('.so').getByText('Agotado', { exact: true }).waitFor();
      await Promise.all([page.waitForURL(/\?lang=en$/), languageLink('English').click()]);
      assert.equal(await lang(), 'en');

      // 4. A link shared as ?lang=fr opens in French whatever the browser's language.
      await page.goto(`${menuUrl}?lang=fr`);
      assert.equal(await lang(), 'fr');
      await page.getByRole('heading', { level: 2, name: 'Plats' }).waitFor();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      assert.match(canonical, new RegExp(`/m/${branch.route_key}\\?lang=fr$`));
      const xDefault = await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href');
      assert.match(xDefault, new RegExp(`/m/${branch.route_key}$`));
    },
    { locale: 'en-US', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  );
});
