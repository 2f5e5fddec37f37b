// Test harness for the browser tests: starts the real product exactly as `npm start`
// runs it (same API entry, the built dists) on a free port with a fresh DATA_DIR,
// and a headless Debian chromium through playwright-core.
//
//   const server = await startProduct({ env: { ACCESS_TOKEN_TTL: '2' } });
//   await withBrowser(t, server, async ({ page }) => { ... });   // screenshot on failure
//   await server.stop();
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { ROOT, apiCommand, appsMissingDist, frontendApps } from '../scripts/lib/product.mjs';
import { apiClient, readOutbox, setPlan, waitForMail } from './accounts.mjs';
import { WAIT } from './page-helpers.mjs';

// The tests import everything from here: the server and browser below, the accounts, mail and
// plans of accounts.mjs, and the page helpers (login, sidebar, waits, selects) of page-helpers.mjs.
export * from './accounts.mjs';
export * from './page-helpers.mjs';

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
