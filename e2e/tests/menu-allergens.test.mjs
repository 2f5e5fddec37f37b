// The allergen board: an owner opens Menú > Alérgenos, fills a dish's allergens by clicking
// its cells (each click moves one to the next level: Sin confirmar -> Contiene -> Puede
// contener -> No contiene) and ticks a diet, copies that row to another dish, confirms every
// allergen of a third one (the progress counts it), reloads and finds it all saved; the
// product editor's 'Alérgenos' block shows the same values. The board has no serious or
// critical axe-core violation.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { createAccount, eventually, loginThroughUi, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, boardHeading, boardRow, editor } from '../lib/panel.mjs';
import { arrangeMenu, openMenuTab } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

/** A cell of a dish's row, by its label ('Gluten: Contiene'). */
const cellOf = (page, dish, label) => boardRow(page, dish).getByRole('button', { name: label, exact: true });

/** Clicks a cell `times` times, waiting for each click's new state (the cycle's next level). */
async function clickTo(page, dish, allergen, levels) {
  let current = 'Sin confirmar';
  for (const next of levels) {
    await cellOf(page, dish, `${allergen}: ${current}`).click();
    await cellOf(page, dish, `${allergen}: ${next}`).waitFor();
    current = next;
  }
}

/** Waits until every change has reached the server: the status says so and nothing waits. */
async function saved(page) {
  await page.getByRole('status').filter({ hasText: 'Cambios guardados' }).waitFor();
}

const grave = async (page) =>
  (await new AxeBuilder({ page }).include('.allergen-board').analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`);

test('fill allergens on the board, copy a row, reload: saved; the product editor shows the same', async (t) => {
  const account = await createAccount(server, { company: 'Taquería Alérgenos' });
  const token = await apiToken(server, account);
  const ids = await arrangeMenu(
    server,
    token,
    { Comidas: { Tacos: ['Taco al pastor', 'Taco de suadero'] } },
    { unclassified: ['Agua de jamaica'] },
  );

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openMenuTab(page, 'Alérgenos');
    assert.match(new URL(page.url()).pathname, /^\/menu\/allergens$/);
    await page.getByText('Confirmados: 0 de 3 platillos').waitFor();
    // Every cell starts unconfirmed, never 'No contiene'.
    assert.equal(
      await boardRow(page, 'Taco al pastor')
        .getByRole('button', { name: /: Sin confirmar$/ })
        .count(),
      14,
    );

    await clickTo(page, 'Taco al pastor', 'Gluten', ['Contiene']);
    await clickTo(page, 'Taco al pastor', 'Cacahuate', ['Contiene', 'Puede contener']);
    await clickTo(page, 'Taco al pastor', 'Leche', ['Contiene', 'Puede contener', 'No contiene']);
    await boardRow(page, 'Taco al pastor').getByRole('checkbox', { name: 'Vegetariano' }).check();
    await saved(page);

    // Copy the row to the ticked dish.
    await page.getByRole('checkbox', { name: 'Seleccionar Taco de suadero' }).check();
    const copied = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && new URL(res.url()).pathname === '/v1/products/allergens',
    );
    await page.getByRole('button', { name: 'Copiar Taco al pastor a seleccionados' }).click();
    assert.equal((await copied).status(), 200);
    await cellOf(page, 'Taco de suadero', 'Gluten: Contiene').waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'Seleccionar Taco de suadero' }).isChecked(), false);

    // Every allergen of the drink confirmed 'No contiene': the progress counts it.
    const allergens = await boardRow(page, 'Agua de jamaica')
      .getByRole('button', { name: /: Sin confirmar$/ })
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label').replace(/: Sin confirmar$/, '')));
    assert.equal(allergens.length, 14);
    for (const name of allergens)
      await clickTo(page, 'Agua de jamaica', name, ['Contiene', 'Puede contener', 'No contiene']);
    await page.getByText('Confirmados: 1 de 3 platillos').waitFor();
    await saved(page);

    assert.deepEqual(await grave(page), [], 'axe-core on the allergen board');

    await page.reload();
    await boardHeading(page, 'Alérgenos').waitFor();
    for (const dish of ['Taco al pastor', 'Taco de suadero']) {
      await cellOf(page, dish, 'Gluten: Contiene').waitFor();
      await cellOf(page, dish, 'Cacahuate: Puede contener').waitFor();
      await cellOf(page, dish, 'Leche: No contiene').waitFor();
      assert.equal(await cellOf(page, dish, 'Huevo: Sin confirmar').count(), 1, `${dish}: eggs still unconfirmed`);
      assert.equal(await boardRow(page, dish).getByRole('checkbox', { name: 'Vegetariano' }).isChecked(), true);
      assert.equal(await boardRow(page, dish).getByRole('checkbox', { name: 'Vegano' }).isChecked(), false);
    }
    await page.getByText('Confirmados: 1 de 3 platillos').waitFor();
    const stored = await apiOk(server, token, 'GET', '/v1/products');
    const suadero = stored.find((p) => p.id === ids.products['Taco de suadero']);
    assert.deepEqual(
      [suadero.allergens, suadero.diets],
      [{ gluten: 'contains', peanuts: 'may_contain', milk: 'free' }, ['vegetarian']],
    );

    // The product editor reads the same values.
    await openMenuTab(page, 'Productos');
    await boardRow(page, 'Taco de suadero').getByRole('button', { name: 'Editar' }).click();
    const dialog = await editor(page, 'Actualizar producto');
    const block = dialog.locator('details', { hasText: 'Alérgenos, dietas y calorías' });
    await block.getByText(/^Alérgenos, dietas y calorías/).click();
    await eventually(async () => assert.equal(await block.getAttribute('open'), ''));
    const choice = (allergen, level) =>
      block.getByRole('radiogroup', { name: allergen, exact: true }).getByRole('radio', { name: level, exact: true });
    for (const [allergen, level] of [
      ['Gluten', 'Contiene'],
      ['Cacahuate', 'Puede contener'],
      ['Leche', 'No contiene'],
      ['Huevo', 'Sin confirmar'],
    ])
      assert.equal(await choice(allergen, level).isChecked(), true, `${allergen}: ${level}`);
    assert.equal(await block.getByRole('checkbox', { name: 'Vegetariano' }).isChecked(), true);
    assert.match(await block.locator('summary').textContent(), /3 de 14 confirmados/);
  });
});
