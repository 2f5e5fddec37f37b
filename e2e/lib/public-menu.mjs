// What the public menu's browser tests share: the product started for the menu alone, and a
// dish's allergens all confirmed free.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startProduct } from '../harness.mjs';

/** Every allergen of the catalogue (shared/src/menu/allergens.ts) confirmed 'free'. */
export const ALL_FREE = Object.fromEntries(
  [
    'gluten',
    'crustaceans',
    'eggs',
    'fish',
    'peanuts',
    'soy',
    'milk',
    'tree_nuts',
    'sulphites',
    'celery',
    'mustard',
    'sesame',
    'lupin',
    'molluscs',
  ].map((c) => [c, 'free']),
);

/**
 * The product for tests of the public menu only: an empty shell stands in for the built panel
 * (no frontend build needed), and the menu is on its own host, as in production
 * (PUBLIC_MENU_URL: its forms post to it). `stop()` also removes the stand-in.
 */
export async function startMenuOnly() {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'menu-e2e-static-'));
  fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>panel</title>');
  const server = await startProduct({ staticRoot, separateMenu: true });
  const stop = server.stop.bind(server);
  server.stop = async () => {
    await stop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  };
  return server;
}

/** A public page at a phone's width: no horizontal scroll, no script but the JSON-LD data block, axe-core clean. */
export async function checkPhonePage(page, width, what) {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement.scrollWidth,
    scripts: document.querySelectorAll('script:not([type="application/ld+json"])').length,
  }));
  assert.ok(layout.scrollWidth <= width, `${what}: no horizontal scroll (${layout.scrollWidth})`);
  assert.equal(layout.scripts, 0, `${what}: no script but the JSON-LD data block`);
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    axe.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    `${what}: axe-core finds nothing`,
  );
}
