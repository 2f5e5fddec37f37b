// Test harness for the browser tests: starts the real product exactly as `npm start`
// runs it (same API entry, the built dists) on a free port with a fresh DATA_DIR,
// and a headless Debian chromium through playwright-core.
//
//   const server = await startProduct({ env: { ACCESS_TOKEN_TTL: '2' } });
//   await withBrowser(t, server, async ({ page }) => { ... });   // screenshot on failure
//   await server.stop();
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { ROOT, apiCommand, appsMissingDist, frontendApps } from '../scripts/lib/product.mjs';

export { ROOT };
export const ARTIFACTS = path.join(ROOT, 'e2e', '.artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Upper bound for a single wait on the page (not an assertion on speed). */
export const WAIT = Number(process.env.E2E_WAIT_MS || 20_000);
const KEEP = process.env.E2E_KEEP === '1';

const tempDirs = [];
const liveServers = new Set();
// A test process that is stopped (node --test time-out, Ctrl-C) takes its servers along,
// so no API is left orphaned on a random port.
process.on('exit', () => {
  for (const child of liveServers) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of liveServers) child.kill('SIGKILL');
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}
function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `menu-e2e-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}
process.on('exit', () => {
  if (KEEP) return;
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A socket listening on a port the kernel picks (port 0), for the API to inherit (LISTEN_FD):
 * the port is never free between choosing it and serving on it, so parallel test files cannot
 * take each other's port.
 */
function listeningSocket() {
  return new Promise((resolve, reject) => {
    const socket = net.createServer();
    socket.on('error', reject);
    socket.listen({ port: 0, host: '127.0.0.1' }, () => resolve(socket));
  });
}

/**
 * A copy of the built tree (each app's dist) for tests that break it,
 * served through STATIC_ROOT so the real build is never touched.
 */
export function copyBuiltTree() {
  const missing = appsMissingDist(ROOT);
  if (missing.length)
    throw new Error(`Build first (npm run build): missing dist for ${missing.map((a) => a.folder).join(', ')}`);
  const root = tempDir('static');
  for (const app of frontendApps())
    cpSync(path.join(app.dir, 'dist'), path.join(root, app.folder, 'dist'), { recursive: true });
  return root;
}

/**
 * Starts the product. Options: env (extra environment for the API), staticRoot, separateMenu
 * (the public menu on its own host, as production requires: PUBLIC_MENU_URL=http://localhost:PORT
 * beside PUBLIC_URL=http://127.0.0.1:PORT; `server.menuUrl` is its base either way).
 * Resolves once it answers HTTP; rejects with the server log if it dies first.
 */
export async function startProduct({ env = {}, staticRoot, separateMenu = false } = {}) {
  // A caller that passes its own staticRoot (a copy of the build) may remove apps on purpose.
  const missing = staticRoot ? [] : appsMissingDist(ROOT);
  if (missing.length && !env.ALLOW_MISSING_DIST) {
    throw new Error(
      `The frontends are not built (missing ${missing.map((a) => a.folder).join(', ')}): run \`npm run build\` first.`,
    );
  }
  const socket = await listeningSocket();
  const { port } = socket.address();
  const dataDir = tempDir('data');
  const url = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LISTEN_FD: '3', // the socket below, the child's fd 3
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ...(separateMenu ? { PUBLIC_MENU_URL: `http://localhost:${port}` } : {}),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
    ...(staticRoot ? { STATIC_ROOT: staticRoot } : {}),
    // Password hashing at the API tests' cost (sign-ups, logins, the demo account); production refuses it.
    ...(env.NODE_ENV === 'production' ? {} : { SCRYPT_COST: '1024' }),
    ...env,
  };
  // Like a plain `npm start`: the API's own NODE_ENV default, no database from the outer shell.
  if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  delete childEnv.ALLOW_MISSING_DIST;

  const { command, args, cwd } = apiCommand();
  let child;
  try {
    child = spawn(command, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe', socket._handle.fd] });
  } finally {
    socket.close(); // the child holds its own copy; this process never accepts on it
  }
  liveServers.add(child);
  child.on('exit', () => liveServers.delete(child));
  const log = [];
  let demo = null;
  const onData = (chunk) => {
    const text = chunk.toString();
    log.push(text);
    const m = text.match(/Demo account: (\S+) \/ (\S+)/);
    if (m) demo = { email: m[1], password: m[2] };
    if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(`[server:${port}] ${text}`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );

  const server = {
    url,
    menuUrl: separateMenu ? `http://localhost:${port}` : url,
    /** The API process (e.g. its memory in /proc/<pid>/status). */
    pid: child.pid,
    port,
    dataDir,
    env: childEnv,
    get demo() {
      return demo;
    },
    logs: () => log.join(''),
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exitPromise;
        clearTimeout(timer);
      }
    },
    outbox: () => readOutbox(dataDir),
    waitForMail: (predicate, options) => waitForMail(dataDir, predicate, options),
    setPlan: (email, plan) => setPlan(childEnv, email, plan),
    api: apiClient(url),
  };

  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_MS || 60_000);
  for (;;) {
    if (exited) throw new Error(`The API exited during start (${JSON.stringify(exited)}):\n${server.logs()}`);
    try {
      const res = await fetch(`${url}/remotes.json`);
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`The API did not answer on ${url} in time:\n${server.logs()}`);
    }
    await sleep(150);
  }
  return server;
}

