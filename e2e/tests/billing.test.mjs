// Facturación, the whole flow through the panel against the real API, with the
// server's test clock (TEST_CLOCK=1) moving time past periods: a FREEMIUM owner tries the
// Franquicias demo, pays Negocio with a card typed in the provider's frame, upgrades to
// Franquicias with 3 branches ten days later (the prorated charge the server quoted), reduces
// to 2 branches unticking one, fails to pay with a declined card, cancels, and is back on Gratis
// with its data once the period is over; the history shows each step. A second owner whose
// renewal fails sees the suspension banner and pays from it. A third upgrades on the period's last
// day: the prorated amounts are under the card provider's minimum, so nothing is paid today and the
// summary says they are charged with the next renewal.
// E2E_BILLING_SHOTS=1 saves a screenshot of each step into e2e/.artifacts/billing-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, isEntryDisabled, loginThroughUi, startProduct } from '../harness.mjs';
import { apiOk, apiToken, modal } from '../lib/panel.mjs';
import {
  CARD_FRAME,
  TIME_ZONE,
  addCardByApi,
  advanceClock,
  billingHistory,
  fillCard,
  money,
  reloadSignedIn,
  spanishDate,
  stepShot,
  subscribeByApi,
  subscriptionsOf,
  changesInPlace,
  openBilling,
  openPlans,
  planCard,
  region,
  totalToday,
  withMexicanBrowser,
} from '../lib/billing.mjs';

const DECLINED_TEXT = 'El pago falló. Por favor intenta más tarde o usa otra tarjeta diferente';
const BELOW_ENABLED_TEXT = 'El limite de sucursales que elegiste es menor a las sucursales habilitadas actualmente.';

let server;
before(async () => {
  server = await startProduct({ env: { TEST_CLOCK: '1' } });
});
after(async () => {
  await server?.stop();
});

