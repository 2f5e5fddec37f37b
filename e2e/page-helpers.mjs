// Page helpers the browser tests share: logging in through the screen, the sidebar, waits on
// state that settles, antd selects. They drive a playwright page; harness.mjs re-exports them.
import { setTimeout as sleep } from 'node:timers/promises';

/** Upper bound for a single wait on the page (not an assertion on speed). */
export const WAIT = Number(process.env.E2E_WAIT_MS || 20_000);

/** Logs in through the /login screen and waits for the panel's first screen. */
export async function loginThroughUi(page, server, email, password, { navigate = true } = {}) {
  if (navigate) await page.goto(`${server.url}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL('**/menu/categories');
  await sidebar(page).waitFor();
}

export const sidebar = (page) => page.getByRole('navigation', { name: 'Menú principal' });

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A sidebar entry (link, button or antd menu item) by its label. The accessible name may
 * start with an icon's label ("setting Configuración"), so the label must end the name.
 */
export function sidebarEntry(page, name) {
  const accessibleName = new RegExp(`(^|\\s)${escapeRegExp(name)}$`);
  const nav = sidebar(page);
  return nav
    .getByRole('link', { name: accessibleName })
    .or(nav.getByRole('menuitem', { name: accessibleName }))
    .or(nav.getByRole('button', { name: accessibleName }))
    .first();
}

/** aria-disabled of a sidebar entry, looking at the entry and the closest element that carries it. */
export async function isEntryDisabled(page, name) {
  const entry = sidebarEntry(page, name);
  await entry.waitFor();
  return entry.evaluate((el) => {
    const carrier = el.closest('[aria-disabled]');
    return carrier?.getAttribute('aria-disabled') === 'true';
  });
}

export async function tokens(page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
}

/** Retries an assertion until it passes or WAIT elapses (for state that settles asynchronously). */
export async function eventually(check, { timeout = WAIT, interval = 100 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(interval);
    }
  }
}

/** Visible text somewhere on the page (a substring of it). */
export async function seeText(page, text) {
  await page.getByText(text).first().waitFor({ state: 'visible' });
}

export const heading = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

/** Picks an option of a select by its label: a native <select> or an antd Select. */
export async function chooseOption(page, label, option) {
  const field = page.getByLabel(label, { exact: true });
  const tag = await field.evaluate((el) => el.tagName);
  if (tag === 'SELECT') {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const item = dropdown.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) });
  // antd renders a virtual list: an option far down is not in the DOM until scrolled to.
  for (let i = 0; i < 20 && (await item.count()) === 0; i++) {
    await dropdown
      .locator('.rc-virtual-list-holder')
      .evaluate((el) => el.scrollBy(0, 160))
      .catch(() => {});
    await sleep(50);
  }
  if ((await item.count()) === 0 && (await field.isEditable())) await field.fill(option); // searchable select
  await item.first().click();
}

/** Configuración > Cuenta, by clicking (no reload): the tab, or a link named Cuenta. */
export async function openAccountTab(page) {
  const tab = page
    .getByRole('tab', { name: 'Cuenta', exact: true })
    .or(page.getByRole('link', { name: 'Cuenta', exact: true }));
  await tab.first().click();
  await page.waitForURL('**/settings/account');
  await page.getByLabel('Contraseña actual').waitFor();
}
