// A team in one account (issue 42), in the browser: a FRANCHISES owner with branches 'Centro'
// and 'Norte' invites a 'Gerente de sucursal' for Centro from Configuración > Equipo; the
// invitation e-mail's link opens 'Únete al equipo' in another browser, where the Gerente sets a
// name and password and lands in the panel; signed out, they sign in with their own e-mail.
// The Gerente sees only Centro's screens (no Facturación in the sidebar; Multisucursal lists
// Centro and its template only, with no add/delete/clone; the menu read-only), changes a price
// in Centro's template and it saves; /billing sends them to their first screen and the API
// answers 403 ROLE_FORBIDDEN with their token. The owner filters Historial by the Gerente
// ('Persona') and sees the change under the Gerente's name, then suspends them in Equipo; the
// Gerente's next click ends in the login screen, and signing in again is 403 MEMBER_SUSPENDED;
// Equipo's 'Ver cambios' still shows the suspended Gerente's change. Screenshots of each step go to E2E_TEAM_SHOTS (default
// /tmp/e2e-team/) for a person to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import {
  createAccount,
  eventually,
  loginThroughUi,
  sidebar,
  sidebarEntry,
  startProduct,
  tokens,
  uniqueEmail,
  withBrowser,
} from '../harness.mjs';
import {
  apiOk,
  apiToken,
  boardHeading,
  boardRow,
  chooseMany,
  editor,
  escapeRegExp,
  modal,
  submitEditor,
  watchCall,
} from '../lib/panel.mjs';

