// Allergens on the public menu, as a diner with a phone (390 px) sees them: each dish's
// allergens as icon + word ('Contiene', 'Puede contener' apart), the notice where nothing is
// confirmed, calories and portion beside the price, a variant's own; then the diner opens
// 'Filtrar por alérgenos', ticks Leche and Cacahuate and applies it: the page reloads with
// ?sin=..., the dish with milk is gone (and counted), the one that may contain peanuts stays
// with its warning; no script runs, no console error (the JSON-LD data block raises no CSP
// report), axe-core finds nothing on the filtered page. The JSON-LD read back from the page is
// compiled against the schema-dts types. The menu is made through the API: the panel's
// allergen screens have their own tests, so no frontend build is needed here.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { createAccount, withBrowser } from '../harness.mjs';
import { ALL_FREE, startMenuOnly } from '../lib/public-menu.mjs';
import { schemaDtsErrors } from '../lib/json-ld.mjs';
import { apiOk } from '../lib/panel.mjs';

const PHONE = { width: 390, height: 844 };

let server;
before(async () => {
  server = await startMenuOnly();
});
after(async () => {
  await server?.stop();
});

/** A menu with every case: contains, may contain, all free, nothing confirmed, a variant's own. */
async function buildMenu() {
  const account = await createAccount(server, { plan: 'NEGOCIO', company: 'Fonda Doña Lupe' });
  const token = (await server.api.login(account.email, account.password)).body.info.access_token;
  const [first] = await apiOk(server, token, 'GET', '/v1/sucursales');
  const branch = await apiOk(server, token, 'PUT', `/v1/sucursales/${first.id}`, {
    name: 'Centro',
    phone: '5551234567',
    address: 'Av. Juárez 10, Centro, CDMX',
  });
  const family = (await apiOk(server, token, 'POST', '/v1/families', { name: 'Comida' })).id;
  const category = (await apiOk(server, token, 'POST', `/v1/families/${family}/categories`, { name: 'Platos' })).id;
  const product = async (name, price, description) =>
    (await apiOk(server, token, 'POST', `/v1/categories/${category}/products`, { name, price, description })).id;
  const ids = {
    pasta: await product('Pasta Alfredo', 140, 'Fettuccine con crema y parmesano'),
    ensalada: await product('Ensalada de nopales', 85, 'Nopal, jitomate y cilantro'),
    mole: await product('Mole poblano', 160, 'Pollo en mole de la casa'),
    flan: await product('Flan napolitano', 55, null),
  };
  const extras = (
    await apiOk(server, token, 'POST', '/v1/groups', {
      name: 'Extras',
      variants: [
        { name: 'Queso fresco', price: 15, allergens: { milk: 'contains' }, calories: 90, portion: '30 g' },
        { name: 'Aguacate', price: 20, allergens: ALL_FREE },
      ],
    })
  ).id;
  await apiOk(server, token, 'PUT', `/v1/products/${ids.ensalada}`, { variant_groups: [{ group_id: extras }] });
  await apiOk(server, token, 'PUT', '/v1/products/allergens', {
    items: [
      {
        id: ids.pasta,
        allergens: { ...ALL_FREE, gluten: 'contains', milk: 'contains', eggs: 'may_contain' },
        diets: ['vegetarian'],
        calories: 640,
        portion: '350 g',
      },
      { id: ids.ensalada, allergens: ALL_FREE, diets: ['vegan'], calories: 180, portion: '300 g' },
      { id: ids.mole, allergens: { ...ALL_FREE, peanuts: 'may_contain', sesame: 'contains' }, calories: 720 },
    ],
  });
  return { key: branch.route_key, ids };
}

