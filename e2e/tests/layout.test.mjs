// Layout of every board and editor of the panel at 1280 × 800 (a laptop) and 390 × 844 (a
// phone): no control or column header off screen or cut by its box, no column header over its
// neighbour, no word split letter by letter, no field too narrow for its value
// (e2e/lib/layout.mjs). A FRANCHISES account with long Spanish names, a template, a variant
// group, a sold-out product and two branches, so every optional column and row action shows.
// Each screen is opened once, checked at 1280 px, then resized to 390 px and checked again.
// All problems are gathered and reported together. LAYOUT_SHOTS=<dir> saves a PNG per check.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createAccount, loginThroughUi, sidebarEntry, startProduct, withBrowser } from '../harness.mjs';
import { layoutProblems } from '../lib/layout.mjs';
import { boardHeading, boardRow, modal } from '../lib/panel.mjs';
import {
  AD,
  arrangeLayoutAccount,
  BRANCH,
  CATEGORY,
  COMBO,
  COMPANY,
  FAMILY,
  GROUP,
  PRODUCT,
  PROMOTION,
  TAG,
  TEMPLATE,
} from '../fixtures/layout.mjs';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** On a phone a board's table scrolls sideways (its row actions stay in view): what it hides is reached by scrolling. */
const PHONE_SCROLLERS = ['.board-table'];
const SHOTS = process.env.LAYOUT_SHOTS;

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('every board and editor fits 1280 × 800 and 390 × 844: nothing cut or off screen, no overlapping headers', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: COMPANY });
  await arrangeLayoutAccount(server, account);

  await withBrowser(
    t,
    server,
    async ({ page }) => {
      const problems = [];
      let shot = 0;
      if (SHOTS) mkdirSync(SHOTS, { recursive: true });

      /** Waits until nothing moves on the page (antd's zooms and slides, a resize's new layout). */
      const settle = () =>
        page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          await frame();
          const deadline = Date.now() + 5000;
          while (document.getAnimations().some((a) => a.playState === 'running') && Date.now() < deadline)
            await frame();
          await document.fonts.ready;
          await frame();
        });

      /**
       * Checks `name` (the region `root`, default the page) at both sizes, then puts the laptop
       * size back. `phoneScrollers`: more sideways scrollers that are by design on a phone.
       */
      const check = async (name, root, { phoneScrollers = [] } = {}) => {
        for (const size of [WIDE, PHONE]) {
          await page.setViewportSize(size);
          await settle();
          const label = `${size.width}×${size.height} ${name}`;
          const found = await layoutProblems(page, {
            root,
            scrollers: size === PHONE ? [...PHONE_SCROLLERS, ...phoneScrollers] : [],
          });
          problems.push(...found.map((problem) => `${label}: ${problem}`));
          if (SHOTS)
            await page.screenshot({
              path: path.join(SHOTS, `${String(++shot).padStart(2, '0')}-${label.replace(/[^\w×-]+/g, '-')}.png`),
            });
        }
        await page.setViewportSize(WIDE);
        await settle();
      };

      /** Opens a dialog by clicking `opener`, checks it at both sizes, closes it with Escape. */
      const checkDialog = async (opener, title, { within } = {}) => {
        await opener.click();
        const dialog = await modal(page, title);
        await dialog.locator('[aria-busy=true]').first().waitFor({ state: 'detached' });
        await within?.(dialog);
        await check(`dialog '${title}'`, dialog);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      };

      /** Opens a board by its panel path (the page's own navigation) and waits for its rows. */
      const openBoard = async (pathname, title, rowName) => {
        await page.goto(server.url + pathname);
        await boardHeading(page, title).waitFor();
        if (rowName) await boardRow(page, rowName).waitFor();
        await check(`board '${title}'`);
      };
      const rowButton = (rowName, name) => boardRow(page, rowName).getByRole('button', { name, exact: true });

      await page.setViewportSize(WIDE);
      await loginThroughUi(page, server, account.email, account.password);

      // ---- Menú ---------------------------------------------------------------------------
      await openBoard('/menu/categories', 'Familias y Categorías', CATEGORY);
      await checkDialog(rowButton(FAMILY, 'Editar'), 'Actualizar familia');
      await checkDialog(rowButton(CATEGORY, 'Editar'), 'Actualizar categoría');

      await openBoard('/menu/products', 'Productos', PRODUCT);
      await checkDialog(rowButton(PRODUCT, 'Editar'), 'Actualizar producto', {
        within: (dialog) => dialog.getByRole('listitem').filter({ hasText: GROUP }).waitFor(),
      });
      await checkDialog(rowButton(PRODUCT, 'Marcar agotado'), `Agotado: ${PRODUCT}`);
      await checkDialog(rowButton(PRODUCT, 'Plantillas'), 'Actualizar producto en plantillas');
      await checkDialog(rowButton(PRODUCT, 'Eliminar'), 'Confirma para eliminar producto');

      // Menú del día: the week's cards, and a day's steps editor.
      await page.goto(`${server.url}/menu/del-dia`);
      await page
        .getByRole('combobox', { name: 'Combo' })
        .getByRole('option', { name: COMBO })
        .waitFor({ state: 'attached' });
      await page
        .getByText('Guisado del día: Mole poblano con pollo, arroz rojo y frijoles de la olla')
        .first()
        .waitFor();
      await check('Menú del día');
      // Menú's nine tabs stay on one line on a laptop (they wrap, as chips, only on a narrow screen).
      const tabTops = await page
        .getByRole('tab')
        .evaluateAll((tabs) => [...new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))]);
      if (tabTops.length > 1) problems.push(`1280×800 Menú: its tabs take ${tabTops.length} lines`);
      await checkDialog(
        page.getByRole('listitem', { name: /^Lunes / }).getByRole('button', { name: 'Editar', exact: true }),
        /^Pasos del lunes /,
      );

      await openBoard('/menu/variants', 'Variantes', GROUP);
      await checkDialog(rowButton(GROUP, 'Editar'), 'Actualizar grupo');

      await openBoard('/menu/tags', 'Etiquetas', TAG);
      await checkDialog(rowButton(TAG, 'Editar'), 'Actualizar etiqueta');

      // ---- Promociones, Publicidad --------------------------------------------------------
      await openBoard('/promotions', 'Promociones', PROMOTION);
      await checkDialog(rowButton(PROMOTION, 'Editar'), 'Actualizar promoción');
      await checkDialog(rowButton(PROMOTION, 'Plantillas'), 'Actualizar promoción en plantillas', {
        // The mode that shows a description field per template.
        within: (dialog) => dialog.getByText('Actualizar', { exact: true }).click(),
      });

      await openBoard('/advertising', 'Publicidad', AD);
      await checkDialog(rowButton(AD, 'Editar'), 'Actualizar anuncio');

      // ---- Multisucursal ------------------------------------------------------------------
      await openBoard('/multisucursal/sucursales', 'Sucursales', BRANCH);
      await checkDialog(rowButton(BRANCH, 'Editar'), 'Actualizar sucursal');
      await checkDialog(rowButton(BRANCH, 'Generar Link'), 'Compartir Link');
      await checkDialog(rowButton(BRANCH, 'Visitas'), `Visitas de ${BRANCH} (30 días)`);

      await openBoard('/multisucursal/templates', 'Plantillas', TEMPLATE);
      await rowButton(TEMPLATE, 'Editar').click();
      const editor = await modal(page, 'Actualizar plantilla');
      for (const tab of ['Productos', 'Promociones', 'Publicidad', 'Variantes']) {
        await editor.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).click();
        await editor.getByRole('row').nth(1).waitFor();
        await check(`template editor, tab ${tab}`, editor);
      }
      await page.keyboard.press('Escape');
      await editor.waitFor({ state: 'hidden' });

      // ---- Configuración, Facturación, the panel's own modals -----------------------------
      for (const [pathname, label] of [
        ['/settings/general', 'Nombre de tu negocio'],
        ['/settings/account', 'Contraseña actual'],
        ['/settings/customize', 'Fondo (hex)'],
        ['/settings/marketing', 'Google Tag Manager / Analytics'],
      ]) {
        await page.goto(server.url + pathname);
        await page.getByLabel(label).first().waitFor();
        await check(`settings ${pathname}`);
      }
      await page.goto(`${server.url}/billing`);
      await page.getByText('Historial de facturación').first().waitFor();
      // The history's five columns scroll sideways on a phone, as a board's do.
      await check('billing', undefined, { phoneScrollers: ['.ant-table-content'] });
      await checkDialog(sidebarEntry(page, 'Tutoriales'), 'Tutoriales');
      await checkDialog(sidebarEntry(page, 'Cerrar Sesión'), 'Cerrar Sesión');

      assert.deepEqual(problems, [], `Layout problems:\n  ${problems.join('\n  ')}`);
    },
    { viewport: WIDE },
  );
});