const SHOTS = process.env.E2E_TEAM_SHOTS || '/tmp/e2e-team';
const MANAGER_NAME = 'Lucía Ramírez';
const MANAGER_PASSWORD = 'Gerente123';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Picks an antd Select option whose text starts with `text` (a role's option also carries its description). */
async function chooseStartingWith(page, field, text) {
  await field.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await dropdown
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}`) })
    .first()
    .click();
}

/** A tab of the open section, by clicking it (no reload); waits for its path. */
async function openTab(page, name, pathname) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.waitForURL(`**${pathname}**`);
}

/** Configuración > Equipo, by clicking. */
async function openTeam(page) {
  await sidebarEntry(page, 'Configuración').click();
  await openTab(page, 'Equipo', '/settings/team');
}

/** The Equipo table's row of a person, by the e-mail it shows. */
const memberRow = (page, email) => page.getByRole('row').filter({ hasText: email });

/**
 * An item of a person's 'Acciones de <name>' menu in Equipo. The menu is opened again until the
 * item shows: the table may draw its rows again (its lists arriving) and close a menu opened before.
 */
async function memberAction(page, name, label) {
  const trigger = page.getByRole('button', { name: `Acciones de ${name}`, exact: true });
  const item = page.getByRole('menuitem', { name: label, exact: true });
  await eventually(async () => {
    if (!(await item.isVisible())) await trigger.click();
    await item.waitFor({ timeout: 2000 });
  });
  await item.click();
}

/** None of these buttons is on the page (a role's read-only screen), by accessible names ending in them. */
async function noButtons(scope, names) {
  for (const name of names)
    assert.equal(
      await scope.getByRole('button', { name: new RegExp(`(^|\\s)${escapeRegExp(name)}$`) }).count(),
      0,
      `no '${name}' button`,
    );
}

/** Logs the owner in through the /login screen; the first screen of the panel. */
async function ownerLogin(page, account) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('**/menu/categories');
  await sidebar(page).waitFor();
}

/**
 * The owner's account on FRANCHISES: branches 'Centro' (the first, renamed) and 'Norte', a
 * product 'Café' at $30, and a template per branch (Carta Centro, Carta Norte) arranged through
 * the API (the screens that make them have their own tests).
 */
async function arrangeOwner() {
  const account = await createAccount(server, { plan: 'FRANCHISES', company: 'Cafetería La Esquina' });
  const token = await apiToken(server, account);
  const [first] = await apiOk(server, token, 'GET', '/v1/sucursales');
  const centro = await apiOk(server, token, 'PUT', `/v1/sucursales/${first.id}`, { name: 'Centro' });
  const norte = await apiOk(server, token, 'POST', '/v1/sucursales', { name: 'Norte' });
  const family = await apiOk(server, token, 'POST', '/v1/families', { name: 'Bebidas' });
  const category = await apiOk(server, token, 'POST', `/v1/families/${family.id}/categories`, { name: 'Calientes' });
  const cafe = await apiOk(server, token, 'POST', `/v1/categories/${category.id}/products`, {
    name: 'Café',
    price: 30,
  });
  const cartaCentro = await apiOk(server, token, 'POST', '/v1/templates', { name: 'Carta Centro' });
  const cartaNorte = await apiOk(server, token, 'POST', '/v1/templates', { name: 'Carta Norte' });
  await apiOk(server, token, 'PUT', `/v1/sucursales/${centro.id}`, { template_id: cartaCentro.id });
  await apiOk(server, token, 'PUT', `/v1/sucursales/${norte.id}`, { template_id: cartaNorte.id });
  return { ...account, token, centro, norte, cafe, cartaCentro, cartaNorte };
}

test('the owner invites a Gerente for Centro; they work on Centro only; Historial shows who; suspended, their next click is the login', async (t) => {
  const owner = await arrangeOwner();
  const managerEmail = uniqueEmail('gerente');

  await withBrowser(t, server, async ({ page }) => {
    // ---- 1. Configuración > Equipo > Invitar: correo, 'Gerente de sucursal', sucursal Centro ----
    await ownerLogin(page, owner);
    await sidebarEntry(page, 'Facturación').waitFor(); // the owner has it (the Gerente will not)
    await openTeam(page);
    await memberRow(page, owner.email).getByText('Propietario').first().waitFor();
    await page.getByRole('button', { name: 'Invitar', exact: true }).click();
    const invite = await modal(page, 'Invitar a tu equipo');
    await invite.getByLabel('Correo', { exact: true }).fill(managerEmail);
    await chooseStartingWith(page, invite.getByLabel('Rol', { exact: true }), 'Gerente de sucursal');
    await chooseMany(page, invite, 'Sucursales', ['Centro']);
    await shot(page, '01-owner-invite');
    const posted = await watchCall(page, 'POST', '/v1/members');
    await invite.getByRole('button', { name: 'Enviar invitación', exact: true }).click();
    const sent = await posted.done;
    assert.equal(sent.status, 201, sent.text);
    assert.deepEqual(
      { email: sent.body.email, role: sent.body.role, branch_ids: sent.body.branch_ids },
      { email: managerEmail, role: 'manager', branch_ids: [owner.centro.id] },
    );
    await invite.waitFor({ state: 'hidden' });
    await memberRow(page, managerEmail).getByText('Invitación pendiente').waitFor();
    await shot(page, '02-owner-team-pending');

    // ---- 2. The e-mail's link in another browser: 'Únete al equipo', name + password -> the panel ----
    const mail = await server.waitForMail((m) => String(m.to).includes(managerEmail));
    const link = mail.link ?? mail.text.match(/https?:\/\/\S+\/invitacion\?token=\S+/)?.[0];
    assert.ok(link && new URL(link).pathname === '/invitacion' && new URL(link).searchParams.get('token'), link);

    await withBrowser(t, server, async ({ page: gerente }) => {
      await gerente.goto(link);
      await gerente.getByRole('heading', { name: 'Únete al equipo' }).waitFor();
      await gerente.getByLabel('Nombre', { exact: true }).fill(MANAGER_NAME);
      await gerente.getByLabel('Contraseña', { exact: true }).fill(MANAGER_PASSWORD);
      await gerente.getByLabel('Confirmar contraseña', { exact: true }).fill(MANAGER_PASSWORD);
      await shot(gerente, '03-gerente-invitation');
      const accepted = await watchCall(gerente, 'PUT', '/auth/invitations');
      await gerente.getByRole('button', { name: 'Crear mi acceso' }).click();
      assert.equal((await accepted.done).status, 200);
      await sidebar(gerente).waitFor();
      assert.ok((await tokens(gerente)).access, 'signed in: the tokens are stored');
      // From now on they sign in like the owner, with their own e-mail, on the login screen.
      await sidebarEntry(gerente, 'Cerrar Sesión').click();
      const bye = await modal(gerente, 'Cerrar Sesión');
      await bye.getByRole('button', { name: 'Cerrar Sesión' }).click();
      await gerente.waitForURL('**/login');
      await loginThroughUi(gerente, server, managerEmail, MANAGER_PASSWORD, { navigate: false });

      // ---- 3. Only Centro's screens: no Facturación; Multisucursal lists Centro and its template ----
      await sidebarEntry(gerente, 'Multisucursal').waitFor();
      for (const section of ['Facturación', 'Promociones', 'Publicidad'])
        assert.equal(await sidebarEntry(gerente, section).count(), 0, `no ${section} in the sidebar`);
      await shot(gerente, '04-gerente-panel');
      await sidebarEntry(gerente, 'Multisucursal').click();
      await openTab(gerente, 'Sucursales', '/multisucursal/sucursales');
      await boardHeading(gerente, 'Sucursales').waitFor();
      await boardRow(gerente, 'Centro').waitFor();
      assert.equal(await boardRow(gerente, 'Norte').count(), 0, 'Norte is not listed');
      // Their branch is theirs to edit, not to add, switch off or delete (roles.json: PUT only).
      await boardRow(gerente, 'Centro').getByRole('button', { name: 'Editar' }).waitFor();
      await noButtons(gerente, ['Agregar sucursal']);
      await noButtons(boardRow(gerente, 'Centro'), ['Eliminar']);
      await shot(gerente, '05-gerente-sucursales');

      await openTab(gerente, 'Plantillas', '/multisucursal/templates');
      await boardRow(gerente, 'Carta Centro').waitFor();
      assert.equal(await boardRow(gerente, 'Carta Norte').count(), 0, "Norte's template is not listed");
      await noButtons(gerente, ['Agregar plantilla']);
      await noButtons(boardRow(gerente, 'Carta Centro'), ['Clonar', 'Eliminar']);
      await boardRow(gerente, 'Carta Centro').getByRole('button', { name: 'Editar' }).click();
      const dialog = await editor(gerente, 'Actualizar plantilla');
      await dialog.getByLabel('Precio Café', { exact: true }).fill('35');
      await shot(gerente, '06-gerente-template-price');
      const saved = await watchCall(gerente, 'PUT', `/v1/templates/${owner.cartaCentro.id}`);
      await submitEditor(dialog, 'Actualizar plantilla');
      const put = await saved.done;
      assert.equal(put.status, 200, put.text);
      const rows = await apiOk(server, owner.token, 'GET', `/v1/templates/${owner.cartaCentro.id}/products`);
      assert.equal(rows.find((p) => p.name === 'Café')?.price, 35, "Centro's template has the new price");

      // ---- 4. Facturación: /billing opened directly shows no billing; the API refuses ----
      await gerente.goto(`${server.url}/billing`);
      // The role's first screen instead (not a blank page, not the plan's upgrade view).
      await gerente.waitForURL('**/menu/categories');
      await sidebar(gerente).waitFor();
      assert.equal(await gerente.getByRole('heading', { name: 'Facturación' }).count(), 0);
      // The menu is read-only for a Gerente.
      await boardHeading(gerente, 'Familias y Categorías').waitFor();
      await boardRow(gerente, 'Bebidas').waitFor();
      await noButtons(gerente, ['Agregar familia', 'Agregar categoría', 'Eliminar', 'Clonar']);
      await shot(gerente, '07-gerente-billing-redirected');
      const refused = await gerente.evaluate(async (url) => {
        const res = await fetch(`${url}/v1/subscriptions/billing`, {
          headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
        });
        return { status: res.status, body: await res.json() };
      }, server.url);
      assert.equal(refused.status, 403, JSON.stringify(refused.body));
      assert.equal(refused.body.error.code, 'ROLE_FORBIDDEN');

      // Back to Plantillas by clicking (the editor's rows load when it opens: step 6's click).
      await sidebarEntry(gerente, 'Multisucursal').click();
      await openTab(gerente, 'Plantillas', '/multisucursal/templates');
      await boardRow(gerente, 'Carta Centro').waitFor();

      // ---- 5. The owner: Historial filtered by the Gerente shows the change under their name ----
      await sidebarEntry(page, 'Menú').click();
      await openTab(page, 'Historial', '/menu/historial');
      const history = page.getByRole('list', { name: 'Historial de cambios' });
      // Everyone's changes first: the owner's own (the product they made) are listed.
      await history.getByRole('listitem', { name: 'Producto · Café', exact: true }).first().waitFor();
      await chooseStartingWith(page, page.getByLabel('Persona', { exact: true }), MANAGER_NAME);
      const change = history
        .getByRole('listitem', { name: 'Plantilla · Carta Centro', exact: true })
        .filter({ hasText: MANAGER_NAME });
      await change.first().waitFor();
      assert.match(await change.first().textContent(), /\$35/);
      // Only the Gerente's entries: the owner's own (the product, the templates made) are filtered out.
      await eventually(async () =>
        assert.equal(await history.getByRole('listitem', { name: 'Producto · Café', exact: true }).count(), 0),
      );
      await shot(page, '08-owner-history-by-gerente');

      // Back in Equipo (no reload) it says what happened elsewhere: the Gerente accepted and signed in.
      await openTeam(page);
      const row = memberRow(page, managerEmail);
      await row.getByText('Activo', { exact: true }).waitFor();
      await memberAction(page, MANAGER_NAME, 'Suspender');
      await row.getByText('Suspendido', { exact: true }).waitFor();
      await shot(page, '09-owner-suspended');

      // ---- 6. The Gerente's next click ends in the login screen ----
      await boardRow(gerente, 'Carta Centro').getByRole('button', { name: 'Editar' }).click();
      await gerente.waitForURL('**/login');
      await gerente.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
      assert.equal((await tokens(gerente)).access, null, 'the stored session is gone');
      await shot(gerente, '10-gerente-login');
      // And signing in again is refused while suspended.
      const again = await server.api.login(managerEmail, MANAGER_PASSWORD);
      assert.equal(again.status, 403, again.text);
      assert.equal(again.body.error.code, 'MEMBER_SUSPENDED');

      // Equipo's 'Ver cambios' opens Historial on that person: their change is still there.
      await memberAction(page, MANAGER_NAME, 'Ver cambios');
      await page.waitForURL(/\/menu\/historial\?member=\d+$/);
      await change.first().waitFor();
      assert.equal(await history.getByRole('listitem', { name: 'Producto · Café', exact: true }).count(), 0);
      await shot(page, '11-owner-ver-cambios');
    });
  });
});