test('billing: demo, Negocio with a new card, prorated upgrade, fewer branches, declined card, cancel, back to Gratis', async (t) => {
  const account = await createAccount(server, { company: 'Pizzería La Factura' });
  let token = await apiToken(server, account);
  // Data made at the start, to find again once the account is back on Gratis.
  const family = (await apiOk(server, token, 'POST', '/v1/families', { name: 'Pizzas' })).id;
  const category = (await apiOk(server, token, 'POST', `/v1/families/${family}/categories`, { name: 'Clásicas' })).id;
  const product = await apiOk(server, token, 'POST', `/v1/categories/${category}/products`, {
    name: 'Pizza Margarita',
    price: 150,
  });

  await withMexicanBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);

    // 1. FREEMIUM: 'Plan Gratis'; 'Mejorar plan' -> the plans; the 15-day demo of Franquicias.
    await openBilling(page);
    await region(page, 'Suscripción').getByRole('heading', { name: 'Plan Gratis' }).waitFor();
    assert.equal(await isEntryDisabled(page, 'Multisucursal'), true);
    await stepShot(page, '1-free');
    await openPlans(page, 'Mejorar plan');
    await stepShot(page, '1-plans');
    const subscription = region(page, 'Suscripción');
    // The success shows, then the panel moves on to Facturación with the demo's plan.
    await changesInPlace(
      page,
      () => planCard(page, 'Franquicias').getByRole('button', { name: 'Probar 15 días gratis' }).click(),
      async () => {
        await page.getByText('¡Listo! Tu plan se actualizó').waitFor();
        await page.waitForURL((url) => url.pathname === '/billing');
        await subscription.getByRole('heading', { name: 'Franquicias · Mensual' }).waitFor();
      },
    );
    const [demo] = await subscriptionsOf(server, account);
    assert.deepEqual([demo.plan, demo.demo, demo.status], ['FRANCHISES', true, 'active']);
    await subscription.getByText('Prueba gratuita').waitFor();
    await subscription.getByText(`Termina el ${spanishDate(demo.expires_at)}`).waitFor();
    await eventually(async () =>
      assert.equal(await isEntryDisabled(page, 'Multisucursal'), false, 'the demo opens Multisucursal'),
    );
    await stepShot(page, '1-demo');

    // 2. Negocio monthly: no saved card, so the provider's page in its 500x500 frame; $299 MXN today.
    await openPlans(page, 'Contratar un plan');
    await planCard(page, 'Negocio').getByRole('button', { name: 'Elegir' }).click();
    const frame = page.locator(CARD_FRAME);
    await frame.waitFor();
    await page.frameLocator(CARD_FRAME).getByLabel('Número de tarjeta').waitFor();
    // The page inside gets 500x500 (the frame's border is drawn around it).
    assert.deepEqual(
      await frame.evaluate((el) => [el.clientWidth, el.clientHeight]),
      [500, 500],
      'the card page frame is 500x500',
    );
    await stepShot(page, '2-card');
    // On a phone the frame grows, so the whole card page (its test-card note too) fits inside it.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    await eventually(async () => {
      const frameHeight = await frame.evaluate((el) => el.clientHeight);
      const pageHeight = await page
        .frameLocator(CARD_FRAME)
        .locator('html')
        .evaluate((el) => el.scrollHeight);
      assert.ok(
        pageHeight <= frameHeight,
        `the card page (${pageHeight}px) fits its frame (${frameHeight}px) at 375px`,
      );
    });
    await stepShot(page, '2-card-375');
    await page.setViewportSize(desktop);
    await fillCard(page, '4242 4242 4242 4242');
    await totalToday(page).waitFor();
    assert.equal(await totalToday(page).innerText(), `Total a pagar hoy: ${money(299)}`);
    await stepShot(page, '2-summary');
    await changesInPlace(
      page,
      () => page.getByRole('button', { name: 'Realizar Cambio' }).click(),
      () => region(page, 'Suscripción').getByRole('heading', { name: 'Negocio · Mensual' }).waitFor(),
    );
    await eventually(async () =>
      assert.equal(await isEntryDisabled(page, 'Multisucursal'), true, 'Negocio has no Multisucursal'),
    );
    await stepShot(page, '2-negocio');

    // 3. Ten days later, Franquicias with 3 branches: the summary shows exactly the server's
    // prorated quote (below the full difference), and the new history rows add up to it.
    await advanceClock(server, 10);
    await openPlans(page, 'Cambiar plan');
    await planCard(page, 'Franquicias').getByRole('button', { name: 'Elegir' }).click();
    await page.getByLabel('Número de sucursales').fill('3');
    await stepShot(page, '3-branches');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await totalToday(page).waitFor();
    token = await apiToken(server, account);
    const quote = await apiOk(
      server,
      token,
      'GET',
      '/v1/subscriptions/quote?plan_code=FRANCHISES&interval=monthly&branches=3',
    );
    assert.ok(
      quote.charge_now > 0 && quote.charge_now < 399 - 299 + 3 * 250,
      `a prorated charge, got ${quote.charge_now}`,
    );
    assert.equal(await totalToday(page).innerText(), `Total a pagar hoy: ${money(quote.charge_now)}`);
    await stepShot(page, '3-summary');
    const before3 = new Set((await billingHistory(server, account)).map((row) => row.id));
    await changesInPlace(
      page,
      () => page.getByRole('button', { name: 'Realizar Cambio' }).click(),
      () => region(page, 'Suscripción').getByRole('heading', { name: 'Franquicias · Mensual' }).waitFor(),
    );
    const upgradeRows = (await billingHistory(server, account)).filter((row) => !before3.has(row.id));
    assert.ok(upgradeRows.length >= 1, 'the upgrade wrote history rows');
    assert.equal(
      Math.round(upgradeRows.reduce((sum, row) => sum + row.amount, 0) * 100),
      Math.round(quote.charge_now * 100),
      'the history charged what the summary showed',
    );
    await eventually(async () =>
      assert.equal(await isEntryDisabled(page, 'Multisucursal'), false, 'Franquicias opens Multisucursal'),
    );
    await stepShot(page, '3-franchises');

    // 4. Two more branches (3 enabled), then down to 2: the count is below the enabled branches,
    // one is unticked; it is disabled at once and the 2 branches wait for the period end.
    token = await apiToken(server, account);
    for (const name of ['Sucursal Centro', 'Sucursal Norte'])
      await apiOk(server, token, 'POST', '/v1/sucursales', { name });
    assert.equal((await apiOk(server, token, 'GET', '/v1/sucursales')).filter((b) => b.enabled).length, 3);
    await openPlans(page, 'Cambiar plan');
    await planCard(page, 'Franquicias').getByRole('button', { name: 'Cambiar sucursales' }).click();
    const count = page.getByLabel('Número de sucursales');
    await eventually(async () => assert.equal(await count.inputValue(), '3'));
    await count.fill('2');
    await page.getByText(BELOW_ENABLED_TEXT).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continuar' });
    assert.equal(await continueButton.isDisabled(), true, 'one branch must be unticked first');
    await page
      .getByRole('group', { name: 'Sucursales habilitadas' })
      .getByRole('checkbox', { name: 'Sucursal Norte' })
      .uncheck();
    await stepShot(page, '4-untick');
    await continueButton.click();
    await page.getByText('Se deshabilitarán estas sucursales').waitFor();
    await totalToday(page).waitFor();
    const addOnEnd = (await subscriptionsOf(server, account))[1].expires_at;
    await page
      .getByRole('heading', {
        name: `A partir del ${spanishDate(addOnEnd)}: Plan Franquicias mensual con 2 sucursales`,
      })
      .waitFor();
    assert.equal(await totalToday(page).innerText(), `Total a pagar hoy: ${money(0)}`);
    await stepShot(page, '4-summary');
    const [, addOnBefore] = await subscriptionsOf(server, account);
    await changesInPlace(
      page,
      () => page.getByRole('button', { name: 'Realizar Cambio' }).click(),
      () =>
        region(page, 'Detalles recurrentes')
          .getByText(`A partir del ${spanishDate(addOnBefore.expires_at)}: 2 sucursales, ${money(500)} al mes`)
          .waitFor(),
    );
    token = await apiToken(server, account);
    const branches = await apiOk(server, token, 'GET', '/v1/sucursales');
    assert.deepEqual(
      branches
        .filter((b) => b.enabled)
        .map((b) => b.name)
        .sort(),
      ['Pizzería La Factura', 'Sucursal Centro'],
    );
    const [, addOn3] = await subscriptionsOf(server, account);
    assert.equal(addOn3.expires_at, addOnBefore.expires_at, 'fewer branches wait for the period end');
    await stepShot(page, '4-pending');

    // Franquicias -> Negocio would wait for the period end, when the renewal keeps one branch:
    // the summary says which (the oldest enabled). Not carried out.
    await openPlans(page, 'Cambiar plan');
    await planCard(page, 'Negocio').getByRole('button', { name: 'Elegir' }).click();
    await totalToday(page).waitFor();
    await page
      .getByText(
        'Al terminar el periodo quedará activa 1 sucursal (la más antigua: Pizzería La Factura); puedes elegir cuál antes de esa fecha en Multisucursal.',
      )
      .waitFor();
    await stepShot(page, '4-downgrade');
    await openBilling(page);

    // 5. A card that is declined, made the default: a change that charges fails with the
    // provider's message, 'Realizar Cambio' can be pressed again, and nothing changed. (3
    // branches are already paid until the period end, so 4 is the change that charges.)
    await region(page, 'Método de pago').getByRole('button', { name: 'Cambiar método de pago' }).click();
    const cards = await modal(page, 'Cambiar método de pago');
    await cards.getByRole('button', { name: 'Agregar tarjeta' }).click();
    await fillCard(page, '4000 0000 0000 0002');
    const declinedCard = cards.getByRole('radio', { name: /Visa •••• 0002/ });
    await eventually(async () => assert.equal(await declinedCard.isChecked(), true));
    await stepShot(page, '5-cards');
    await cards.getByRole('button', { name: 'Guardar' }).click();
    await cards.waitFor({ state: 'hidden' });
    await region(page, 'Método de pago').getByText('Visa •••• 0002').waitFor();
    const subscriptionsBefore = await subscriptionsOf(server, account);
    const historyBefore = await billingHistory(server, account);
    await openPlans(page, 'Cambiar plan');
    await planCard(page, 'Franquicias').getByRole('button', { name: 'Cambiar sucursales' }).click();
    await count.fill('4');
    await continueButton.click();
    await totalToday(page).waitFor();
    const realizar = page.getByRole('button', { name: 'Realizar Cambio' });
    await realizar.click();
    await page.getByText(DECLINED_TEXT).waitFor();
    await eventually(async () =>
      assert.equal(await realizar.isEnabled(), true, "'Realizar Cambio' can be pressed again"),
    );
    await stepShot(page, '5-declined');
    assert.deepEqual(await subscriptionsOf(server, account), subscriptionsBefore, 'the subscriptions did not change');
    assert.deepEqual(await billingHistory(server, account), historyBefore, 'no history row');

    // 6. Cancel: 'Cancelada' and 'Reactivar'.
    await openBilling(page);
    await region(page, 'Suscripción').getByRole('button', { name: 'Cancelar suscripción' }).click();
    const cancel = await modal(page, 'Cancelar suscripción');
    await stepShot(page, '6-cancel');
    await changesInPlace(
      page,
      () => cancel.getByRole('button', { name: 'Cancelar suscripción' }).click(),
      () => region(page, 'Suscripción').getByText('Cancelada', { exact: true }).waitFor(),
    );
    await cancel.waitFor({ state: 'hidden' });
    await region(page, 'Suscripción').getByRole('button', { name: 'Reactivar' }).waitFor();
    assert.equal((await subscriptionsOf(server, account))[0].status, 'cancelled');
    // The extra branches end with the plan: no 'Activa' and no Cancelar of their own.
    const addOnLine = region(page, 'Detalles recurrentes').locator('li').filter({ hasText: 'Sucursales adicionales' });
    await addOnLine.getByText('Termina con tu plan').waitFor();
    assert.equal(await addOnLine.getByRole('button', { name: 'Cancelar sucursales adicionales' }).count(), 0);
    await stepShot(page, '6-cancelled');

    // 7. Past the period: Gratis (Publicidad closed), the data kept.
    await advanceClock(server, 40);
    await reloadSignedIn(page, server, account);
    await region(page, 'Suscripción')
      .getByText('Tu cuenta está en el plan Gratis y conserva todos sus datos.')
      .waitFor();
    // An ended plan: Gratis with 'Mejorar plan', which plan ended and when, Reactivar; no price of a plan that is over.
    const ended = (await subscriptionsOf(server, account))[0];
    await region(page, 'Suscripción').getByRole('heading', { name: 'Plan Gratis' }).waitFor();
    await region(page, 'Suscripción')
      .getByText(`Tu plan Franquicias terminó el ${spanishDate(ended.expires_at)}.`)
      .waitFor();
    await region(page, 'Suscripción').getByRole('button', { name: 'Reactivar' }).waitFor();
    assert.equal(
      await region(page, 'Suscripción')
        .getByText(/al mes/)
        .count(),
      0,
      'no price per month for an ended plan',
    );
    assert.equal(await isEntryDisabled(page, 'Publicidad'), true, 'Gratis has no Publicidad');
    token = await apiToken(server, account);
    assert.equal((await apiOk(server, token, 'GET', '/v1/profiles/me')).plan.code, 'FREEMIUM');
    assert.ok(
      (await apiOk(server, token, 'GET', '/v1/products')).some(
        (p) => p.id === product.id && p.name === 'Pizza Margarita',
      ),
      'the product is kept',
    );
    // The add-on ended with the menu plan (not renewed, not left unpaid).
    assert.deepEqual(
      (await subscriptionsOf(server, account)).map((sub) => [sub.plan, sub.status]),
      [
        ['FRANCHISES', 'expired'],
        ['SUCURSALES', 'expired'],
      ],
    );
    await stepShot(page, '7-free');

    // 8. The history shows each step.
    const history = region(page, 'Historial de facturación');
    await history.getByRole('columnheader').first().waitFor();
    assert.deepEqual(await history.getByRole('columnheader').allInnerTexts(), [
      'Fecha',
      'Acción',
      'Descripción',
      'Suscripción',
      'Cantidad',
    ]);
    const rows = await history
      .locator('tbody tr.ant-table-row')
      .evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((td) => td.innerText.trim())));
    const actions = rows.map((cells) => `${cells[1]}: ${cells[2]}`);
    for (const expected of [
      /^Activación: Prueba gratuita Franquicias/,
      /^Activación: .*Negocio/,
      /^Mejora: .*Franquicias/,
      /^Activación: 3 sucursales adicionales/,
      /^Reducción: .*2 sucursales/,
    ]) {
      assert.ok(
        actions.some((line) => expected.test(line)),
        `a history row ${expected} in ${JSON.stringify(actions)}`,
      );
    }
    assert.equal(
      actions.some((line) => line.startsWith('Renovación')),
      false,
      'a cancelled plan is not renewed',
    );
    // The table fits the card at 1280 and 1024 px (no sideways scroll), the amounts on one line.
    const fits = () => history.locator('.ant-table-content').evaluate((el) => el.scrollWidth <= el.clientWidth);
    const oneLineAmounts = () =>
      history
        .locator('tbody tr.ant-table-row td:last-child')
        .evaluateAll((tds) => tds.every((td) => !td.innerText.includes('\n')));
    assert.equal(await fits(), true, 'the history fits at 1280px');
    assert.equal(await oneLineAmounts(), true);
    await stepShot(page, '8-history');
    const wide = page.viewportSize();
    await page.setViewportSize({ width: 1024, height: wide.height });
    await eventually(async () => assert.equal(await fits(), true, 'the history fits at 1024px'));
    assert.equal(await oneLineAmounts(), true);
    await stepShot(page, '8-history-1024');
    await page.setViewportSize({ width: 375, height: 812 });
    await stepShot(page, '8-history-375');
    await page.setViewportSize(wide);
  });
});

