import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface LongTask {
  startTime: number;
  duration: number;
}
let report: (tasks: LongTask[]) => void = () => {};

function stubBrowser(longTasks: boolean) {
  class Observer {
    static supportedEntryTypes = longTasks ? ['longtask'] : [];
    constructor(callback: (list: { getEntries: () => LongTask[] }) => void) {
      report = (tasks) => callback({ getEntries: () => tasks });
    }
    observe() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  // no requestIdleCallback: idle is the next timer turn
  vi.stubGlobal('window', {});
}

/** The module keeps what it observed: each test starts from a fresh copy. */
const load = async () => (await import('./when-idle')).whenMainThreadQuiet;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenMainThreadQuiet', () => {
  it('runs at the next idle moment when no long task has run', async () => {
    stubBrowser(true);
    const run = vi.fn();
    (await load())(5000, run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits until the last long task is quietMs behind', async () => {
    stubBrowser(true);
    const whenMainThreadQuiet = await load();
    const run = vi.fn();
    vi.advanceTimersByTime(1000);
    whenMainThreadQuiet(5000, run);
    report([{ startTime: 900, duration: 100 }]);
    vi.advanceTimersByTime(4000);
    expect(run).not.toHaveBeenCalled();
    // a later long task moves the wait on
    report([{ startTime: 4800, duration: 200 }]);
    vi.advanceTimersByTime(1001);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('goes back to waiting when a long task is reported between the quiet and the idle moment', async () => {
    stubBrowser(true);
    const whenMainThreadQuiet = await load();
    const run = vi.fn();
    vi.advanceTimersByTime(6000);
    whenMainThreadQuiet(5000, run);
    // quiet already: it waits for idle, and a long task ends just before that moment comes
    report([{ startTime: 5900, duration: 100 }]);
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(4998);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    stubBrowser(true);
    const run = vi.fn();
    const cancel = (await load())(5000, run);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('needs only the idle moment where long tasks are not reported', async () => {
    stubBrowser(false);
    const run = vi.fn();
    (await load())(5000, run);
    report([{ startTime: 0, duration: 500 }]);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
