// Tutoriales: the three guides open inside the panel, every step's screenshot
// loads, an 'Ir a …' lands on the screen it names, and the card titles are never cut, from
// a phone (360 px) to a desktop.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  createAccount,
  heading,
  launchBrowser,
  loginThroughUi,
  sidebarEntry,
  startProduct,
  withBrowser,
} from '../harness.mjs';
import { boardHeading, modal } from '../lib/panel.mjs';

const GUIDES = ['Requisitos para crear tu menú', 'Agregar productos', 'Configuración del menú'];

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

const tutorials = (page) => page.getByRole('dialog', { name: 'Tutoriales' });

/** Each card title: its text, and whether it is shown whole (no ellipsis, nothing clipped by its card). */
function cardTitles(page) {
  return tutorials(page)
    .locator('.tutorial-card-title')
    .evaluateAll((titles) =>
      titles.map((title) => {
        const card = title.closest('.tutorial-card').getBoundingClientRect();
        const box = title.getBoundingClientRect();
        const style = getComputedStyle(title);
        return {
          text: title.textContent,
          whole:
            title.scrollWidth <= title.clientWidth &&
            style.textOverflow !== 'ellipsis' &&
            box.left >= card.left &&
            box.right <= card.right + 0.5,
        };
      }),
    );
}

/** Scrolls every step picture of the open guide into view (they are lazy) and answers those that did not load. */
async function brokenPictures(page) {
  const pictures = tutorials(page).locator('img.guide-step-picture');
  const count = await pictures.count();
  assert.ok(count >= 4, `a guide has its pictures (${count})`);
  const broken = [];
  for (let i = 0; i < count; i++) {
    const picture = pictures.nth(i);
    await picture.scrollIntoViewIfNeeded();
    const loaded = await picture.evaluate(
      (img) =>
        new Promise((resolve) => {
          if (img.complete) return resolve(img.naturalWidth > 0);
          img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
          img.addEventListener('error', () => resolve(false), { once: true });
        }),
    );
    if (!loaded) broken.push(await picture.getAttribute('src'));
  }
  return broken;
}

test('each guide shows numbered steps whose pictures all load, and Ir a Productos lands on Productos', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES' });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await sidebarEntry(page, 'Tutoriales').click();
    // Once its zoom-in is over: a click during it can land beside the button.
    const dialog = await modal(page, 'Tutoriales');
    assert.deepEqual(
      await cardTitles(page),
      GUIDES.map((text) => ({ text, whole: true })),
    );

    // 'Agregar productos' last: the test then follows one of its links.
    for (const title of ['Requisitos para crear tu menú', 'Configuración del menú', 'Agregar productos']) {
      await dialog.getByRole('button', { name: `Ver guía: ${title}` }).click();
      const guide = dialog.getByRole('article', { name: title });
      await guide.waitFor();
      const numbers = await guide.locator('.guide-step-number').allTextContents();
      assert.deepEqual(
        numbers,
        numbers.map((_, i) => `Paso ${i + 1}`),
        `${title}: numbered steps`,
      );
      assert.deepEqual(await brokenPictures(page), [], `${title}: every picture loads`);
      if (title !== 'Agregar productos') await guide.getByRole('button', { name: 'Todos los tutoriales' }).click();
    }

    // Still in 'Agregar productos': its third step goes to the products board.
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Crea un producto' })
      .getByRole('button', { name: 'Ir a Productos' })
      .click();
    await page.waitForURL('**/menu/products');
    await dialog.waitFor({ state: 'hidden' });
    await boardHeading(page, 'Productos').waitFor();
  });
});

test('opened at /tutorials, an Ir a … stays on its screen; a dismissal goes back to the menu', async (t) => {
  const account = await createAccount(server, { plan: 'NEGOCIO' });
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await page.goto(`${server.url}/tutorials`);
    const dialog = await modal(page, 'Tutoriales');
    await dialog.getByRole('button', { name: 'Ver guía: Configuración del menú' }).click();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: 'Completa tu sucursal' })
      .getByRole('button', { name: 'Ir a Configuración' })
      .click();
    await page.waitForURL('**/settings/general');
    await heading(page, 'Configuración').waitFor();
    await page.getByRole('region', { name: 'Sucursal' }).getByLabel('Dirección').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/settings\/general$/, 'not sent back to the menu');

    await page.goto(`${server.url}/tutorials`);
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL('**/menu/categories');
  });
});

test('card titles are whole and guide pictures fit the screen at 360 px, 820 px and 1440 px', async () => {
  const account = await createAccount(server);
  for (const width of [360, 820, 1440]) {
    const { context, page } = await launchBrowser({ viewport: { width, height: 800 } });
    try {
      await loginThroughUi(page, server, account.email, account.password);
      await page.goto(`${server.url}/tutorials`);
      const dialog = await modal(page, 'Tutoriales');
      assert.deepEqual(
        await cardTitles(page),
        GUIDES.map((text) => ({ text, whole: true })),
        `titles at ${width} px`,
      );

      await dialog.getByRole('button', { name: 'Ver guía: Agregar productos' }).click();
      await dialog.getByRole('article', { name: 'Agregar productos' }).waitFor();
      const overflow = await dialog
        .locator('img.guide-step-picture')
        .evaluateAll((imgs) =>
          imgs
            .filter((img) => img.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
            .map((img) => img.getAttribute('src')),
        );
      assert.deepEqual(overflow, [], `pictures inside the screen at ${width} px`);
    } finally {
      await context.close();
    }
  }
});
