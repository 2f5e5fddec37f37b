// The harness's browsers: one chromium per test file, a new context per scenario. The
// scenarios share the browser process but nothing a page keeps (storage, cookies), as
// separate browser profiles did.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withBrowser } from '../harness.mjs';

const ORIGIN = 'http://harness.test';
/** Serves one empty page on ORIGIN, without a server. */
async function openPage(context, page) {
  await context.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>prueba</title>' }),
  );
  await page.goto(`${ORIGIN}/`);
}

let firstBrowser;

test('a scenario leaves storage and a cookie behind in its context', async (t) => {
  await withBrowser(t, null, async ({ context, page }) => {
    firstBrowser = context.browser();
    assert.ok(firstBrowser?.isConnected(), 'the context belongs to a browser the file keeps');
    await openPage(context, page);
    await page.evaluate(() => localStorage.setItem('access_token', 'de-otro-escenario'));
    await context.addCookies([{ name: 'sesion', value: '1', url: ORIGIN }]);
    assert.equal(await page.evaluate(() => document.cookie), 'sesion=1');
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), 'de-otro-escenario');
  });
});

test('the next scenario runs in the same browser and sees none of it', async (t) => {
  await withBrowser(t, null, async ({ context, page }) => {
    assert.equal(context.browser(), firstBrowser, 'no second browser start');
    assert.ok(firstBrowser.isConnected());
    await openPage(context, page);
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
    assert.equal(await page.evaluate(() => document.cookie), '');
    assert.deepEqual(await context.cookies(), []);
  });
});
