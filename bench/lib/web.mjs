// The browser-side figures of `npm run bench` for the first authenticated board (Productos):
// what a cold load asks for before the board's own data call, the first row under a phone's
// CPU and network (Lighthouse's Slow 4G and 4x CPU, applied through DevTools), the round
// trips a first open of another section spends on federation before its data call, and
// Lighthouse mobile with the session already stored.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, launchBrowser, sidebarEntry, storeSession } from '../../e2e/harness.mjs';
import { lighthouseMetrics } from './lighthouse-metrics.mjs';

/** Lighthouse's mobile "Slow 4G" as DevTools applies it (request latency and throughput), and its 4x CPU. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

const BOARD_ROWS = '[role="table"][aria-label="Productos"] .board-children [role="row"][aria-label]';

/** Every request of the page with its start and end (ms since `origin`), while the listener is on. */
function recordRequests(page, origin) {
  const requests = [];
  const byRequest = new Map();
  const onRequest = (request) => {
    const entry = {
      url: request.url(),
      path: new URL(request.url()).pathname,
      method: request.method(),
      type: request.resourceType(),
      start: performance.now() - origin,
      end: null,
    };
    byRequest.set(request, entry);
    requests.push(entry);
  };
  const onDone = (request) => {
    const entry = byRequest.get(request);
    if (entry && entry.end === null) entry.end = performance.now() - origin;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    requests,
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/**
 * How many round trips deep the chain of requests is: a request started after another one
 * had finished waited for it (one trip more); requests in flight together share a trip.
 */
export function roundTrips(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const r of sorted) {
    let d = 1;
    for (const q of sorted) {
      if (q === r || q.end === null || !depth.has(q)) continue;
      if (q.end <= r.start) d = Math.max(d, depth.get(q) + 1);
    }
    depth.set(r, d);
  }
  return Math.max(0, ...depth.values());
}

const isDataCall = (entry, pathname) =>
  entry.method === 'GET' && entry.path === pathname && (entry.type === 'fetch' || entry.type === 'xhr');

/**
 * A cold load of the board (fresh profile, no service worker, session stored): the requests
 * started before its GET /v1/products and the round trips that chain took.
 */
export async function boardRequestsBeforeData(url, pair) {
  const { context, page } = await launchBrowser({ serviceWorkers: 'block' });
  try {
    await storeSession(context, pair);
    const origin = performance.now();
    const rec = recordRequests(page, origin);
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(BOARD_ROWS).first().waitFor({ state: 'visible', timeout: 120_000 });
    rec.stop();
    const data = rec.requests.find((r) => isDataCall(r, '/v1/products'));
    const before = rec.requests.filter((r) => r !== data && data && r.start < data.start);
    return {
      requestsBeforeData: before.length,
      roundTripsBeforeData: roundTrips(before.filter((r) => r.end !== null && r.end <= data.start)),
    };
  } finally {
    await context.close();
  }
}

/** A cold load of the board under Slow 4G and 4x CPU: milliseconds until its first product row shows. */
export async function throttledFirstRow(url, pair) {
  const { context, page } = await launchBrowser({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  try {
    await storeSession(context, pair);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator(BOARD_ROWS).first().waitFor({ state: 'visible', timeout: 120_000 });
    return Math.round(performance.now() - started);
  } finally {
    await context.close();
  }
}

/**
 * From the board (loaded, then idle for a moment as a reader would be), a first open of
 * another section through the sidebar under Slow 4G latency: the round trips of requests
 * for that remote's files (federation overhead) before its own data call, the time from the
 * click to that call (which a sidebar intent may start at the hover), to its answer, and to the
 * section's heading.
 */
export async function firstSectionOpen(boardUrl, pair, { label, remoteFolder, dataPath }) {
  const { context, page } = await launchBrowser({ serviceWorkers: 'block' });
  try {
    await storeSession(context, pair);
    await page.goto(boardUrl);
    await page.locator(BOARD_ROWS).first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await sleep(2000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const origin = performance.now();
    const rec = recordRequests(page, origin);
    const entry = sidebarEntry(page, label);
    // Listening from the hover: a pointer resting on the entry may start the data call itself.
    const response = page.waitForResponse(
      (res) => new URL(res.url()).pathname === dataPath && res.request().method() === 'GET',
      { timeout: 120_000 },
    );
    await entry.hover();
    await sleep(300); // a pointer resting on the link before the click, as a person does
    await entry.click();
    await (await response).finished();
    await page.getByRole('heading', { level: 1, name: label }).waitFor({ timeout: 120_000 });
    const screenMs = performance.now() - origin - 300;
    rec.stop();
    const data = rec.requests.find((r) => isDataCall(r, dataPath));
    const remoteFiles = rec.requests.filter(
      (r) => r.path.startsWith(`/remotes/${remoteFolder}/`) && data && r.start < data.start,
    );
    const afterClick = remoteFiles.filter((r) => r.start >= 300);
    return {
      section: label,
      remoteRequestsBeforeData: remoteFiles.length,
      roundTripsBeforeData: roundTrips(remoteFiles.filter((r) => r.end !== null && r.end <= data.start)),
      roundTripsAfterClick: roundTrips(afterClick.filter((r) => r.end !== null && r.end <= data.start)),
      // Negative: the data call left before the click (at the hover).
      clickToDataMs: data ? Math.round(data.start - 300) : null,
      // From the click until the data has arrived, and until the section's heading shows.
      clickToDataInMs: data?.end != null ? Math.max(0, Math.round(data.end - 300)) : null,
      clickToScreenMs: Math.round(screenMs),
      // Every request after the click until the data call's start, with its own start and end:
      // what the section waited for.
      afterClick: rec.requests
        .filter((r) => r.start >= 300 && data && r.start <= Math.max(data.start, 300))
        .map((r) => `${r.method} ${r.path} ${Math.round(r.start)}-${r.end === null ? '…' : Math.round(r.end)} ms`),
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse mobile (performance, and accessibility when asked) on `url`, median of `runs`.
 * With `pair`, each run's fresh profile gets the session first: a page of the same origin that
 * runs no app code (/remotes.json) stores the tokens, the HTTP cache is cleared, and Lighthouse
 * keeps storage (`disableStorageReset`), so the load is cold but logged in.
 */
export async function lighthouseMobile(url, runs, { pair = null, accessibility = false } = {}) {
  const scores = [];
  const a11y = [];
  let metrics = null;
  let failedAccessibility = [];
  for (let i = 0; i < runs; i++) {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      userDataDir,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      if (pair) await prepareSession(chrome.port, new URL(url).origin, pair);
      const categories = accessibility ? ['performance', 'accessibility'] : ['performance'];
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        disableStorageReset: Boolean(pair),
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) console.warn(`[bench] Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = lhr.categories.performance.score;
      scores.push(score === null ? null : Math.round(score * 100));
      if (accessibility) {
        a11y.push(
          lhr.categories.accessibility.score === null ? null : Math.round(lhr.categories.accessibility.score * 100),
        );
        // What keeps it under 100: the audits of the category that failed, by id.
        failedAccessibility = lhr.categories.accessibility.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score === 0)
          .map((audit) => audit.id);
      }
      metrics = lighthouseMetrics(lhr);
    } finally {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  return {
    formFactor: 'mobile',
    runs: scores,
    median: median(scores),
    accessibility: accessibility ? median(a11y) : undefined,
    failedAccessibility: accessibility ? failedAccessibility : undefined,
    lastRunMetrics: metrics,
  };
}

async function prepareSession(port, origin, pair) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/remotes.json`);
    await page.evaluate(
      ([a, r]) => {
        localStorage.setItem('access_token', a);
        localStorage.setItem('refresh_token', r);
      },
      [pair.access_token, pair.refresh_token],
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

function median(values) {
  const valid = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return valid.length ? valid[Math.floor(valid.length / 2)] : null;
}
