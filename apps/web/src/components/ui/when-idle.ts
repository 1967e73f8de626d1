/**
 * Runs `callback` when the browser has nothing else to do (within `timeoutMs` if given, else only
 * then: a busy main thread, as on a slow phone loading a page, postpones it).
 */
function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, timeoutMs ? { timeout: timeoutMs } : undefined);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}

/**
 * Runs `callback` once the page has loaded (its scripts and first images are in) and then the
 * browser is idle: never sooner, however long that takes on a slow phone.
 */
export function whenPageSettled(callback: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/** When the last long task the browser reported ended (performance.now() time). */
let lastLongTaskEnd = -Infinity;
let watching = false;

function watchLongTasks() {
  if (watching) return;
  watching = true;
  if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) return;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) lastLongTaskEnd = Math.max(lastLongTaskEnd, task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Runs `callback` once the main thread has run no long task (over 50 ms) for `quietMs` and the
 * browser is idle. On a fast device that is at once; on a slow phone still busy with the page (or
 * with what the last callback set off) it waits, so optional work never competes with a tap.
 * Where browsers do not report long tasks, idle is enough.
 */
export function whenMainThreadQuiet(quietMs: number, callback: () => void): () => void {
  watchLongTasks();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const check = () => {
    const wait = lastLongTaskEnd + quietMs - performance.now();
    if (wait > 0) {
      timer = setTimeout(check, wait);
      return;
    }
    cancelIdle = whenIdle(() => (lastLongTaskEnd + quietMs > performance.now() ? check() : callback()));
  };
  check();
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}
