// Availability schedules: a product offered 7:00 to 12:00 is on the public menu at
// 11:59 and gone at 12:01 (the server's test clock moves; nothing waits), the Productos board
// shows its hours as a clock tag, and 'Fuera de horario: Mostrar con su horario' in
// Configuración > General keeps it on the menu labelled with its hours.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, loginThroughUi, startProduct, withBrowser } from '../harness.mjs';
import { apiOk, apiToken, watchCall } from '../lib/panel.mjs';

/** The server's zone (APP_TIMEZONE default): the branch has none of its own. */
const ZONE = 'America/Mexico_City';
const BREAKFAST = { days: [0, 1, 2, 3, 4, 5, 6], ranges: [{ start: '07:00', end: '12:00' }] };

let server;
before(async () => {
  server = await startProduct({ env: { TEST_CLOCK: '1', APP_TIMEZONE: ZONE } });
});
after(async () => {
  await server?.stop();
});

async function clock(minutes) {
  const res = await server.api.call('POST', '/__test__/clock', { advance_minutes: minutes });
  assert.equal(res.status, 200, `POST /__test__/clock: ${res.status} ${res.text}`);
  return Date.parse(res.body.now);
}

/** Local minutes since midnight (with the seconds as a fraction) of an instant in ZONE. */
function localMinutes(epochMs) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(epochMs)
      .map((p) => [p.type, p.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60 + (epochMs % 1000) / 60000;
}

/** Moves the server's clock forward to the next local hh:mm:00. */
async function clockTo(hhmm) {
  const now = await clock(0);
  const target = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  let delta = target - localMinutes(now);
  if (delta <= 0) delta += 1440;
  await clock(delta);
}

test('a product with a schedule is on the menu at 11:59, hidden at 12:01, and labelled with its hours when the owner chooses so', async (t) => {
  const account = await createAccount(server, { plan: 'NEGOCIO' });
  let token = await apiToken(server, account);
  const [branch] = await apiOk(server, token, 'GET', '/v1/sucursales');
  const family = await apiOk(server, token, 'POST', '/v1/families', { name: 'Comidas' });
  const category = await apiOk(server, token, 'POST', `/v1/families/${family.id}/categories`, { name: 'Platos' });
  await apiOk(server, token, 'POST', `/v1/categories/${category.id}/products`, {
    name: 'Chilaquiles',
    price: 80,
    schedule: BREAKFAST,
  });
  await apiOk(server, token, 'POST', `/v1/categories/${category.id}/products`, { name: 'Tacos', price: 60 });
  const menuUrl = `${server.url}/m/${branch.route_key}`;

  await withBrowser(t, server, async ({ page }) => {
    const products = page.locator('.ps > li h4');
    await clockTo('11:59');
    await page.goto(menuUrl);
    assert.deepEqual(await products.allInnerTexts(), ['Chilaquiles', 'Tacos']);
    assert.equal(await page.locator('.hrs').count(), 0);

    await clock(2); // 12:01: the page cached at 11:59 is not served any more
    await page.reload();
    assert.deepEqual(await products.allInnerTexts(), ['Tacos']);

    // The owner (signed in after the clock moved) sees the hours on the board and picks 'Mostrar con su horario'.
    await loginThroughUi(page, server, account.email, account.password);
    await page.goto(`${server.url}/menu/products`);
    await page.getByText('Disponible de 7:00 a 12:00').waitFor();
    await page.goto(`${server.url}/settings/general`);
    const company = page.getByRole('region', { name: 'Negocio' });
    await company.getByLabel('Mostrar con su horario').check();
    const sent = await watchCall(page, 'PUT', '/v1/profiles/me');
    await company.getByRole('button', { name: 'Guardar' }).click();
    assert.deepEqual((await sent.done).body, { off_schedule: 'label' });

    await page.goto(menuUrl);
    assert.deepEqual(await products.allInnerTexts(), ['Chilaquiles', 'Tacos']);
    await eventually(async () =>
      assert.equal(await page.locator('.ps > li.off .hrs').innerText(), 'Disponible de 7:00 a 12:00'),
    );

    // The next morning at 7:00 it is available again: no label.
    await clockTo('07:00');
    await page.reload();
    assert.equal(await page.locator('.hrs').count(), 0);
    token = await apiToken(server, account);
    const json = await apiOk(server, token, 'GET', `/v1/public/menus/${branch.route_key}`);
    assert.equal(json.families[0].categories[0].products[0].unavailable_text, null);
  });
});