/** Outbox messages ({to, subject, text, html, link, createdAt}), oldest first. */
export function readOutbox(dataDir) {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: f, ...JSON.parse(readFileSync(path.join(dir, f), 'utf8')) }));
}

/** Waits for the first message matching predicate that is not in `exclude` (file names). */
export async function waitForMail(dataDir, predicate, { exclude = [], timeout = WAIT } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readOutbox(dataDir).find((m) => !exclude.includes(m.file) && predicate(m));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `No matching e-mail in the outbox; it holds: ${JSON.stringify(readOutbox(dataDir).map((m) => [m.to, m.subject]))}`,
      );
    await sleep(100);
  }
}

/** The documented operator command: npm run set-plan -w api -- <email> <PLAN_CODE>. */
export function setPlan(env, email, plan) {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', 'set-plan', '-w', 'api', '--', email, plan], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`set-plan exited ${code}:\n${out}`))));
  });
}

let counter = 0;
/** A unique e-mail address per call. */
export function uniqueEmail(tag = 'owner') {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@example.com`;
}

/** Thin HTTP helpers for arranging state (the behaviour under test goes through the browser). */
function apiClient(url) {
  async function call(method, pathname, body, token) {
    const res = await fetch(url + pathname, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json, text };
  }
  return {
    call,
    signup: (account) => call('POST', '/auth/signup', account),
    verify: (token) => call('PUT', '/auth/verify-email', { token }),
    login: (username, password) => call('POST', '/auth/login', { username, password }),
    profile: (token) => call('GET', '/v1/profiles/me', undefined, token),
    refresh: (refreshToken) => call('GET', '/auth/refresh-token', undefined, refreshToken),
  };
}

/** The verification token inside an outbox message's link. */
export function tokenFromLink(link) {
  return new URL(link).searchParams.get('token');
}

/**
 * Creates an account through the API (sign-up, then the link from the outbox unless
 * verified: false) and optionally moves it to a plan with the operator command.
 */
export async function createAccount(
  server,
  { verified = true, plan, password = 'Secreta123', company = 'La Cantina de Prueba', business_kind = 'Bar' } = {},
) {
  const email = uniqueEmail();
  const res = await server.api.signup({ email, password, company, business_kind });
  if (res.status >= 300) throw new Error(`signup failed: ${res.status} ${res.text}`);
  const mail = await server.waitForMail((m) => m.to === email || String(m.to).includes(email));
  if (verified) {
    const v = await server.api.verify(tokenFromLink(mail.link));
    if (v.status >= 300) throw new Error(`verify failed: ${v.status} ${v.text}`);
  }
  if (plan) await server.setPlan(email, plan);
  return { email, password, company, mail };
}

/**
 * Under the test runner (`node --test` sets NODE_TEST_CONTEXT in each file's process), one chromium
 * per test file, closed after its last test: each scenario gets a new browser context of it, which
 * shares no cookies, storage, cache or service workers with the others, as a fresh profile did,
 * without a browser start (its processes, a profile on disk) per scenario. Elsewhere (benchmarks,
 * the tutorial screenshots) and with E2E_BROWSER_PER_SCENARIO=1, a fresh browser per scenario.
 */
const SHARE_BROWSER = Boolean(process.env.NODE_TEST_CONTEXT) && process.env.E2E_BROWSER_PER_SCENARIO !== '1';
let sharedBrowser = null;
if (SHARE_BROWSER)
  after(async () => {
    const browser = await sharedBrowser?.catch(() => null);
    await browser?.close();
  });

/** The file's one chromium, started on first use (again if it went away). */
async function fileBrowser() {
  const current = sharedBrowser;
  const browser = await current?.catch(() => null);
  if (browser?.isConnected()) return browser;
  // Two scenarios asking at once start one browser.
  if (sharedBrowser === current)
    sharedBrowser = chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return sharedBrowser;
}

/** A fresh headless chromium context (see SHARE_BROWSER) with one page; `options` are context options. */
export async function launchBrowser(options = {}) {
  if (!existsSync(CHROMIUM))
    throw new Error(`No chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const contextOptions = { viewport: { width: 1280, height: 860 }, locale: 'es-MX', ...options };
  let context;
  if (SHARE_BROWSER) {
    context = await (await fileBrowser()).newContext(contextOptions);
  } else {
    context = await chromium.launchPersistentContext(tempDir('chromium'), {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      ...contextOptions,
    });
  }
  context.setDefaultTimeout(WAIT);
  context.setDefaultNavigationTimeout(WAIT * 2);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Adds the session to every page of the context before the app runs (as after a login). */
export async function storeSession(context, pair) {
  await context.addInitScript(
    ([a, r]) => {
      if (!localStorage.getItem('access_token')) {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
      }
    },
    [pair.access_token, pair.refresh_token],
  );
}

/**
 * Runs a browser scenario; on failure saves a screenshot, the page's console and the
 * server log into e2e/.artifacts/ and rethrows. `browserOptions` go to launchBrowser
 * (e.g. `{ timezoneId }`).
 */
export async function withBrowser(t, server, scenario, browserOptions = {}) {
  const { context, page } = await launchBrowser(browserOptions);
  const consoleLines = [];
  context.on('console', (msg) => consoleLines.push(`[${msg.type()}] ${msg.text()}`));
  context.on('weberror', (err) => consoleLines.push(`[pageerror] ${err.error()?.stack ?? err.error()}`));
  try {
    await scenario({ context, page });
  } catch (error) {
    const name = slug(t?.fullName ?? t?.name ?? 'scenario');
    try {
      mkdirSync(ARTIFACTS, { recursive: true });
      const pages = context.pages();
      for (const [i, p] of pages.entries()) {
        await p
          .screenshot({ path: path.join(ARTIFACTS, `${name}${pages.length > 1 ? `-${i}` : ''}.png`), fullPage: true })
          .catch(() => {});
      }
      writeFileSync(path.join(ARTIFACTS, `${name}.console.log`), `URL: ${page.url()}\n${consoleLines.join('\n')}\n`);
      if (server) writeFileSync(path.join(ARTIFACTS, `${name}.server.log`), server.logs());
      error.message += `\n(artifacts: e2e/.artifacts/${name}.*)`;
    } catch {
      /* keep the original error */
    }
    throw error;
  } finally {
    await context.close().catch(() => {});
  }
}

function slug(text) {
  return String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

// ---- page helpers shared by the tests -------------------------------------------------

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
  const item = dropdown
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
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
