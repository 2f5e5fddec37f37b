// Page and API helpers of the Facturación browser tests (e2e/tests/billing.test.mjs): a browser
// in a Mexican time zone (the panel picks the currency from it), the provider's card page in
// its frame, the test clock, the billing history and the money format the panel shows.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, loginThroughUi, sidebar, sidebarEntry, withBrowser } from '../harness.mjs';
import { apiOk, apiToken } from './panel.mjs';

/** The browser's zone: a Mexican one makes a first subscription pay in MXN. */
export const TIME_ZONE = 'America/Mexico_City';

/** The frame of the provider's card page, as the panel titles it. */
export const CARD_FRAME = 'iframe[title="Datos de la tarjeta"]';

/** A region of Facturación by its accessible name ('Suscripción', 'Métodos de pago'...). */
export const region = (page, name) => page.getByRole('region', { name, exact: true });
/** A plan's card on 'Elige tu plan'. */
export const planCard = (page, title) =>
  page.locator('section.plan-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** 'Total a pagar hoy' of the change's summary. */
export const totalToday = (page) => page.locator('.plan-flow__total');

/** Facturación from the sidebar. */
export async function openBilling(page) {
  await sidebarEntry(page, 'Facturación').click();
  await page.waitForURL((url) => url.pathname === '/billing');
  await region(page, 'Suscripción').waitFor();
}

/** 'Elige tu plan', from the subscription card's `button` ('Mejorar plan', 'Contratar un plan'...). */
export async function openPlans(page, button) {
  await region(page, 'Suscripción').getByRole('button', { name: button }).click();
  await page.waitForURL('**/billing/plans');
  await page.getByRole('heading', { name: 'Elige tu plan' }).waitFor();
}

/** The harness's withBrowser, in the Mexican time zone. */
export const withMexicanBrowser = (t, server, scenario) => withBrowser(t, server, scenario, { timezoneId: TIME_ZONE });

/**
 * With E2E_BILLING_SHOTS=1, a full-page screenshot of each step into
 * e2e/.artifacts/billing-<name>.png, to look at the flow; otherwise nothing.
 */
export async function stepShot(page, name) {
  if (process.env.E2E_BILLING_SHOTS !== '1') return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `billing-${name}.png`), fullPage: true });
}

/** Types a card into the provider's page inside its frame and saves it ('Guardar tarjeta'). */
export async function fillCard(page, number, { scope = page } = {}) {
  const frame = scope.frameLocator(CARD_FRAME);
  await frame.getByLabel('Número de tarjeta').fill(number);
  await frame.getByLabel('Vencimiento (MM/AA)').fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Nombre en la tarjeta').fill('Dueña de Prueba');
  await frame.getByRole('button', { name: 'Guardar tarjeta' }).click();
}

/** Moves the server's test clock (TEST_CLOCK=1) forward; it runs the renewal job once. Answers the server's new time. */
export async function advanceClock(server, days) {
  const res = await server.api.call('POST', '/__test__/clock', { advance_days: days });
  assert.equal(res.status, 200, `POST /__test__/clock: ${res.status} ${res.text}`);
  return res.body.now;
}

/** The billing history with amounts, newest first. */
export const billingHistory = async (server, account) =>
  apiOk(server, await apiToken(server, account), 'GET', '/v1/subscriptions/billing?amount=true');

/** The profile's subscriptions (menu plan first, then the add-on). */
export const subscriptionsOf = async (server, account) =>
  (await apiOk(server, await apiToken(server, account), 'GET', '/v1/profiles/me')).subscriptions;

/**
 * An amount as the panel shows it ("$299 MXN", "$566.67 MXN", "$12 MXN" when the first decimal
 * is zero): written out here so the test checks the page against its own expectation.
 */
export function money(amount, currency = 'MXN') {
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const fraction = cents % 100;
  return `$${fraction < 10 ? whole : `${whole}.${String(fraction).padStart(2, '0')}`} ${currency}`;
}

/** A date as the panel shows it ("23 de noviembre de 2026"), in the browser's zone. */
export const spanishDate = (iso) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );

/**
 * Runs `action` (a click that changes the plan, such as 'Realizar Cambio') and waits for
 * `shown` (what the owner then sees: the plan on Facturación, a status); the panel reads the
 * new plan into its store where it is, so the page must not have been reloaded meanwhile.
 */
export async function changesInPlace(page, action, shown) {
  await page.evaluate(() => {
    window.__samePage = true;
  });
  await action();
  await shown();
  assert.equal(
    await page.evaluate(() => window.__samePage === true),
    true,
    'the panel updated in place, without reloading the page',
  );
}

/**
 * Reloads the page; when the session ended meanwhile (the server's clock moved past the
 * refresh token's life) the panel shows /login: logs in again through the UI and comes back.
 */
export async function reloadSignedIn(page, server, account) {
  const target = new URL(page.url()).pathname;
  await page.reload();
  const login = page.getByRole('button', { name: 'Iniciar Sesión' });
  await sidebar(page).or(login).first().waitFor();
  if (await login.isVisible()) {
    await loginThroughUi(page, server, account.email, account.password, { navigate: false });
    await page.goto(`${server.url}${target}`);
    await sidebar(page).waitFor();
  }
}

/** Saves a card of the sandbox for the account through the API (card page submitted directly); answers the card. */
export async function addCardByApi(server, token, number) {
  const { url } = await apiOk(server, token, 'GET', '/v1/payment-sources/card-token');
  const res = await server.api.call('POST', `${url}/card`, {
    number,
    expiry: `12/${String(new Date().getFullYear() + 3).slice(-2)}`,
    cvc: '123',
    name: 'Dueño de Prueba',
  });
  assert.equal(res.status, 201, `sandbox card: ${res.status} ${res.text}`);
  return apiOk(server, token, 'POST', '/v1/profiles/me/payment-methods', { card_token: res.body.card_token });
}

/** POST /v1/subscriptions/menu with its own Idempotency-Key (a plan bought through the API). */
export async function subscribeByApi(server, token, body) {
  const res = await fetch(`${server.url}/v1/subscriptions/menu`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  assert.equal(res.status, 201, `POST /v1/subscriptions/menu: ${res.status} ${text}`);
  return JSON.parse(text).info;
}
