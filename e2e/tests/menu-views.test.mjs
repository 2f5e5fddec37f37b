// Menu views per branch: a diner opens a branch's public menu three times (the reloads
// revalidate the page: 304 from the render cache), which is one diner within the window: one
// view; a second phone adds one; the owner's own 'Ver Menú' (a preview) adds none. The owner
// then sees 2 in the Sucursales board's 'Visitas (30 días)' column and in the branch's
// 'Visitas' chart, while a second branch shows 0 and 'Aún no hay visitas'. Views are written
// every VIEWS_FLUSH_SECONDS and whenever the owner reads them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, sidebarEntry, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, boardHeading, boardRow, modal } from '../lib/panel.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

/** The text of a row's cell under the column titled `title`. */
async function cellText(page, row, title) {
  const headers = await page.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(title);
  assert.ok(index >= 0, `a '${title}' column in ${headers.join(' | ')}`);
  return (await boardRow(page, row).getByRole('cell').nth(index).textContent()).trim();
}

// The diners' phones; the owner's browser keeps its own User-Agent, so its preview would be a
// third client if it were counted.
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test("two diners (one reloading) show 2 in the Sucursales board and in its chart; the owner's 'Ver Menú' adds none", async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Café Visitas' });
  const token = await apiToken(server, account);
  await apiOk(server, token, 'POST', '/v1/sucursales', { name: 'Sucursal Sur' });
  const [branch] = await apiOk(server, token, 'GET', '/v1/sucursales');

  await withBrowser(t, server, async ({ context, page }) => {
    // A diner's tab: three visits of the public menu (a reload revalidates: 304).
    const diner = await context.newPage();
    await diner.setExtraHTTPHeaders({ 'user-agent': IPHONE });
    const first = await diner.goto(branch.menu_url);
    assert.equal(first.status(), 200);
    assert.equal((await first.request().allHeaders())['user-agent'], IPHONE);
    await diner.getByRole('heading', { level: 1, name: 'Café Visitas' }).waitFor();
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await diner.reload()).status());
    assert.ok(
      statuses.every((s) => s === 200 || s === 304),
      `reload statuses ${statuses}`,
    );
    await diner.close();
    // Another phone.
    assert.equal((await fetch(branch.menu_url, { headers: { 'user-agent': ANDROID } })).status, 200);

    await loginThroughUi(page, server, account.email, account.password);
    await sidebarEntry(page, 'Multisucursal').click();
    await page.waitForURL('**/multisucursal/sucursales');
    await boardHeading(page, 'Sucursales').waitFor();
    await boardRow(page, 'Sucursal Sur').waitFor();
    await eventually(async () => assert.equal(await cellText(page, 'Café Visitas', 'Visitas (30 días)'), '2'));
    // The owner looks at the menu from the board: a preview, not a visit.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      boardRow(page, 'Café Visitas').getByRole('link', { name: 'Ver Menú' }).click(),
    ]);
    await preview.getByRole('heading', { level: 1, name: 'Café Visitas' }).waitFor();
    assert.equal(new URL(preview.url()).searchParams.get('preview'), '1');
    await preview.close();
    await page.reload();
    await boardRow(page, 'Café Visitas').waitFor();
    assert.equal(await cellText(page, 'Café Visitas', 'Visitas (30 días)'), '2');
    assert.equal(await cellText(page, 'Sucursal Sur', 'Visitas (30 días)'), '0');

    await boardRow(page, 'Café Visitas').getByRole('button', { name: 'Visitas', exact: true }).click();
    let dialog = await modal(page, 'Visitas de Café Visitas (30 días)');
    await dialog.getByRole('img', { name: 'Visitas por día: 2 visitas en los últimos 30 días' }).waitFor();
    assert.match(
      await dialog.getByText(/Día con más visitas/).textContent(),
      /^Día con más visitas: \d{1,2} [a-z]{3} \(2 visitas\)$/,
    );
    assert.equal(await dialog.locator('rect').count(), 30);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await boardRow(page, 'Sucursal Sur').getByRole('button', { name: 'Visitas', exact: true }).click();
    dialog = await modal(page, 'Visitas de Sucursal Sur (30 días)');
    await dialog.getByText('Aún no hay visitas').waitFor();
  });
});
