import startup from '@menu/shared/startup.json';

/**
 * When the panel may fetch what the screen on show does not need (antd for a first editor, the
 * other sections' files): once that screen is interactive, not in its first seconds. On a slow
 * phone those 27 requests (about 315 KB) and antd's parse, started 3 s after the section was
 * known, fell in the middle of the first board's own loading and doubled its blocking time
 * (bench: `npm run bench -- first-board`). A pointer resting on a sidebar entry, or a menu's
 * trigger, still loads what it needs at once (startSection, the kit's Dropdown).
 *
 * The rule: at least MIN_DELAY_MS after the call and after the page's `load` event; the section
 * on show has its code (sectionShown) and the data cache reads nothing (a slow network leaves
 * the main thread quiet while the board's lists are on their way); then the main thread has run
 * no long task (over 50 ms) for QUIET_MS, as Lighthouse's "interactive" reads it: drawing the
 * board's rows keeps it busy. Then when the browser is idle. Where long tasks cannot be
 * observed, FALLBACK_DELAY_MS instead of MIN_DELAY_MS and no quiet window.
 */
export const MIN_DELAY_MS = 3000;
export const QUIET_MS = 3000;
export const FALLBACK_DELAY_MS = 10_000;
/** The longest wait for an idle moment once the screen is quiet. */
const IDLE_TIMEOUT_MS = 5000;
/** How often a screen still reading its data is looked at again. */
const POLL_MS = 500;

let shown: () => void = () => {};
const sectionReady = new Promise<void>((resolve) => {
  shown = resolve;
});
/** The section on show has its code and renders (RemoteSection calls it). */
export const sectionShown = () => shown();

/** What this reads of the data cache (TanStack Query's QueryClient) on its global, without loading the library. */
interface CacheReader {
  isFetching(): number;
}
/** Whether the panel's data cache is reading anything (none before a screen creates it). */
function cacheBusy(): boolean {
  const holder = globalThis as typeof globalThis & { [key: symbol]: CacheReader | undefined };
  return (holder[Symbol.for(startup.queryClientGlobal)]?.isFetching() ?? 0) > 0;
}

/** When the last long task ended (performance.now()), observed from this module's first use. */
let lastLongTaskEnd: number | null = null;
let observing = false;

/** Whether long tasks can be observed here (Chromium; not Safari, Firefox or jsdom). */
function observeLongTasks(): boolean {
  if (observing) return true;
  const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : undefined;
  if (!types?.includes('longtask')) return false;
  observing = true;
  lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      lastLongTaskEnd = Math.max(lastLongTaskEnd ?? 0, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  return true;
}

const afterLoad = (then: () => void) => {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
};

const whenIdle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    : window.setTimeout(task, 0);

/** Runs `task` once the screen on show is interactive (see the rule above). */
export function whenSettled(task: () => void): void {
  const canObserve = observeLongTasks();
  const check = () => {
    if (cacheBusy()) return void window.setTimeout(check, POLL_MS);
    const quietFor = performance.now() - (lastLongTaskEnd ?? 0);
    if (!canObserve || quietFor >= QUIET_MS) whenIdle(task);
    else window.setTimeout(check, QUIET_MS - quietFor);
  };
  window.setTimeout(
    () => afterLoad(() => void sectionReady.then(check)),
    canObserve ? MIN_DELAY_MS : FALLBACK_DELAY_MS,
  );
}
