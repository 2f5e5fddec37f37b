// The idle preload waits for the screen on show to be interactive: its section's code, its data
// cache idle, then no long task for QUIET_MS (after MIN_DELAY_MS and the load event), not a
// fixed 3 s that fell inside a slow phone's first board load.
import startup from '@menu/shared/startup.json';

type Settled = typeof import('./settled');

type Entry = { startTime: number; duration: number };
let report: ((entries: Entry[]) => void) | null = null;

class FakeObserver {
  static supportedEntryTypes = ['longtask'];
  constructor(callback: (list: { getEntries(): Entry[] }) => void) {
    report = (entries) => callback({ getEntries: () => entries });
  }
  observe() {}
}

function load(withLongTasks: boolean): Settled {
  report = null;
  Object.defineProperty(globalThis, 'PerformanceObserver', {
    configurable: true,
    value: withLongTasks ? FakeObserver : undefined,
  });
  let settled: Settled | undefined;
  jest.isolateModules(() => {
    settled = jest.requireActual<Settled>('./settled');
  });
  return settled!;
}

/** Lets the section-shown promise's callbacks run between timer steps. */
async function advance(ms: number) {
  jest.advanceTimersByTime(ms);
  await Promise.resolve();
  await Promise.resolve();
}

const CACHE = Symbol.for(startup.queryClientGlobal);
const original = globalThis.PerformanceObserver;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: original });
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(globalThis, CACHE);
});

describe('whenSettled', () => {
  it('waits for QUIET_MS without a long task: a screen still drawing keeps the preload back', async () => {
    const { whenSettled, sectionShown, MIN_DELAY_MS, QUIET_MS } = load(true);
    const task = jest.fn();
    whenSettled(task);
    sectionShown();
    // The board is still busy at 3 s: a long task ends at 4 s, another at 6.5 s.
    await advance(MIN_DELAY_MS - 1000);
    report!([{ startTime: performance.now() + 1500, duration: 500 }]);
    await advance(1000);
    expect(task).not.toHaveBeenCalled();
    await advance(3000);
    report!([{ startTime: performance.now() - 100, duration: 600 }]);
    // Not before QUIET_MS after the last one.
    await advance(QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    await advance(700);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the section to have its code and for the data cache to read nothing (the network is slow, the thread quiet)', async () => {
    const { whenSettled, sectionShown, MIN_DELAY_MS, QUIET_MS } = load(true);
    let fetching = 2;
    Object.defineProperty(globalThis, CACHE, { configurable: true, value: { isFetching: () => fetching, clear() {} } });
    const task = jest.fn();
    whenSettled(task);
    await advance(MIN_DELAY_MS + QUIET_MS * 3);
    expect(task).not.toHaveBeenCalled(); // no section yet
    sectionShown();
    await advance(QUIET_MS * 3);
    expect(task).not.toHaveBeenCalled(); // its lists are on their way
    fetching = 0;
    await advance(1000);
    await advance(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after MIN_DELAY_MS on a page that was quiet all along, then when the browser is idle', async () => {
    const { whenSettled, sectionShown, MIN_DELAY_MS, QUIET_MS } = load(true);
    const idle = jest.fn((callback: () => void) => {
      callback();
      return 1;
    });
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: idle });
    await advance(QUIET_MS); // the page has been up and quiet for a while
    const task = jest.fn();
    whenSettled(task);
    sectionShown();
    await advance(MIN_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await advance(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: expect.any(Number) });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without long-task timing (Safari, Firefox), waits the fixed FALLBACK_DELAY_MS', async () => {
    const { whenSettled, sectionShown, FALLBACK_DELAY_MS } = load(false);
    const task = jest.fn();
    whenSettled(task);
    sectionShown();
    await advance(FALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await advance(1);
    await advance(0); // the idle moment (a zero timeout without requestIdleCallback)
    expect(task).toHaveBeenCalledTimes(1);
  });
});
