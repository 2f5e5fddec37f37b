// The first seconds of the first board on a slow device (DevTools Slow 4G and 4x CPU): when its
// first row shows, the main thread's blocking time (each long task's time over 50 ms, as
// Lighthouse's TBT counts it) until then and over the whole window, and the requests and bytes
// the page starts in the window, split at the first row: what the board needs, and what starts
// after it (the idle preload of antd and of the other sections, when it starts that early).
import { launchBrowser, storeSession } from '../../e2e/harness.mjs';
import { CPU_SLOWDOWN, SLOW_4G } from './web.mjs';

const BOARD_ROWS = '[role="table"][aria-label="Productos"] .board-children [role="row"][aria-label]';

/** Records every long task of the page from its start (before any of its scripts runs). */
function observeLongTasks() {
  const tasks = [];
  Object.defineProperty(window, '__benchLongTasks', { value: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Lighthouse's blocking time of tasks that start before `until` (ms since navigation start). */
export function blockingTime(tasks, until = Number.POSITIVE_INFINITY) {
  return Math.round(tasks.filter((t) => t.start < until).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
}

/**
 * A cold load of the board under Slow 4G and 4x CPU, watched for `windowMs` after navigation.
 * Returns the first row (ms), blocking time by the first row and in the window, and the
 * requests (count, bytes on the wire) started in the window before and after the first row.
 */
export async function boardFirstSeconds(url, pair, { windowMs = 15_000 } = {}) {
  const { context, page } = await launchBrowser({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  try {
    await storeSession(context, pair);
    await context.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = new Map();
    const started = performance.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (!requests.has(requestId))
        requests.set(requestId, { url: request.url, at: performance.now() - started, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator(BOARD_ROWS).first().waitFor({ state: 'visible', timeout: 120_000 });
    const firstRowMs = Math.round(performance.now() - started);
    const rest = windowMs - (performance.now() - started);
    if (rest > 0) await page.waitForTimeout(rest);
    const tasks = await page.evaluate(() => window.__benchLongTasks);
    const inWindow = [...requests.values()].filter((r) => r.at <= windowMs);
    const sum = (list) => ({
      requests: list.length,
      kb: Math.round(list.reduce((s, r) => s + r.bytes, 0) / 102.4) / 10,
    });
    const after = inWindow.filter((r) => r.at > firstRowMs);
    return {
      firstRowMs,
      blockingByFirstRowMs: blockingTime(tasks, firstRowMs),
      blockingInWindowMs: blockingTime(tasks, windowMs),
      byFirstRow: sum(inWindow.filter((r) => r.at <= firstRowMs)),
      afterFirstRow: sum(after),
      afterFirstRowPaths: after.map((r) => new URL(r.url).pathname),
    };
  } finally {
    await context.close();
  }
}
