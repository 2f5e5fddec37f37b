// An access token that expires while the owner works is refreshed silently: no error,
// no trip to /login, the request is replayed, and the stored token changes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  createAccount,
  heading,
  openAccountTab,
  loginThroughUi,
  seeText,
  sidebar,
  sidebarEntry,
  startProduct,
  tokens,
  withBrowser,
} from '../harness.mjs';

// Long enough that a token expires only when the test moves the server's clock past it.
const TTL_SECONDS = 60;
let server;
before(async () => {
  server = await startProduct({ env: { ACCESS_TOKEN_TTL: String(TTL_SECONDS), TEST_CLOCK: '1' } });
});
after(async () => {
  await server?.stop();
});

/** Moves the server's clock (TEST_CLOCK) two minutes on: every access token given so far has expired. */
async function pastExpiry() {
  const res = await server.api.call('POST', '/__test__/clock', { advance_minutes: 2 });
  assert.equal(res.status, 200, `POST /__test__/clock: ${res.status} ${res.text}`);
}

async function assertNoSessionError(page) {
  assert.doesNotMatch(page.url(), /\/login/, 'still logged in');
  assert.equal(await page.getByText('Algo a salido mal').count(), 0, 'no generic error');
  assert.equal(await page.getByText('Esta sección no está disponible').count(), 0, 'no broken section');
}

test('an expired access token is refreshed without the owner noticing', async (t) => {
  const account = await createAccount(server);
  const newPassword = 'NuevaClave456';
  await withBrowser(t, server, async ({ page }) => {
    const refreshes = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/auth/refresh-token') refreshes.push(req.url());
    });

    await loginThroughUi(page, server, account.email, account.password);
    const first = await tokens(page);
    assert.ok(first.access && first.refresh, 'tokens stored after login');

    // 1. An action that calls the API after expiry: change the password in Configuración > Cuenta.
    await pastExpiry();
    await sidebarEntry(page, 'Configuración').click();
    await heading(page, 'Configuración').waitFor();
    await openAccountTab(page);
    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
    await seeText(page, 'Contraseña actualizada');
    await assertNoSessionError(page);
    const second = await tokens(page);
    assert.ok(second.access, 'still holds an access token');
    assert.notEqual(second.access, first.access, 'the access token was refreshed');
    assert.ok(refreshes.length >= 1, 'the refresh endpoint was called');

    // 2. A full reload after the next expiry: the profile load refreshes once and the panel appears.
    await pastExpiry();
    const before = refreshes.length;
    await page.reload();
    await sidebar(page).waitFor();
    await heading(page, 'Configuración').waitFor();
    await assertNoSessionError(page);
    const third = await tokens(page);
    assert.notEqual(third.access, second.access, 'the access token was refreshed again');
    assert.equal(refreshes.length - before, 1, 'concurrent 401s trigger exactly one refresh');
  });
});

test('a session whose refresh token is no longer valid goes back to /login with storage cleared', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await pastExpiry();
    // Replace the refresh token with a forged one: the refresh answers 401 'Wrong token'.
    await page.evaluate(() => localStorage.setItem('refresh_token', 'forged.refresh.token'));
    await page.reload();
    await page.waitForURL('**/login');
    const stored = await tokens(page);
    assert.equal(stored.access, null);
    assert.equal(stored.refresh, null);
  });
});
