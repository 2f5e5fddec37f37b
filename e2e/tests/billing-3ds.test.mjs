// Facturación with a card whose bank asks to confirm every payment (3-D Secure): the owner
// chooses Negocio, types the sandbox's 3-D Secure card in the provider's frame and presses
// 'Realizar Cambio'; the bank's page opens in the 500x500 frame. Refused there, the panel says
// the payment failed and nothing changed; tried again and authorised, the same request goes
// through once the bank's answer arrives (the sandbox's signed webhook) and the plan changes.
// E2E_BILLING_SHOTS=1 saves a screenshot of each step into e2e/.artifacts/billing-3ds-*.png.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, loginThroughUi, startProduct } from '../harness.mjs';
import { modal } from '../lib/panel.mjs';
import {
  billingHistory,
  changesInPlace,
  fillCard,
  money,
  openBilling,
  openPlans,
  planCard,
  region,
  stepShot,
  subscriptionsOf,
  totalToday,
  withMexicanBrowser,
} from '../lib/billing.mjs';

const DECLINED_TEXT = 'El pago falló. Por favor intenta más tarde o usa otra tarjeta diferente';
const BANK_FRAME = '[data-testid="payment-authentication-frame"]';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('3-D Secure: the bank page in the card frame; refused, nothing changes; authorised, the plan changes once', async (t) => {
  const account = await createAccount(server, { company: 'Cafetería Segura' });

  await withMexicanBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await openBilling(page);
    await openPlans(page, 'Mejorar plan');
    await planCard(page, 'Negocio').getByRole('button', { name: 'Elegir' }).click();
    await fillCard(page, '4000 0000 0000 3220');
    await totalToday(page).waitFor();
    assert.equal(await totalToday(page).innerText(), `Total a pagar hoy: ${money(299)}`);
    const pay = page.getByRole('button', { name: 'Realizar Cambio' });

    // 1. The bank asks: its page in the 500x500 frame, with the amount and the card.
    await pay.click();
    let dialog = await modal(page, 'Confirma el pago con tu banco');
    const frame = dialog.locator(BANK_FRAME);
    await frame.waitFor();
    assert.deepEqual(await frame.evaluate((el) => [el.clientWidth, el.clientHeight]), [500, 500]);
    const bank = dialog.frameLocator(BANK_FRAME);
    await bank.getByRole('heading', { name: 'Confirma tu pago' }).waitFor();
    await bank.getByText(money(299)).waitFor();
    await bank.getByText('Visa •••• 3220').waitFor();
    await stepShot(page, '3ds-1-bank');

    // 2. Refused at the bank: the payment failed, the button is back, the plan is still Gratis.
    await bank.getByRole('button', { name: 'Rechazar pago' }).click();
    await page.getByRole('alert').filter({ hasText: DECLINED_TEXT }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await pay.isEnabled(), true);
    const [before] = await subscriptionsOf(server, account);
    assert.equal(before?.plan ?? 'FREEMIUM', 'FREEMIUM', 'nothing changed after the refusal');
    await stepShot(page, '3ds-2-refused');

    // 3. Tried again (a new payment) and authorised: the plan changes in place.
    await changesInPlace(
      page,
      async () => {
        await pay.click();
        dialog = await modal(page, 'Confirma el pago con tu banco');
        await dialog.frameLocator(BANK_FRAME).getByRole('button', { name: 'Autorizar pago' }).click();
      },
      async () => {
        await page.getByText('¡Listo! Tu plan se actualizó').waitFor();
        await region(page, 'Suscripción').getByRole('heading', { name: 'Negocio · Mensual' }).waitFor();
      },
    );
    await stepShot(page, '3ds-3-paid');
  });

  const [menu] = await subscriptionsOf(server, account);
  assert.deepEqual([menu.plan, menu.status], ['NEGOCIO', 'active']);
  // Charged once: one activation in the history, for the plan's price.
  const history = await billingHistory(server, account);
  assert.deepEqual(
    history.map((h) => [h.action, h.amount]),
    [['activation', 299]],
  );
});
