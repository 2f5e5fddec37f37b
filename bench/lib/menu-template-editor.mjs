// The menu bench's template editor measures (bench/menu.mjs (d) and the editor half of (e)) in
// chromium: Multisucursal > Plantillas, Editar -> first row, a search, a save of 200 changed rows.
import { setTimeout as sleep } from 'node:timers/promises';
import { modal } from '../../e2e/lib/panel.mjs';
import { loggedInBrowser } from './menu-board.mjs';
import { EDITOR_LOADS, RUNS, TEMPLATE_NAME, TEMPLATE_QUERY, TEMPLATE_ROWS } from './menu-options.mjs';
import { summary } from './menu-stats.mjs';

/** A template's effective product prices by product id. */
async function templatePrices(server, token, templateId) {
  const res = await server.api.call('GET', `/v1/templates/${templateId}/products`, undefined, token);
  return new Map(res.body.info.map((row) => [row.product_id, row.price]));
}

/** The template editor's dialog, its Productos table's rows, and the search box. */
function templateDialog(page) {
  return page.getByRole('dialog', { name: 'Actualizar plantilla', exact: true });
}
function editorRows(dialog) {
  return dialog.locator('.template-table [role="row"][aria-label]');
}

/** Scrolls the editor's virtualised table (mouse wheel over it) until the row `name` is fully in view. */
async function scrollToRow(page, dialog, name) {
  const holder = dialog
    .locator('.template-table .ant-table-tbody-virtual-holder, .template-table .ant-table-body')
    .first();
  const box = await holder.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const row = dialog.locator(`.template-table [role="row"][aria-label="${name.replace(/"/g, '\\"')}"]`);
  for (let i = 0; i < 400; i++) {
    if (await row.count()) {
      const r = await row.boundingBox();
      if (r && r.y >= box.y && r.y + r.height <= box.y + box.height) return row;
      // Rendered but not in view (overscan): bring it towards the middle.
      if (r) {
        await page.mouse.wheel(0, r.y - (box.y + box.height / 2));
        await sleep(60);
        continue;
      }
    }
    await page.mouse.wheel(0, 1200);
    await sleep(60);
  }
  throw new Error(`row ${name} never came into view in the template editor`);
}

