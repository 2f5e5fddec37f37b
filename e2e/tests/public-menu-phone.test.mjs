// The diner's menu on a phone, second round (issue 40: dishes first, a section bar, search,
// allergen words said once, prices with taxes), on a menu WITH promotions and advertising, at
// 390 x 844 and at 1280 px: the first dish is on the first screen (the posters are a compact
// strip of cards that open the full image); the sticky chips jump to their section without
// hiding its heading, by click and by keyboard; the server-side search finds 'nopal' in
// 'Ensalada de nopales' and 'Nopál a la plancha', with ?sin=, ?lang= and ?mesa=, and says
// 'No encontramos …' with the way back; 'consulta al personal' stands once; 'Precios en MXN,
// IVA incluido'; no horizontal scroll, no script but the JSON-LD, axe-core clean. The menu is
// made through the API (the panel's screens have their own tests): no frontend build needed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { createAccount, withBrowser } from '../harness.mjs';
import { ALL_FREE, checkPhonePage, startMenuOnly } from '../lib/public-menu.mjs';
import { FIXTURES } from '../fixtures/menu.mjs';
import { apiOk, apiUpload } from '../lib/panel.mjs';

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

let server;
before(async () => {
  server = await startMenuOnly();
});
after(async () => {
  await server?.stop();
});

