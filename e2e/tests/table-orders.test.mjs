// From the table (issue 45), end to end in the real built product: a branch with 10 tables, a
// WhatsApp number and 'Pedidos y llamadas desde la mesa' on. A diner at table 4 (390 px, the
// table's QR link ?mesa=4) adds Tacos al pastor and Agua de horchata with the menu's 'Agregar'
// buttons, and a Hamburguesa through its choices page ('Queso extra'); 'Ver mi pedido' lists the
// three lines, $260 in all, and the Spanish block for the waiter with 'Mesa 4'; in English the
// list's words change and the block stays Spanish; the WhatsApp link carries the order. Meanwhile
// a 'Personal' member of the branch has 'Mesas' open in another browser: the diner's 'Llamar al
// mesero' shows there as 'Mesa 4' within 2 s, and 'Atendido' clears it. Every public page runs
// no script (but the menu's JSON-LD) and axe-core finds nothing on it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually, sidebarEntry, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, endsWith, watchCall } from '../lib/panel.mjs';
import { checkPhonePage } from '../lib/public-menu.mjs';
import { arrangeRestaurant, inviteStaff, pesos, signIn, waiterBlock, whatsappMessage } from '../lib/table-orders.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The longest a call may take to show on the Mesas screen, from the diner's press. */
const LIVE_MS = 2000;

/**
 * A dish's 'Agregar' on the menu: the button in the dish's list item (it carries no dish name of
 * its own: the page's size budget, public-menu/order-buttons.ts).
 */
