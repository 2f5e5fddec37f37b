// The menu bench's Productos board measures (bench/menu.mjs (a) and (b)) in chromium: the first
// product rows on a cold load, a reload and a tab switch, and a drag reorder until its PUT answered.
import { setTimeout as sleep } from 'node:timers/promises';
import { launchBrowser } from '../../e2e/harness.mjs';
import { RUNS } from './menu-options.mjs';
import { summary } from './menu-stats.mjs';

/** A chromium context whose localStorage holds the session (as after a login). */
export async function loggedInBrowser(pair) {
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  await browser.context.addInitScript(
    ([a, r]) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
      }
    },
    [pair.access_token, pair.refresh_token],
  );
  return browser;
}

function productRows(page) {
  return page.locator('[role="table"][aria-label="Productos"] .board-children [role="row"][aria-label]');
}

/** Runs `navigate` and measures until the first product row is visible; also the rows then in the DOM. */
async function untilFirstRow(page, navigate) {
  let request = null;
  const onRequest = (req) => {
    if (!request && req.method() === 'GET' && new URL(req.url()).pathname === '/v1/products') request = req;
  };
  page.on('request', onRequest);
  const started = performance.now();
  try {
    await navigate();
    await productRows(page).first().waitFor({ state: 'visible', timeout: 120_000 });
  } finally {
    page.off('request', onRequest);
  }
  const ms = performance.now() - started;
  const rowsInDom = await productRows(page).count();
  // A list the panel's data cache still holds (a tab switch within its freshness window) is drawn
  // without a request: then there is no API time to report.
  const response = request && (await request.response());
  const timing = response?.request().timing();
  return { ms, rowsInDom, apiMs: timing && timing.responseEnd > 0 ? timing.responseEnd - timing.requestStart : null };
}

export async function measureBoard(server, pair) {
  const url = `${server.url}/menu/products`;
  const cold = [];
  const reload = [];
  const tab = [];
  const drag = [];
  let rowsInDom = null;
  const pageApiMs = [];
  let putBytes = null;
  let persisted = true;
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await loggedInBrowser(pair);
    try {
      // (a) cold: a fresh profile, nothing cached.
      const first = await untilFirstRow(page, () => page.goto(url, { waitUntil: 'commit' }));
      cold.push(first.ms);
      rowsInDom ??= first.rowsInDom;
      if (first.apiMs !== null) pageApiMs.push(first.apiMs);
      await page.waitForLoadState('networkidle');

      // reload: scripts from the HTTP cache, the data fetched again.
      const again = await untilFirstRow(page, () => page.reload({ waitUntil: 'commit' }));
      reload.push(again.ms);
      await page.waitForLoadState('networkidle');

      // in-app: from the Familias y Categorías tab to Productos.
      await page.getByRole('tab', { name: 'Familias y Categorías', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Familias y Categorías', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      const switched = await untilFirstRow(page, () =>
        page.getByRole('tab', { name: 'Productos', exact: true }).click(),
      );
      tab.push(switched.ms);
      await page.waitForLoadState('networkidle');

      // (b) a drag reorder in the first category: its first product onto its third.
      const rows = productRows(page);
      const firstName = await rows.nth(0).getAttribute('aria-label');
      const handle = rows.nth(0).locator('[aria-label^="Mover "]');
      const target = rows.nth(2);
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      const endY = to.y + to.height / 2 + 6;
      const put = page.waitForResponse(
        (res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === '/v1/products',
        { timeout: 60_000 },
      );
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + 8, { steps: 4 });
      await page.mouse.move(x, endY, { steps: 20 });
      await sleep(250);
      const dropped = performance.now();
      await page.mouse.up();
      const response = await put;
      await response.finished();
      const done = performance.now();
      if (response.status() !== 200) throw new Error(`the reorder PUT answered ${response.status()}`);
      drag.push(done - dropped);
      putBytes ??= Number((await response.request().headerValue('content-length')) ?? 0) || null;
      const names = await productRows(page).evaluateAll((els) =>
        els.slice(0, 3).map((el) => el.getAttribute('aria-label')),
      );
      if (names[2] !== firstName) persisted = false;
    } finally {
      await context.close();
    }
  }
  // The server's order after the drags matches what the board showed last.
  const check = await server.api.call('GET', '/v1/products', undefined, pair.access_token);
  return {
    firstRowsCold: summary(cold),
    firstRowsReload: summary(reload),
    firstRowsTabSwitch: summary(tab),
    productRowsInDomAtFirstPaint: rowsInDom,
    getProductsInPageMs: pageApiMs.length ? summary(pageApiMs) : null,
    dragDropToPutResponse: summary(drag),
    reorderPutBodyBytes: putBytes,
    dragMovedRowOnScreen: persisted,
    productsAfter: check.body?.info?.length ?? null,
  };
}