/** Six sections of dishes in Spanish and English, two promotions with posters and an ad: a real menu's first screen. */
async function buildMenu() {
  const account = await createAccount(server, { plan: 'NEGOCIO', company: 'Fonda Doña Lupe' });
  const token = (await server.api.login(account.email, account.password)).body.info.access_token;
  const [first] = await apiOk(server, token, 'GET', '/v1/sucursales');
  const branch = await apiOk(server, token, 'PUT', `/v1/sucursales/${first.id}`, {
    name: 'Centro',
    phone: '5551234567',
    whatsapp_num: '5551234567',
    address: 'Av. Juárez 10, Centro, CDMX',
    tables: 5,
  });
  await apiOk(server, token, 'PUT', '/v1/profiles/me', { languages: ['es', 'en'] });
  const family = (await apiOk(server, token, 'POST', '/v1/families', { name: 'Comida' })).id;
  const category = async (name, en) =>
    (
      await apiOk(server, token, 'POST', `/v1/families/${family}/categories`, {
        name,
        translations: { en: { name: en } },
      })
    ).id;
  const product = async (categoryId, name, price, description, translations) =>
    (
      await apiOk(server, token, 'POST', `/v1/categories/${categoryId}/products`, {
        name,
        price,
        description,
        ...(translations ? { translations } : {}),
      })
    ).id;
  const entradas = await category('Entradas', 'Starters');
  const ids = {
    ensalada: await product(entradas, 'Ensalada de nopales', 85, 'Con queso fresco, jitomate y cilantro', {
      en: { name: 'Cactus salad', description: 'With fresh cheese, tomato and coriander' },
    }),
    nopal: await product(entradas, 'Nopál a la plancha', 70, 'Con sal de grano'),
    guacamole: await product(entradas, 'Guacamole', 95, 'Aguacate, chile serrano y totopos'),
  };
  const sections = [
    ['Sopas', 'Soups', ['Sopa de tortilla', 'Caldo tlalpeño', 'Crema de elote']],
    ['Tacos', 'Tacos', ['Tacos al pastor', 'Tacos de suadero', 'Tacos de canasta']],
    ['Tortas', 'Sandwiches', ['Torta ahogada', 'Torta cubana', 'Pambazo']],
    ['Bebidas', 'Drinks', ['Agua de jamaica', 'Horchata', 'Café de olla']],
    ['Postres', 'Desserts', ['Flan napolitano', 'Arroz con leche', 'Churros']],
  ];
  const headings = { Entradas: entradas };
  for (const [name, en, dishes] of sections) {
    headings[name] = await category(name, en);
    for (const [i, dish] of dishes.entries())
      ids[dish] = await product(headings[name], dish, 40 + i * 5, 'Receta de la casa, hecha al momento');
  }
  await apiOk(server, token, 'PUT', '/v1/products/allergens', {
    items: [
      { id: ids.ensalada, allergens: { ...ALL_FREE, milk: 'contains' } },
      { id: ids.nopal, allergens: { gluten: 'free', milk: 'free' } }, // partly confirmed
      { id: ids.guacamole, allergens: ALL_FREE },
    ],
  });
  // Two promotions with their posters and an ad with both images.
  for (const name of ['2x1 en tacos', 'Martes de pozole']) {
    const id = (await apiOk(server, token, 'POST', '/v1/promotions', { name, description: 'Todo el día' })).id;
    const up = await apiUpload(server, token, `/v1/promotions/${id}/attachment`, 'poster', FIXTURES.png);
    assert.equal(up.status, 200, up.text);
  }
  const ad = (
    await apiOk(server, token, 'POST', '/v1/advertising', { name: 'Cerveza de barril', description: 'Bien fría' })
  ).id;
  const form = new FormData();
  for (const field of ['image_mobile', 'image_desktop'])
    form.append(field, new Blob([readFileSync(FIXTURES.png)], { type: 'image/png' }), 'anuncio.png');
  const adUp = await fetch(`${server.url}/v1/advertising/${ad}/attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(adUp.status, 200, await adUp.text());
  return { key: branch.route_key };
}

/** The dishes the page holds, by their headings (textContent: sections far off screen are not laid out). */
const dishNames = (page) => page.locator('.ps h4').evaluateAll((hs) => hs.map((h) => h.textContent));

for (const screen of SCREENS) {
  test(`${screen.name} (${screen.viewport.width} px): dishes first, section chips, search without JavaScript, allergen words once, prices with taxes`, async (t) => {
    const { key } = await buildMenu();
    const url = `${server.menuUrl}/m/${key}`;
    const { width, height } = screen.viewport;
    await withBrowser(
      t,
      server,
      async ({ page }) => {
        const consoleErrors = [];
        page.on('console', (msg) => {
          if (msg.type() === 'error') consoleErrors.push(msg.text());
        });
        assert.equal((await page.goto(url)).status(), 200);

        // ---- 1. Dishes first: the first section's heading and its first dish on the first screen.
        const firstDish = page.locator('.ps > li').first();
        assert.equal(await firstDish.locator('h4').innerText(), 'Ensalada de nopales');
        const dishBox = await firstDish.locator('.ph').boundingBox();
        assert.ok(
          dishBox.y + dishBox.height <= height,
          `the first dish's name and price end at ${dishBox.y + dishBox.height} px`,
        );
        const heading = await page.getByRole('heading', { level: 3, name: 'Entradas' }).boundingBox();
        assert.ok(heading.y >= 0 && heading.y < dishBox.y, 'its section heading above it, on screen');
        // The promotions and the ad: a compact strip of cards, each opening its full image.
        const promos = page.getByRole('region', { name: 'Promociones' });
        const card = promos.getByRole('link', { name: /2x1 en tacos/ });
        const href = await card.getAttribute('href');
        assert.match(href, /^\/uploads\/.+-1080x1920\.webp$/, 'the card opens the whole poster');
        assert.equal((await fetch(new URL(href, url))).status, 200);
        assert.ok((await card.boundingBox()).height <= 120, 'a small card, not a full screen');
        await promos.getByRole('link', { name: /Martes de pozole/ }).waitFor();
        const ad = page.getByRole('region', { name: 'Anuncios' }).getByRole('link', { name: /Cerveza de barril/ });
        assert.match(await ad.getAttribute('href'), /^\/uploads\/.+\.webp$/);

        // ---- 2. The section bar: a labelled nav of chips, sticky, in the page's language.
        const bar = page.getByRole('navigation', { name: 'Secciones del menú' });
        assert.deepEqual(await bar.getByRole('link').allInnerTexts(), [
          'Entradas',
          'Sopas',
          'Tacos',
          'Tortas',
          'Bebidas',
          'Postres',
        ]);
        const jumpsTo = async (name) => {
          await page.waitForURL((u) => u.hash.startsWith('#c'));
          const target = page.getByRole('heading', { level: 3, name });
          // Scrolled there with its heading below the sticky bar (scroll-padding), not under it.
          await page.waitForFunction(
            ([text]) => {
              const h = [...document.querySelectorAll('h3')].find((e) => e.textContent === text);
              const nav = document.querySelector('nav.nav').getBoundingClientRect();
              const top = h.getBoundingClientRect().top;
              // The last sections may not reach the top: the page ends first.
              const atEnd = window.scrollY + window.innerHeight >= document.scrollingElement.scrollHeight - 1;
              return nav.top === 0 && top >= nav.bottom && top < (atEnd ? window.innerHeight : nav.bottom + 48);
            },
            [name],
          );
          assert.ok(await target.isVisible());
        };
        await bar.getByRole('link', { name: 'Postres' }).click();
        await jumpsTo('Postres');
        // By keyboard: focus a chip, Enter.
        await bar.getByRole('link', { name: 'Tacos' }).focus();
        await page.keyboard.press('Enter');
        await jumpsTo('Tacos');
        if (width < 768) {
          // On a phone the chips scroll sideways inside the bar; the page itself does not.
          const chips = await bar.locator('ul').evaluate((ul) => ({ scroll: ul.scrollWidth, client: ul.clientWidth }));
          assert.ok(chips.scroll > chips.client, `the bar scrolls sideways (${chips.scroll} > ${chips.client})`);
        }

        // ---- 4. Allergen words once: each dish a short marker linking to the one sentence.
        await page.goto(url);
        const body = await page.locator('body').innerText();
        assert.equal(body.match(/consulta al personal/g)?.length, 1, "'consulta al personal' said once");
        const nopal = page
          .locator('.ps > li')
          .filter({ has: page.getByRole('heading', { name: 'Nopál a la plancha' }) });
        const marker = nopal.getByRole('link', { name: 'Otros sin confirmar' });
        assert.equal(await marker.getAttribute('href'), '#sin-confirmar');
        const flan = page.locator('.ps > li').filter({ has: page.getByRole('heading', { name: 'Flan napolitano' }) });
        await flan.getByRole('link', { name: 'Alérgenos sin confirmar' }).waitFor();
        await page
          .locator('#sin-confirmar')
          .getByText(/consulta al personal antes de pedir/)
          .waitFor();

        // ---- 6. Prices in the words the law asks for.
        await page.getByText('Precios en MXN, IVA incluido', { exact: true }).waitFor();
        await checkPhonePage(page, width, 'the whole menu');

        // ---- 3. Search, no script: the form's GET, answered by the server.
        const box = page.getByRole('searchbox', { name: 'Buscar platillo' });
        await box.fill('nopal');
        await Promise.all([page.waitForURL(/[?&]q=nopal/), box.press('Enter')]);
        assert.deepEqual(await dishNames(page), ['Ensalada de nopales', 'Nopál a la plancha']);
        await page.getByRole('status').getByText('2 platillos con «nopal»').waitFor();
        await checkPhonePage(page, width, 'the search results');
        // With the allergen filter, the language and the table: the salad (milk) is left out.
        await page.goto(`${url}?q=NOPAL&sin=milk&lang=en&mesa=2`);
        assert.deepEqual(await dishNames(page), ['Nopál a la plancha']);
        await page.getByText('Table 2', { exact: true }).waitFor();
        await page.getByText('1 dish matching “NOPAL”').waitFor();
        await Promise.all([
          page.waitForURL((u) => !u.searchParams.has('q')),
          page.getByRole('link', { name: 'See the whole menu', exact: true }).click(),
        ]);
        const back = new URL(page.url()).searchParams;
        assert.deepEqual([back.get('lang'), back.get('mesa'), back.get('sin')], ['en', '2', 'milk']);
        assert.ok((await dishNames(page)).includes('Cactus salad') === false, 'the filter still hides the salad');
        assert.ok((await dishNames(page)).includes('Churros'));
        // Nothing found: said, with the way back to the whole menu.
        await page.goto(`${url}?q=sushi`);
        await page.getByRole('status').getByText('No encontramos platillos con «sushi».').waitFor();
        assert.deepEqual(await dishNames(page), []);
        await checkPhonePage(page, width, 'a search without results');
        await Promise.all([
          page.waitForURL((u) => !u.searchParams.has('q')),
          page.getByRole('link', { name: 'Ver todo el menú', exact: true }).click(),
        ]);
        assert.equal((await dishNames(page)).length, 18);
        assert.deepEqual(consoleErrors, [], 'no console errors');
      },
      { viewport: screen.viewport, reducedMotion: 'reduce' },
    );
  });
}
