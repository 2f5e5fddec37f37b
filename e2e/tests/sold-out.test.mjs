// Sold out per branch: a FRANCHISES owner with two branches marks a product
// 'Agotado' in one branch from the Productos board on a 375 px phone screen (the row's
// 'Acciones' menu, 'Marcar agotado'); only that
// branch's public menu says 'Agotado' (still listing the product), the other does not;
// 'Reactivar' undoes it in one tap and the label is gone from the public menu.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { chooseOption, createAccount, eventually, loginThroughUi, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, boardRow, endsWith, modal } from '../lib/panel.mjs';
import { openMenuTab } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

/** The public menu's HTML of a branch. */
async function publicMenu(routeKey) {
  const res = await fetch(`${server.url}/m/${routeKey}`);
  assert.equal(res.status, 200);
  return res.text();
}

test('Agotado in one branch from the board at 375 px; only that branch shows it; Reactivar removes it', async (t) => {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Pozolería Lupita' });
  const token = await apiToken(server, account);
  const [first] = await apiOk(server, token, 'GET', '/v1/sucursales');
  const centro = await apiOk(server, token, 'PUT', `/v1/sucursales/${first.id}`, { name: 'Centro' });
  const norte = await apiOk(server, token, 'POST', '/v1/sucursales', { name: 'Norte' });
  assert.equal(norte.enabled, true);
  await apiOk(server, token, 'POST', '/v1/categories/0/products', { name: 'Pozole rojo', price: 95 });

  await withBrowser(
    t,
    server,
    async ({ page }) => {
      await loginThroughUi(page, server, account.email, account.password);
      await openMenuTab(page, 'Productos');
      const row = boardRow(page, 'Pozole rojo');
      await row.waitFor();

      // No room for the row's buttons on the phone: they are in its 'Acciones' menu, in view.
      await row.getByRole('button', { name: 'Acciones' }).click();
      await page.getByRole('menuitem', { name: endsWith('Marcar agotado') }).click();
      const dialog = await modal(page, 'Agotado: Pozole rojo');
      assert.equal(await dialog.getByRole('radio', { name: 'Hasta el final del día' }).isChecked(), true);
      await chooseOption(page, 'Sucursal', 'Centro');
      const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/sold-out'));
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      assert.equal((await saved).status(), 200);
      const tag = row.getByText('Agotado en Centro hasta hoy', { exact: true });
      await tag.waitFor();
      // On the phone the tag sits under the name, inside the screen's width.
      const box = await tag.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 375, `tag inside 375 px: ${JSON.stringify(box)}`);

      await eventually(async () => {
        const html = await publicMenu(centro.route_key);
        assert.ok(html.includes('Agotado'), 'Centro says Agotado');
        assert.ok(html.includes('Pozole rojo'), 'still listed');
      });
      const other = await publicMenu(norte.route_key);
      assert.ok(other.includes('Pozole rojo') && !other.includes('Agotado'), 'Norte does not');

      // Accessibility of the label, the row and the page around them (the section's tabs
      // included, which wrap at 375 px): no serious or critical axe-core violation.
      const grave = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`);
      assert.deepEqual(await grave(), [], 'board with the sold-out tag');
      await page.goto(`${server.url}/m/${centro.route_key}`);
      await page.locator('.so').getByText('Agotado', { exact: true }).waitFor();
      assert.deepEqual(await grave(), [], 'public menu with a sold-out product');
      await page.goBack();
      await boardRow(page, 'Pozole rojo').getByText('Agotado en Centro hasta hoy', { exact: true }).waitFor();

      await boardRow(page, 'Pozole rojo').getByRole('button', { name: 'Reactivar' }).click();
      await eventually(async () =>
        assert.equal(await boardRow(page, 'Pozole rojo').getByText('Agotado en Centro hasta hoy').count(), 0),
      );
      await eventually(async () =>
        assert.ok(!(await publicMenu(centro.route_key)).includes('Agotado'), 'gone from Centro'),
      );
    },
    { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  );
});
