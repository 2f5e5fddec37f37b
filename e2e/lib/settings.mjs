// Page and API helpers of the Configuración browser tests (e2e/tests/settings.test.mjs):
// opening a settings tab, the save notification, the account's public menu (its URL, its
// computed theme, the font files it asks for) and the brand tab's hex inputs.
import assert from 'node:assert/strict';
import { launchBrowser, sidebarEntry } from '../harness.mjs';
import { apiOk, watchCall } from './panel.mjs';

export const SAVED_TEXT = 'Cambios guardados';

/** '#1E1E1E' -> 'rgb(30, 30, 30)', the way getComputedStyle reports a colour. */
export const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A built-in font file of the public menu (served by the API under a content hash). */
export const FONT_FILE = /\/m\/assets\/fonts\/[^/]+\.woff2$/;

/**
 * Opens Configuración from the sidebar, then the tab labelled `tab` by clicking it (no
 * reload), and waits for its path.
 */
export async function openSettingsTab(page, tab, pathname) {
  await sidebarEntry(page, 'Configuración').click();
  await page.waitForURL('**/settings/**');
  if (tab !== 'General') await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForURL(`**${pathname}`);
}

/** The labels of the Configuración tabs, in order. */
export async function settingsTabs(page) {
  await page.getByRole('tab', { name: 'General', exact: true }).waitFor();
  return page.getByRole('tab').allInnerTexts();
}

/** Waits for the success notification 'Cambios guardados' and closes it (so the next one is a new one). */
export async function expectSaved(page) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: SAVED_TEXT }).last();
  await notice.waitFor();
  await notice.getByRole('button', { name: /Close|Cerrar/ }).click();
  await notice.waitFor({ state: 'detached' });
}

/**
 * The validation message(s) under a form field, leaving out messages on their way out
 * (antd animates a fixed field's message away).
 */
export function fieldMessages(scope, label) {
  return scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error:not(.ant-form-show-help-item-leave)');
}

/**
 * Counts the page's requests of `method` to `pathname` from now on:
 * `const puts = countRequests(page, 'PUT', '/v1/profiles/me'); ...; puts.count`.
 */
export function countRequests(page, method, pathname) {
  const counter = { count: 0, stop: () => page.off('request', onRequest) };
  function onRequest(request) {
    if (request.method() === method && new URL(request.url()).pathname === pathname) counter.count += 1;
  }
  page.on('request', onRequest);
  return counter;
}

/** The public menu URL of the account's first (only) branch. */
export async function menuUrl(server, token) {
  const [branch] = await apiOk(server, token, 'GET', '/v1/sucursales');
  assert.ok(branch?.menu_url, 'the account has a branch with a menu URL');
  return branch.menu_url;
}

/** The public menu's HTML as a diner's browser gets it (a fresh request). */
export async function menuHtml(url) {
  const res = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
  assert.equal(res.status, 200, `GET ${url}: ${res.status}`);
  return res.text();
}

/**
 * Opens the public menu in a diner's own, fresh browser (an empty cache, so every font
 * file the page needs is really requested) and answers what it shows: body colours, the
 * headline font, the logo's src, and the font files requested while the page loaded and
 * its fonts settled.
 */
export async function readPublicMenu(url) {
  const { context, page } = await launchBrowser();
  const fontRequests = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (FONT_FILE.test(pathname)) fontRequests.push(pathname);
  });
  try {
    const res = await page.goto(url);
    assert.equal(res.status(), 200, `GET ${url}`);
    await page.evaluate(() => document.fonts.ready);
    const seen = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const heading = document.querySelector('h1, h2');
      return {
        background: body.backgroundColor,
        text: body.color,
        headlineFont: heading ? getComputedStyle(heading).fontFamily : null,
        logo: document.querySelector('img.logo')?.getAttribute('src') ?? null,
      };
    });
    return { ...seen, fontRequests };
  } finally {
    await context.close();
  }
}

/**
 * What the preview iframe's document shows (same origin under `npm start`): the body
 * background and the headline font.
 */
export async function previewLook(page) {
  const frame = page.frameLocator('iframe[title="Vista previa del menú"]');
  return frame.locator('body').evaluate((body) => ({
    background: getComputedStyle(body).backgroundColor,
    headlineFont: getComputedStyle(body.querySelector('h1, h2') ?? body).fontFamily,
  }));
}

/** The hex text input beside a brand colour picker ('Fondo (hex)', 'Texto (hex)'...). */
export const hexInput = (page, label) => page.getByLabel(`${label} (hex)`, { exact: true });

/**
 * Types a colour into a brand colour's hex input and confirms it with Enter; resolves to the
 * PUT /v1/profiles/me it caused ({status, text, body}).
 */
export async function typeColour(page, label, hex) {
  const saving = await watchCall(page, 'PUT', '/v1/profiles/me');
  const input = hexInput(page, label);
  await input.fill(hex);
  await input.press('Enter');
  return saving.done;
}
