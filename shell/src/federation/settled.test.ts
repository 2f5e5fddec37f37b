// The idle preload waits for the screen on show to be interactive: no long task for QUIET_MS
// after MIN_DELAY_MS and the load event, not a fixed 3 s that fell inside a slow phone's first
// board load.
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

const original = globalThis.PerformanceObserver;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: original });
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('whenSettled', () => {
  it('waits for QUIET_MS without a long task: a screen still loading keeps the preload back', () => {
    const { whenSettled, MIN_DELAY_MS, QUIET_MS } = load(true);
    const task = jest.fn();
    whenSettled(task);
    // The board is still busy at 3 s: a long task ends at 4 s, another at 6.5 s.
    jest.advanceTimersByTime(MIN_DELAY_MS - 1000);
    report!([{ startTime: performance.now() + 1500, duration: 500 }]);
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(3000);
    report!([{ startTime: performance.now() - 100, duration: 600 }]);
    // Not before QUIET_MS after the last one.
    jest.advanceTimersByTime(QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(700);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after MIN_DELAY_MS on a page that was quiet all along, then when the browser is idle', () => {
    const { whenSettled, MIN_DELAY_MS, QUIET_MS } = load(true);
    const idle = jest.fn((callback: () => void) => {
      callback();
      return 1;
    });
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: idle });
    jest.advanceTimersByTime(QUIET_MS); // the page has been up and quiet for a while
    const task = jest.fn();
    whenSettled(task);
    jest.advanceTimersByTime(MIN_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: expect.any(Number) });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without long-task timing (Safari, Firefox), waits the fixed FALLBACK_DELAY_MS', () => {
    const { whenSettled, FALLBACK_DELAY_MS } = load(false);
    const task = jest.fn();
    whenSettled(task);
    jest.advanceTimersByTime(FALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers(); // the idle moment (a zero timeout without requestIdleCallback)
    expect(task).toHaveBeenCalledTimes(1);
  });
});
