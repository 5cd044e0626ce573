/** What Safari, which has no requestIdleCallback, waits instead: long enough for the tasks queued now to run. */
const SAFARI_IDLE_MS = 200;

/** Calls `callback` when the browser is next idle; returns what cancels it. */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback);
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(callback, SAFARI_IDLE_MS);
  return () => clearTimeout(timer);
}
