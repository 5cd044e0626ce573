/** An unconfirmed location is confirmed automatically this long after first seen (spec §4 Location, §9 10000 ms). */
export const AUTO_CONFIRM_MS = 10_000;

/** The stored first-seen timestamp, epoch ms; null when none (spec §4 Location). */
export type FirstSeen = number | null;

/** Updates the stored first-seen time: kept once set while unconfirmed, set now when first seen, cleared on confirmation (spec §4 Location). */
export function trackFirstSeen(stored: FirstSeen, isConfirmed: boolean, nowMs: number): FirstSeen {
  if (isConfirmed) return null;
  return stored ?? nowMs;
}

/** Milliseconds left before auto-confirmation, from the stored first-seen time; 0 when due (spec §4 Location). */
export function msUntilAutoConfirm(firstSeenMs: number, nowMs: number): number {
  return Math.max(0, firstSeenMs + AUTO_CONFIRM_MS - Math.max(firstSeenMs, nowMs));
}
