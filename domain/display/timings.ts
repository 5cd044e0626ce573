/** Delays and intervals in ms; the timers themselves live in view-models (spec §9 Timing, §4). */
export const TIMINGS = {
  floatingSignInDelay: 15_000,
  floatingSignInAutoClose: 30_000,
  locationAutoConfirm: 10_000,
  autocompleteDebounce: 300,
  analyticsBatch: 1_000,
  catalogueAsideHover: 100,
  inlineMenuHover: 150,
  menuOpen: 300,
  subSectionSwitch: 100,
  menuVisibilityAnalytics: 2_000,
  basketTooltipOpen: 100,
  basketTooltipClose: 300,
  scrollAnimation: 300,
  notification: 5_000,
} as const;

/** Popup delay: the server's seconds times 1000, never negative (spec §9 popup delay). */
export function popupDelayMs(timeFromPageOpenSeconds: number | null | undefined): number {
  return Math.max(0, (timeFromPageOpenSeconds ?? 0) * 1000);
}
