// What the public menu's browser tests share: the product started for the menu alone, and a
// dish's allergens all confirmed free.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
