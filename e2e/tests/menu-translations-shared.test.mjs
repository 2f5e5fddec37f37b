// Identical texts share a translation (docs/languages.md): two dishes whose portion is '1 pieza'.
// The owner types '1 piece' in the first one's English cell on Menú > Traducciones; the second
// one's cell shows it as shared ('Compartida con los textos iguales') and the English public
// menu reads '1 piece' for both. The second dish then gets its own ('1 pc', an override), which
// the menu shows; 'Aplicar a los 2 textos iguales' on the first puts '1 piece' on both again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, sidebarEntry, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, watchCall } from '../lib/panel.mjs';
import { arrangeMenu, openMenuTab } from '../fixtures/menu.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

const PORTION_EN = 'Porción de «1 pieza» en inglés';

/** The English public menu's portions, as the diner reads them. */
async function englishPortions(routeKey) {
  const res = await fetch(`${server.url}/m/${routeKey}?lang=en`);
  assert.equal(res.status, 200);
  const html = await res.text();
  return {
    piece: html.match(/1 piece/g)?.length ?? 0,
    pc: html.match(/1 pc\b/g)?.length ?? 0,
    spanish: html.includes('1 pieza'),
  };
}

test("a portion translated once is translated for every dish with that portion; an override wins; 'Aplicar a los 2 textos iguales'", async (t) => {
  const account = await createAccount(server, { plan: 'NEGOCIO', company: 'Taquería Porciones' });
  const token = await apiToken(server, account);
  await apiOk(server, token, 'PUT', '/v1/profiles/me', { languages: ['es', 'en'] });
  const ids = await arrangeMenu(server, token, { Comidas: { Tacos: ['Taco al pastor', 'Taco de suadero'] } });
  for (const name of ['Taco al pastor', 'Taco de suadero'])
    await apiOk(server, token, 'PUT', `/v1/products/${ids.products[name]}`, { portion: '1 pieza' });
  const [branch] = await apiOk(server, token, 'GET', '/v1/sucursales');

  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await sidebarEntry(page, 'Menú').click();
    await openMenuTab(page, 'Traducciones');
    const rows = page.getByRole('row', { name: '1 pieza', exact: true });
    await eventually(async () => assert.equal(await rows.count(), 2));
    const [pastor, suadero] = [rows.nth(0), rows.nth(1)];
    await pastor.getByText('Igual en 2 textos: comparten la traducción').click();
    await pastor.getByText('Porción de «Taco de suadero» (producto) · Comidas › Tacos').waitFor();

    // 1. One translation typed: the other dish shares it, on the board and on the English menu.
    const translating = await watchCall(page, 'PUT', '/v1/translations');
    await pastor.getByLabel(PORTION_EN, { exact: true }).fill('1 piece');
    assert.equal((await translating.done).status, 200);
    await suadero.getByText('Compartida con los textos iguales: «1 piece»').waitFor();
    assert.equal(await suadero.getByLabel(PORTION_EN, { exact: true }).getAttribute('placeholder'), '1 piece');
    assert.deepEqual(await englishPortions(branch.route_key), { piece: 2, pc: 0, spanish: false });

    // 2. The second dish's own translation (an override) wins over the shared one.
    const overriding = await watchCall(page, 'PUT', '/v1/translations');
    await suadero.getByLabel(PORTION_EN, { exact: true }).fill('1 pc');
    assert.equal((await overriding.done).status, 200);
    await page.getByRole('status').filter({ hasText: 'Cambios guardados' }).waitFor();
    assert.deepEqual(await englishPortions(branch.route_key), { piece: 1, pc: 1, spanish: false });

    // 3. 'Aplicar a los 2 textos iguales' on the first: both read '1 piece' again.
    const applying = await watchCall(page, 'PUT', '/v1/translations');
    await pastor.getByRole('button', { name: `Aplicar a los 2 textos iguales: ${PORTION_EN}`, exact: true }).click();
    const applied = await applying.done;
    assert.equal(applied.status, 200, applied.text);
    assert.equal(applied.body.items[0].applyToSame, true);
    await page.getByRole('status').filter({ hasText: 'Se aplicó a los 2 textos iguales' }).waitFor();
    await eventually(async () =>
      assert.equal(await suadero.getByLabel(PORTION_EN, { exact: true }).inputValue(), '1 piece'),
    );
    assert.deepEqual(await englishPortions(branch.route_key), { piece: 2, pc: 0, spanish: false });
  });
});
