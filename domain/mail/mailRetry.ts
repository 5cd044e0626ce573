const FIRST_DELAY_MS = 60_000;
const MAX_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a letter that failed its `attempt`-th send (1-based) is tried next (spec §3 Gift card delivery by e-mail):
 * 1, 2, 4 … minutes, then once a day — a letter is never given up.
 */
export function nextMailAttempt(failedAt: Date, attempt: number): Date {
  const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(30, Math.max(1, attempt) - 1));
  return new Date(failedAt.getTime() + delay);
}