const addButton = (page, dish, name = /Agregar/) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: dish, exact: true }) })
    .getByRole('button', { name });

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('table 4 orders from the menu, shows the waiter its list, calls the waiter; Mesas shows the call live and Atendido clears it', async (t) => {
  const { token, branch, dish } = await arrangeRestaurant(server);
  const staff = await inviteStaff(server, token, branch.id);
  const key = branch.route_key;
  const menuUrl = `${server.url}/m/${key}`;

  // ---- The Personal member's Mesas screen (1280 px), open before the diner calls ------------
  await withBrowser(t, server, async ({ page: mesas }) => {
    await signIn(mesas, server, staff);
    await sidebarEntry(mesas, 'Mesas').click();
    await mesas.waitForURL('**/mesas**');
    await mesas.getByText('Sin llamadas por ahora').waitFor();
    await mesas.getByText('En vivo').first().waitFor(); // the stream is connected
    const tableFour = mesas.getByText(/(^|\s)Mesa 4(\s|$|[·,:—-])/).first();

    // ---- The diner at table 4 (390 px) ----------------------------------------------------
    await withBrowser(
      t,
      server,
      async ({ context, page }) => {
        await page.goto(`${menuUrl}?mesa=4`);
        await page.getByRole('heading', { name: 'Tacos al pastor' }).waitFor();
        await checkPhonePage(page, 390, 'the menu at table 4');
        const backAt = (id) => (url) =>
          url.pathname === `/m/${key}` && url.searchParams.get('mesa') === '4' && url.hash === `#a${id}`;

        // 'Agregar' on two dishes: each posts its form and comes back to the dish.
        for (const name of ['Tacos al pastor', 'Agua de horchata']) {
          await Promise.all([page.waitForURL(backAt(dish[name])), addButton(page, name).click()]);
          // The button come back to (:target) says so, to screen readers too.
          await addButton(page, name, /Agregado/).waitFor();
        }
        // The visitor's list is a first-party cookie with no personal data in it.
        const cookie = (await context.cookies()).find((c) => c.name === 'md_pedido');
        assert.ok(cookie, 'the md_pedido cookie');
        assert.match(cookie.value, /^[A-Za-z0-9_-]{22}$/);
        assert.deepEqual([cookie.path, cookie.httpOnly, cookie.sameSite], ['/m/', true, 'Lax']);
        const lifetime = cookie.expires - Date.now() / 1000;
        assert.ok(lifetime > 86_000 && lifetime <= 86_400 + 5, `a day long (${lifetime} s)`);

        // Hamburguesa has 'Extras': its button opens the choices page.
        await Promise.all([
          page.waitForURL((url) => url.pathname === `/m/${key}/pedido/elegir`),
          addButton(page, 'Hamburguesa').click(),
        ]);
        assert.equal(new URL(page.url()).searchParams.get('mesa'), '4', 'the table stays in the address');
        await page.getByRole('heading', { name: 'Elige tus opciones' }).waitFor();
        await checkPhonePage(page, 390, 'the choices page');
        await page.getByRole('checkbox', { name: /Queso extra/ }).check();
        await Promise.all([
          page.waitForURL(backAt(dish.Hamburguesa)),
          page.getByRole('button', { name: 'Agregar a mi pedido', exact: true }).click(),
        ]);

        // 'Ver mi pedido': three lines, $260, the Spanish block for the waiter with 'Mesa 4'.
        await Promise.all([
          page.waitForURL((url) => url.pathname === `/m/${key}/pedido` && url.searchParams.get('mesa') === '4'),
          page.getByRole('link', { name: 'Ver mi pedido' }).first().click(),
        ]);
        await page.getByRole('heading', { name: 'Mi pedido' }).first().waitFor();
        for (const name of ['Tacos al pastor', 'Agua de horchata', 'Hamburguesa'])
          await page.getByRole('button', { name: `Quitar ${name}`, exact: true }).waitFor();
        assert.equal(await page.getByRole('button', { name: /^Quitar / }).count(), 3, 'three lines');
        const main = await page.locator('body').innerText();
        assert.match(main, /Queso extra/);
        assert.match(main, new RegExp(`Total\\s*:?\\s*${pesos(260).source}`), `the total: ${main}`);
        let block = await waiterBlock(page, 'Mostrar al mesero');
        for (const text of ['Mesa 4', 'Tacos al pastor', 'Agua de horchata', 'Hamburguesa', 'Queso extra'])
          assert.ok(block.text.includes(text), `the waiter's block names ${text}: ${block.text}`);
        assert.match(block.text, pesos(260));
        await checkPhonePage(page, 390, 'Mi pedido');

        // The same list in English: the diner's words change, the waiter's block stays Spanish.
        await page.goto(`${menuUrl}/pedido?mesa=4&lang=en`);
        assert.equal(await page.locator('html').getAttribute('lang'), 'en');
        await page.getByRole('heading', { name: 'My order' }).first().waitFor();
        for (const name of ['Al pastor tacos', 'Horchata water', 'Burger'])
          await page.getByRole('button', { name: `Remove ${name}`, exact: true }).waitFor();
        const english = await page.locator('body').innerText();
        for (const text of ['Extra cheese', 'Total', 'Send by WhatsApp', 'Call the waiter', 'Ask for the bill'])
          assert.ok(english.includes(text), `English: ${text} in ${english}`);
        assert.match(english, /MX\$260(\.00)?(?!\d)/, 'the total in English');
        block = await waiterBlock(page, 'Show to the waiter');
        for (const text of ['Mesa 4', 'Tacos al pastor', 'Agua de horchata', 'Hamburguesa', 'Queso extra'])
          assert.ok(block.text.includes(text), `the Spanish block names ${text}: ${block.text}`);
        assert.ok(!block.text.includes('Al pastor tacos'), 'the block is not translated');
        assert.equal(block.lang, 'es', 'the block is marked Spanish (lang="es") for screen readers');
        await checkPhonePage(page, 390, 'My order (English)');

        // 'Enviar por WhatsApp': the branch's number and the Spanish order.
        const whatsapp = whatsappMessage(
          await page.getByRole('link', { name: 'Send by WhatsApp' }).getAttribute('href'),
        );
        assert.equal(whatsapp.base, 'https://wa.me/525512345678');
        assert.deepEqual(
          whatsapp.lines.filter((l) => l.trim()),
          [
            'Pedido · Mesa 4',
            '1 × Tacos al pastor — $90',
            '1 × Agua de horchata — $35',
            '1 × Hamburguesa — $135',
            '   Queso extra',
            'Total: $260',
          ],
        );

        // 'Llamar al mesero' from the Spanish list: on the Mesas screen within 2 s of the press.
        await page.goto(`${menuUrl}/pedido?mesa=4`);
        const callButton = page.getByRole('button', { name: 'Llamar al mesero', exact: true });
        await callButton.waitFor();
        const pressed = Date.now();
        await Promise.all([
          tableFour.waitFor({ timeout: LIVE_MS }),
          page.waitForURL((url) => url.pathname === `/m/${key}/mesero`),
          callButton.click(),
        ]);
        const shownAfter = Date.now() - pressed;
        assert.ok(shownAfter <= LIVE_MS, `Mesa 4 on the Mesas screen after ${shownAfter} ms`);
        const confirmation = new URL(page.url()).searchParams;
        assert.deepEqual(
          [confirmation.get('mesa'), confirmation.get('k'), confirmation.get('r')],
          ['4', 'waiter', 'ok'],
        );
        await page.getByText('Listo: avisamos al mesero de la mesa 4.').waitFor();
        await page.getByRole('link', { name: 'Volver al menú' }).waitFor();
        await checkPhonePage(page, 390, 'the call confirmation');
      },
      PHONE,
    );

    // ---- Mesas: the call, then 'Atendido' clears it ---------------------------------------
    await mesas.getByText('Llamar al mesero').first().waitFor();
    const calls = await apiOk(server, token, 'GET', `/v1/sucursales/${branch.id}/calls`);
    assert.deepEqual(
      calls.map((c) => [c.table, c.kind, c.attended_at]),
      [[4, 'waiter', null]],
    );
    const attended = await watchCall(mesas, 'PUT', `/v1/sucursales/${branch.id}/calls/${calls[0].id}`);
    await mesas.getByRole('button', { name: endsWith('Atendido') }).click();
    const sent = await attended.done;
    assert.equal(sent.status, 200, sent.text);
    await tableFour.waitFor({ state: 'detached' });
    await mesas.getByText('Sin llamadas por ahora').waitFor();
    await eventually(async () =>
      assert.deepEqual(await apiOk(server, token, 'GET', `/v1/sucursales/${branch.id}/calls`), []),
    );
  });

  // The honest demand count: each dish added once by one visitor; table 4 called the waiter once.
  const demand = await apiOk(server, token, 'GET', `/v1/sucursales/${branch.id}/demand?days=30`);
  assert.deepEqual(demand.dishes.map((d) => [d.name, d.adds]).sort(), [
    ['Agua de horchata', 1],
    ['Hamburguesa', 1],
    ['Tacos al pastor', 1],
  ]);
  assert.deepEqual(
    demand.tables.filter((row) => row.calls > 0),
    [{ table: 4, calls: 1, waiter: 1, bill: 0 }],
  );
});
