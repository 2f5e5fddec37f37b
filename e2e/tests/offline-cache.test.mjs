// The offline-caching worker of the panel: it installs, caches the shell's
// static assets as they load, and serves the login screen when the server is unreachable.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eventually, startProduct, withBrowser } from '../harness.mjs';

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
    assert.equal(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), true, 'the worker controls the page');

    const cached = await eventually(async () => {
      const urls = await page.evaluate(async () => {
        const cache = await caches.open('menu-digital-static-v1');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
      assert.ok(urls.some((p) => /^\/main\.[0-9a-f]{8}\.js$/.test(p)), `the shell's entry is cached: ${urls.join(', ')}`);
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