test("suspension: a renewal that fails leaves the plan unpaid; the banner's 'Pagar ahora' pays it", async (t) => {
  // Negocio paid through the API with the card whose renewals fail (the card page is covered above).
  const account = await createAccount(server, { company: 'Fonda Sin Pago' });
  let token = await apiToken(server, account);
  const card = await addCardByApi(server, token, '4000000000000341');
  await subscribeByApi(server, token, { plan_code: 'NEGOCIO', interval: 'monthly', time_zone: TIME_ZONE });

  // A month and a day later the renewal is declined: the plan is kept, unpaid.
  const now = await advanceClock(server, 31);
  const [unpaid] = await subscriptionsOf(server, account);
  assert.deepEqual([unpaid.plan, unpaid.status], ['NEGOCIO', 'unpaid']);
  assert.ok(Date.parse(unpaid.expires_at) <= Date.parse(now), 'the unpaid period is over on the server');

  await withMexicanBrowser(t, server, async ({ page }) => {
    // The browser lives on the server's day, so the panel sees the period as due.
    await page.clock.setFixedTime(new Date(now));
    await loginThroughUi(page, server, account.email, account.password);
    const banner = page.getByRole('alert').filter({ hasText: 'Tu servicio está suspendido por falta de pago.' });
    await banner.waitFor();
    assert.match(
      await banner.innerText(),
      new RegExp(`Realiza el pago de tu suscripción de \\${money(299)} para reactivarlo\\.`),
    );
    await stepShot(page, '9-banner');
    await banner.getByRole('button', { name: 'Pagar ahora' }).click();
    await page.waitForURL((url) => url.pathname === '/billing');
    const dialog = await modal(page, 'Reactivar suscripción');
    await dialog
      .getByText(`Se cobrará ${money(299)} por el plan Negocio · Mensual a Visa •••• ${card.last4}.`)
      .waitFor();
    await stepShot(page, '9-resume');
    await changesInPlace(
      page,
      () => dialog.getByRole('button', { name: 'Reactivar' }).click(),
      () => region(page, 'Suscripción').getByText('Activa', { exact: true }).waitFor(),
    );
    await dialog.waitFor({ state: 'hidden' });
    // The banner reads the same store: it is gone without a reload.
    await banner.waitFor({ state: 'detached' });
    token = await apiToken(server, account);
    const [resumed] = await subscriptionsOf(server, account);
    assert.deepEqual([resumed.plan, resumed.status], ['NEGOCIO', 'active']);
    assert.ok(Date.parse(resumed.expires_at) > Date.parse(now), 'a new period from now');
    const [paid] = await billingHistory(server, account);
    assert.deepEqual([paid.action, paid.amount], ['resume', 299]);
    await stepShot(page, '9-paid');
  });
});