/** (d) and the editor half of (e): Editar -> first row; a search -> filtered rows; a save of 200 changed rows. */
export async function measureTemplateEditor(server, pair, templateId, productCount) {
  const url = `${server.url}/multisucursal/templates`;
  const board = (await server.api.call('GET', `/v1/templates/${templateId}/products`, undefined, pair.access_token))
    .body.info;
  const names = board.map((row) => row.name);
  const changeCount = Math.min(TEMPLATE_ROWS, names.length);
  const expectedMatches = names.filter((name) => name.toLowerCase().includes(TEMPLATE_QUERY)).length;
  const open = [];
  const search = [];
  const savePut = [];
  const saveClosed = [];
  let rowsInDom = null;
  let firstRow = null;
  let shownAfterSearch = null;
  let saveBodyBytes = null;
  const savedRows = [];
  const openLoads = [];
  let openRequests = null;
  const putInPage = [];
  let changedOnScreen = null;
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await loggedInBrowser(pair);
    try {
      await page.goto(url, { waitUntil: 'commit' });
      const boardRow = page.getByRole('row', { name: TEMPLATE_NAME, exact: true });
      await boardRow.waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');

      // (d) Editar -> the editor's first product row on screen (its 8 GETs, rows built, table painted).
      const dialog = templateDialog(page);
      const loads = [];
      const onLoad = (request) => {
        if (request.method() === 'GET' && EDITOR_LOADS.test(new URL(request.url()).pathname)) loads.push(request);
      };
      page.on('requestfinished', onLoad);
      let started = performance.now();
      await boardRow.getByRole('button', { name: 'Editar', exact: true }).click();
      await editorRows(dialog).first().waitFor({ state: 'visible', timeout: 120_000 });
      open.push(performance.now() - started);
      page.off('requestfinished', onLoad);
      // Its GETs as the page saw them: from the first one's start to the last one's end.
      if (loads.length) {
        const spans = loads.map((request) => request.timing()).filter((t) => t.responseEnd > 0);
        openLoads.push(
          Math.max(...spans.map((t) => t.startTime + t.responseEnd)) - Math.min(...spans.map((t) => t.startTime)),
        );
        openRequests ??= loads.length;
      }
      rowsInDom ??= await editorRows(dialog).count();
      firstRow ??= await editorRows(dialog).first().getAttribute('aria-label');
      await modal(page, 'Actualizar plantilla'); // the opening animation over
      await page.waitForLoadState('networkidle');

      // The search, typed at once: until every product row shown matches (and there is one).
      const box = dialog.getByLabel('Buscar en la plantilla', { exact: true });
      started = performance.now();
      await box.fill(TEMPLATE_QUERY);
      await page.waitForFunction(
        (needle) => {
          const rows = [...document.querySelectorAll('[role="dialog"] .template-table [role="row"][aria-label]')];
          return rows.length > 0 && rows.every((row) => row.getAttribute('aria-label').toLowerCase().includes(needle));
        },
        TEMPLATE_QUERY,
        { polling: 'raf', timeout: 60_000 },
      );
      search.push(performance.now() - started);
      shownAfterSearch ??= Number(
        (await dialog.getByRole('tab', { name: /^Productos \(\d+\)$/ }).textContent()).match(/\((\d+)\)/)[1],
      );
      await box.fill('');
      await editorRows(dialog)
        .first()
        .and(dialog.locator(`[aria-label="${names[0]}"]`))
        .waitFor();

      // (e) 200 rows: a click on the first row's checkbox, a shift-click on the 200th's; +10 % or -10 %.
      await dialog.getByLabel(`Seleccionar ${names[0]}`, { exact: true }).check();
      await scrollToRow(page, dialog, names[changeCount - 1]);
      await dialog.getByLabel(`Seleccionar ${names[changeCount - 1]}`, { exact: true }).click({ modifiers: ['Shift'] });
      await dialog.getByText(`${changeCount} productos seleccionados`, { exact: true }).waitFor();
      const percent = run % 2 ? '-10' : '10';
      await dialog.getByLabel('Porcentaje', { exact: true }).fill(percent);
      await dialog.getByRole('button', { name: 'Cambiar precios', exact: true }).click();
      const preview = await modal(page, `Cambiar precios ${run % 2 ? '' : '+'}${percent}%`);
      await preview.getByRole('button', { name: 'Aplicar', exact: true }).click();
      await preview.waitFor({ state: 'hidden' });
      await dialog.getByText(`${changeCount} cambios sin guardar`, { exact: true }).waitFor();
      changedOnScreen = changeCount;
      const before = await templatePrices(server, pair.access_token, templateId);

      const put = page.waitForResponse(
        (res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === `/v1/templates/${templateId}`,
        { timeout: 60_000 },
      );
      started = performance.now();
      await dialog.getByRole('button', { name: 'Actualizar plantilla', exact: true }).click();
      const response = await put;
      await response.finished();
      savePut.push(performance.now() - started);
      const timing = response.request().timing();
      if (timing.responseEnd > 0) putInPage.push(timing.responseEnd - timing.requestStart);
      await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
      saveClosed.push(performance.now() - started);
      if (response.status() !== 200)
        throw new Error(`the editor's PUT answered ${response.status()}: ${await response.text()}`);
      saveBodyBytes ??= Number((await response.request().headerValue('content-length')) ?? 0) || null;
      // What the save changed on the server (the page's fetch body is not visible to playwright).
      const after = await templatePrices(server, pair.access_token, templateId);
      savedRows.push([...after].filter(([id, price]) => before.get(id) !== price).length);
    } finally {
      await context.close();
    }
  }
  return {
    templateId,
    products: productCount,
    openToFirstRow: summary(open),
    firstRow,
    productRowsInDomAtFirstRow: rowsInDom,
    openGetRequests: openRequests,
    openGetsInPage: openLoads.length ? summary(openLoads) : null,
    search: {
      query: TEMPLATE_QUERY,
      debounceMs: 200,
      productsShown: shownAfterSearch,
      productsMatching: expectedMatches,
      toFilteredRows: summary(search),
    },
    save: {
      rows: changedOnScreen,
      rowsChangedOnServer: savedRows,
      putBodyBytes: saveBodyBytes,
      clickToPutAnswered: summary(savePut),
      putInPage: putInPage.length ? summary(putInPage) : null,
      clickToEditorClosed: summary(saveClosed),
    },
  };
}