test('a diner on a phone sees each dish’s allergens and hides those with milk or peanuts with the no-JavaScript filter', async (t) => {
  const { key } = await buildMenu();
  const url = `${server.menuUrl}/m/${key}`;
  await withBrowser(
    t,
    server,
    async ({ page }) => {
      const consoleErrors = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(msg.text());
      });
      page.on('pageerror', (err) => consoleErrors.push(String(err)));
      assert.equal((await page.goto(url)).status(), 200);
      const dish = (name) =>
        page.locator('.ps > li').filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });

      // ---- 1. The whole menu at 390 px: the allergens are there, in words, with their icons.
      const pasta = dish('Pasta Alfredo');
      await pasta.getByText('Contiene:').waitFor();
      assert.equal(
        (await pasta.locator('.al').innerText())
          .replace(/[\uE000-\uF8FF]/g, '')
          .replace(/\n+/g, '\n')
          .trim(),
        'Contiene: Gluten, Leche\nPuede contener: Huevo',
      );
      await pasta.getByText('350 g · 640 kcal', { exact: true }).waitFor();
      await pasta.getByText('Vegetariano', { exact: true }).waitFor();
      const icon = pasta.locator('.al i[aria-hidden]').first();
      assert.equal(await icon.getAttribute('aria-hidden'), 'true', 'the icon is decoration; the word is read');
      assert.match(await icon.evaluate((el) => getComputedStyle(el).fontFamily), /Font Awesome/);
      assert.ok(await icon.evaluate((el) => el.getBoundingClientRect().width > 0), 'the icon takes space');
      for (const text of ['Contiene:', 'Puede contener:', 'Leche', 'Huevo'])
        assert.ok(await pasta.getByText(text, { exact: false }).first().isVisible(), `${text} visible at 390 px`);
      await dish('Ensalada de nopales').getByText('Vegano · Sin gluten', { exact: true }).waitFor();
      await dish('Flan napolitano').getByRole('link', { name: 'Alérgenos sin confirmar', exact: true }).waitFor();
      // A variant's allergens, with the variant (inside 'Opciones', opened as a diner would).
      const ensalada = dish('Ensalada de nopales');
      await ensalada.getByText('Opciones', { exact: true }).click();
      await ensalada.locator('.vg li .vf').first().waitFor({ state: 'visible' });
      assert.match(
        await ensalada.locator('.vg li').first().innerText(),
        /Queso fresco\s+Contiene: \S?Leche · 30 g · 90 kcal/u,
      );
      // The legend names only what the page shows.
      await page.getByText('Qué significa cada alérgeno').click();
      const legend = page.locator('details.lg li');
      assert.deepEqual(
        (await legend.allInnerTexts()).map((l) =>
          l
            .replace(/[\uE000-\uF8FF]/g, '')
            .split(':')[0]
            .trim(),
        ),
        ['Gluten', 'Huevo', 'Cacahuate', 'Leche', 'Ajonjolí'],
      );
      const layout = await page.evaluate(() => ({
        width: window.innerWidth,
        scrollWidth: document.scrollingElement.scrollWidth,
        scripts: document.querySelectorAll('script:not([type="application/ld+json"])').length,
      }));
      assert.equal(layout.width, PHONE.width);
      assert.ok(layout.scrollWidth <= PHONE.width, `no horizontal scroll: ${layout.scrollWidth}`);
      assert.equal(layout.scripts, 0, 'no script but the JSON-LD data block');

      // ---- 2. The filter: tick, apply; the server answers the filtered page.
      await page.getByText('Filtrar por alérgenos').click();
      const form = page.getByRole('group', { name: 'Ocultar platillos con…' });
      await form.getByRole('checkbox', { name: 'Leche', exact: true }).check();
      await form.getByRole('checkbox', { name: 'Cacahuate', exact: true }).check();
      await Promise.all([page.waitForURL(/\?sin=/), form.getByRole('button', { name: 'Aplicar filtro' }).click()]);
      assert.equal(new URL(page.url()).search, '?sin=peanuts&sin=milk');
      await page.getByRole('status').getByText('Se ocultó 1 platillo que contiene cacahuate o leche.').waitFor();
      assert.equal(await dish('Pasta Alfredo').count(), 0, 'the dish with milk is hidden');
      await dish('Mole poblano').getByText('Puede contener cacahuate').waitFor();
      await dish('Ensalada de nopales').waitFor();
      assert.equal(await dish('Ensalada de nopales').getByText('Queso fresco').count(), 0, 'its cheese extra too');
      await dish('Flan napolitano').getByRole('link', { name: 'Alérgenos sin confirmar', exact: true }).waitFor();
      // The boxes stay ticked, so the diner can change the filter.
      assert.ok(await page.getByRole('checkbox', { name: 'Leche', exact: true }).isChecked());

      // Accessibility of the filtered page: no axe-core violation at all.
      const axe = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(
        axe.violations.map(
          (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
        [],
        'axe-core: no violations on the filtered page',
      );

      // ---- 3. The JSON-LD: what the page shows, and schema.org's vocabulary (schema-dts types).
      const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
      assert.equal(ld['@type'], 'Restaurant');
      assert.equal(ld.telephone, '+525551234567');
      assert.equal(ld.address, 'Av. Juárez 10, Centro, CDMX');
      const items = ld.hasMenu.hasMenuSection[0].hasMenuSection[0].hasMenuItem;
      assert.deepEqual(
        items.map((i) => i.name),
        ['Ensalada de nopales', 'Mole poblano', 'Flan napolitano'],
      );
      assert.deepEqual(items[0].suitableForDiet, ['VeganDiet', 'GlutenFreeDiet']);
      assert.deepEqual(items[1].nutrition, { '@type': 'NutritionInformation', calories: '720 calories' });
      assert.deepEqual(items[1].offers, { '@type': 'Offer', price: 160, priceCurrency: 'MXN' });
      const broken = structuredClone(ld);
      broken.hasMenu.hasMenuSection[0].hasMenuSection[0].hasMenuItems = items; // no such property
      const errors = await schemaDtsErrors(ld, broken);
      assert.deepEqual(errors.doc, [], 'the page’s JSON-LD is a schema-dts WithContext<Restaurant>');
      assert.deepEqual(errors.other, []);
      assert.ok(
        errors.broken.some((e) => e.includes('hasMenuItems')),
        `a misspelt property fails the same check: ${errors.broken}`,
      );

      // ---- 4. Back to the whole menu.
      await page.getByRole('link', { name: 'Quitar filtro y ver todo el menú' }).click();
      await dish('Pasta Alfredo').waitFor();
      assert.equal(new URL(page.url()).search, '');
      assert.deepEqual(consoleErrors, [], 'no console error (no CSP report for the data block, no blocked form)');
    },
    { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  );
});