test("an upgrade on the period's last day, under the card provider's minimum: nothing to pay today, 'Se cobrará en tu próxima renovación', the plan changes at once", async (t) => {
  const account = await createAccount(server, { company: 'Fonda Último Día' });
  const token = await apiToken(server, account);
  await addCardByApi(server, token, '4242424242424242');
  await subscribeByApi(server, token, { plan_code: 'NEGOCIO', interval: 'monthly', time_zone: TIME_ZONE });
  // Half a day before the period ends: Franquicias prorates to ceil(100 x 1 / 30) = 3.34 MXN and one branch to
  // 8.34 MXN, each under the provider's minimum of 10 MXN (Stripe refuses less; so does the sandbox).
  const [negocio] = await subscriptionsOf(server, account);
  const start = await advanceClock(server, 0);
  const now = await advanceClock(server, (Date.parse(negocio.expires_at) - Date.parse(start)) / 86_400_000 - 0.5);

  await withMexicanBrowser(t, server, async ({ page }) => {
    await page.clock.setFixedTime(new Date(now));
    await loginThroughUi(page, server, account.email, account.password);
    await openBilling(page);
    await openPlans(page, 'Cambiar plan');
    await planCard(page, 'Franquicias').getByRole('button', { name: 'Elegir' }).click();
    await page.getByLabel('Número de sucursales').fill('1');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await totalToday(page).waitFor();
    assert.equal(await totalToday(page).innerText(), `Total a pagar hoy: ${money(0)}`);
    await page.getByText(`Se cobrará en tu próxima renovación: ${money(11.68)}`, { exact: true }).waitFor();
    await stepShot(page, '10-carried');
    await changesInPlace(
      page,
      () => page.getByRole('button', { name: 'Realizar Cambio' }).click(),
      () => region(page, 'Suscripción').getByRole('heading', { name: 'Franquicias · Mensual' }).waitFor(),
    );
    assert.equal(await page.getByText(DECLINED_TEXT).count(), 0, "no 'El pago falló'");
    const rows = (await billingHistory(server, account)).slice(0, 2);
    assert.deepEqual(rows.map((row) => [row.amount, row.description]).sort(), [
      [0, `1 sucursal adicional (prorrateo de 1 día). Se cobrará en tu próxima renovación: ${money(8.34)}`],
      [0, `Cambio a Franquicias (prorrateo de 1 día). Se cobrará en tu próxima renovación: ${money(3.34)}`],
    ]);
  });
});
