// A remote whose files are gone does not take the panel down: its section shows the
// Spanish fallback with Reintentar, every other section works, and putting the files
// back (a redeploy, no shell rebuild) makes Reintentar load it.
// Runs against a COPY of the built tree (STATIC_ROOT), never the real build.
import assert from 'node:assert/strict';
import { cpSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  copyBuiltTree,
  createAccount,
  heading,
  loginThroughUi,
  seeText,
  sidebarEntry,
  startProduct,
  withBrowser,
} from '../harness.mjs';

const FALLBACK = 'Esta sección no está disponible';
let server;
let staticRoot;
let removedDist;
let hiddenDist;

before(async () => {
  staticRoot = copyBuiltTree();
  removedDist = path.join(staticRoot, 'mfe-marketing', 'dist');
  hiddenDist = path.join(staticRoot, 'mfe-marketing', 'dist.removed');
  renameSync(removedDist, hiddenDist);
  server = await startProduct({ staticRoot });
});
after(async () => {
  await server?.stop();
});

test('a missing remote shows its fallback while the rest of the panel works', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await heading(page, 'Menú').waitFor();

    await sidebarEntry(page, 'Promociones').click();
    await page.waitForURL('**/promotions');
    await seeText(page, FALLBACK);
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await retry.waitFor();
    // Reintentar really asks for the remote again, and it is still down.
    const retried = page.waitForRequest((req) => req.url().includes('/remotes/mfe-marketing/'));
    await retry.click();
    await retried;
    await seeText(page, FALLBACK);
    assert.equal(await heading(page, 'Promociones').count(), 0);

    // The sidebar and the other sections keep working.
    await sidebarEntry(page, 'Configuración').click();
    await page.waitForURL('**/settings/**');
    await heading(page, 'Configuración').waitFor();
    assert.equal(await page.getByText(FALLBACK).count(), 0);

    await sidebarEntry(page, 'Menú').click();
    await page.waitForURL('**/menu/**');
    await heading(page, 'Menú').waitFor();

    await sidebarEntry(page, 'Facturación').click();
    await page.waitForURL('**/billing');
    await heading(page, 'Facturación').waitFor();

    // A direct load of the broken section also shows the fallback inside the panel.
    await page.goto(`${server.url}/promotions`);
    await seeText(page, FALLBACK);
    await sidebarEntry(page, 'Configuración').waitFor();
  });
});

test('redeploying the remote (its folder is back) makes Reintentar load it without rebuilding the shell', async (t) => {
  const account = await createAccount(server);
  await withBrowser(t, server, async ({ page }) => {
    await loginThroughUi(page, server, account.email, account.password);
    await page.goto(`${server.url}/promotions`);
    await seeText(page, FALLBACK);

    cpSync(hiddenDist, removedDist, { recursive: true });
    try {
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await heading(page, 'Promociones').waitFor();
      assert.equal(await page.getByText(FALLBACK).count(), 0);
    } finally {
      // Leave the tree as the other test expects it, whatever the order.
      rmSync(removedDist, { recursive: true, force: true });
    }
  });
});
