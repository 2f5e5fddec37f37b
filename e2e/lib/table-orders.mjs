// What the 'from the table' browser test (e2e/tests/table-orders.test.mjs) leans on: the
// restaurant arranged through the API (a branch taking orders and calls, three dishes, one with
// an 'Extras' group, the menu in English too), a 'Personal' member of that branch (invited and
// accepted through the API: the invitation screens have their own test), the checks every public
// order page passes (no script, no horizontal scroll, axe-core clean), and the waiter's block.
import assert from 'node:assert/strict';
import { createAccount, sidebar, uniqueEmail } from '../harness.mjs';
import { apiOk, apiToken } from './panel.mjs';

export const STAFF_NAME = 'Pedro Mesero';
export const STAFF_PASSWORD = 'Mesero1234';

/**
 * A FRANCHISES account whose first branch 'Centro' has 10 tables, a WhatsApp number and
 * 'Pedidos y llamadas desde la mesa' on; Tacos al pastor $90, Agua de horchata $35 and
 * Hamburguesa $120 with 'Extras' (up to 2: Queso extra +$15, Tocino +$25), every text also in
 * English. Answers {account, token, branch, dish: {name: id}}.
 */
export async function arrangeRestaurant(server) {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Taquería La Mesa' });
  const token = await apiToken(server, account);
  const call = (method, pathname, body) => apiOk(server, token, method, pathname, body);
  await call('PUT', '/v1/profiles/me', { languages: ['es', 'en'] });
  const [first] = await call('GET', '/v1/sucursales');
  const branch = await call('PUT', `/v1/sucursales/${first.id}`, {
    name: 'Centro',
    tables: 10,
    whatsapp_num: '5512345678',
    table_orders: true,
  });
  assert.equal(branch.table_orders, true, 'the branch takes orders and calls from the table');
  const family = await call('POST', '/v1/families', { name: 'Comidas', translations: { en: { name: 'Food' } } });
  const category = await call('POST', `/v1/families/${family.id}/categories`, {
    name: 'Antojitos',
    translations: { en: { name: 'Snacks' } },
  });
  const dish = {};
  for (const [name, price, english] of [
    ['Tacos al pastor', 90, 'Al pastor tacos'],
    ['Agua de horchata', 35, 'Horchata water'],
    ['Hamburguesa', 120, 'Burger'],
  ]) {
    const body = { name, price, translations: { en: { name: english } } };
    dish[name] = (await call('POST', `/v1/categories/${category.id}/products`, body)).id;
  }
  const extras = await call('POST', '/v1/groups', {
    name: 'Extras',
    variants: [
      { name: 'Queso extra', price: 15, translations: { en: { name: 'Extra cheese' } } },
      { name: 'Tocino', price: 25, translations: { en: { name: 'Bacon' } } },
    ],
  });
  await call('PUT', `/v1/products/${dish.Hamburguesa}`, { variant_groups: [{ group_id: extras.id, limit: 2 }] });
  return { account, token, branch, dish };
}

/** A 'Personal' member assigned to `branchId`: invited by the owner, the e-mail's link accepted. Answers {email, password}. */
export async function inviteStaff(server, ownerToken, branchId) {
  const email = uniqueEmail('mesero');
  await apiOk(server, ownerToken, 'POST', '/v1/members', { email, role: 'staff', branch_ids: [branchId] });
  const mail = await server.waitForMail((m) => String(m.to).includes(email));
  const token = new URL(mail.link ?? mail.text.match(/https?:\/\/\S+\/invitacion\?token=\S+/)?.[0]).searchParams.get(
    'token',
  );
  const res = await server.api.call('PUT', '/auth/invitations', { token, name: STAFF_NAME, password: STAFF_PASSWORD });
  assert.equal(res.status, 200, `accept the invitation: ${res.text}`);
  return { email, password: STAFF_PASSWORD };
}

/** Signs in through /login with a member's e-mail (their first screen is not Menú's categories) and waits for the sidebar. */
export async function signIn(page, server, { email, password }) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await sidebar(page).waitFor();
}

/**
 * The block the diner shows the waiter: the element holding the heading `title` ('Mostrar al
 * mesero', in the diner's language) and what follows it. Answers {text, lang}: its text, and
 * the language it is marked in (the nearest lang attribute).
 */
export async function waiterBlock(page, title) {
  const heading = page.getByRole('heading', { name: title, exact: true });
  await heading.waitFor();
  return heading.evaluate((h) => {
    const block = h.parentElement;
    return { text: block.innerText, lang: block.closest('[lang]')?.getAttribute('lang') ?? null };
  });
}

/** The 'Enviar por WhatsApp' link: its number's URL and its message, line by line (right-trimmed). */
export function whatsappMessage(href) {
  const url = new URL(href);
  const text = url.searchParams.get('text') ?? '';
  return { base: `${url.origin}${url.pathname}`, lines: text.split('\n').map((l) => l.trimEnd()) };
}

/** The price as the page writes it in Spanish ('$260', '$260.00'), as a pattern. */
export const pesos = (amount) => new RegExp(`\\$${amount}(\\.00)?(?!\\d)`);
