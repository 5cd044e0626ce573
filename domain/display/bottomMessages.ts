/**
 * The shell's messages at the bottom of the screen in the order they take turns: the city question (spec §4
 * Location), the cookie notice (§4 Cookie notice), a page's popup (§4 Popups), the floating sign-in (§4).
 */
export const BOTTOM_MESSAGES = ['location', 'cookies', 'popup', 'signIn'] as const;
export type BottomMessage = (typeof BOTTOM_MESSAGES)[number];

/** One at a time, none over another: the first waiting in that order; the rest wait for it to go (spec §4 Location popup, Cookie notice, Popups; §9 layer order). */
export function bottomMessageShown(waiting: Readonly<Record<BottomMessage, boolean>>): BottomMessage | null {
  return BOTTOM_MESSAGES.find((m) => waiting[m]) ?? null;
}
