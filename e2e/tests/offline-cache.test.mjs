// The offline-caching worker of the panel: it installs, caches the shell's
// static assets as they load, and serves the login screen when the server is unreachable.
// A reload of the panel without network says the device is offline, and the panel loads by
// itself when the connection returns.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, eventually, heading, sidebar, startProduct, storeSession, withBrowser } from '../harness.mjs';

let server;
before(async () => {
  server = await startProduct();
});
after(async () => {
  await server?.stop();
});

test('the service worker caches the shell and the login screen still opens offline', async (t) => {
  await withBrowser(t, server, async ({ page, context }) => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    // Registered on 'load' in production builds; wait until it controls a page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    assert.equal(
      await page.evaluate(() => Boolean(navigator.serviceWorker.controller)),
      true,
      'the worker controls the page',
    );

    const cached = await eventually(async () => {
      const urls = await page.evaluate(async () => {
        const cache = await caches.open('menu-digital-static-v1');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
      assert.ok(
        urls.some((p) => /^\/main\.[0-9a-f]{8}\.js$/.test(p)),
        `the shell's entry is cached: ${urls.join(', ')}`,
      );
      return urls;
    });
    assert.ok(cached.includes('/'), 'the page itself is cached for offline navigations');
    assert.ok(!cached.some((p) => p.startsWith('/v1') || p.startsWith('/auth')), 'API answers are never cached');

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});

test("a reload of the panel offline says 'Sin conexión a internet', and the panel loads by itself when the connection returns", async (t) => {
  const account = await createAccount(server);
  const pair = (await server.api.login(account.email, account.password)).body.info;
  await withBrowser(t, server, async ({ page, context }) => {
    await storeSession(context, pair);
    // A first visit: the worker is installed by this page, which has loaded its files before
    // the worker was there. Its install keeps the panel's start-up files itself.
    await page.goto(`${server.url}/menu/categories`);
    await heading(page, 'Menú').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    // Kept by the worker's install, not left to the browser's HTTP cache (which may drop them).
    const panelChunks = await (await page.request.get(`${server.url}/panel-preloads.json`)).json();
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('menu-digital-static-v1');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    assert.ok(
      cached.some((p) => /^\/main\.[0-9a-f]{8}\.js$/.test(p)),
      `the shell's entry: ${cached.join(', ')}`,
    );
    assert.ok(
      cached.some((p) => /^\/libs\.[0-9a-f]{8}\.js$/.test(p)),
      `the start-up libraries: ${cached.join(', ')}`,
    );
    for (const { href } of panelChunks)
      assert.ok(cached.includes(`/${href}`), `the panel's chunk ${href}: ${cached.join(', ')}`);

    await context.setOffline(true);
    try {
      await page.reload();
      const notice = page.getByRole('alert').filter({ hasText: 'Sin conexión a internet' });
      await notice.waitFor();
      assert.match(await notice.innerText(), /Cargaremos tu cuenta en cuanto vuelva/);
      assert.equal(await page.getByText('No pudimos cargar tu cuenta').count(), 0);
      assert.equal(await page.getByText(/Algo a salido mal/).count(), 0);
      // Marks this document: the panel must come back in it, not through a page reload.
      await page.evaluate(() => {
        window.offlineMarker = true;
      });
    } finally {
      await context.setOffline(false);
    }

    await heading(page, 'Menú').waitFor();
    await sidebar(page).waitFor();
    assert.equal(
      await page.evaluate(() => window.offlineMarker),
      true,
      'the panel loaded in the same document, with no reload',
    );
    assert.equal(await page.getByText('Sin conexión a internet').count(), 0);
  });
});
