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

/** A stretch of the screen's height in CSS pixels from its top. */
export interface Band {
  readonly top: number;
  readonly bottom: number;
}

/** The screen's edge a bottom message sits at. */
export type MessageEdge = 'bottom' | 'top';

const apart = (a: Band, b: Band) => a.bottom <= b.top || b.bottom <= a.top;

/**
 * Where the shown message sits so it covers none of the page's heading (issue 13): at the bottom, else at the top
 * (a product's two-line name starts low on a phone, under the gallery), else where it is (a heading taller than
 * the room between the two covers either way). A heading off the screen is never covered (spec §4 Location,
 * Cookie notice, Popups; §9 layer order: the sticky header lies above them).
 */
export function messageEdge(heading: Band | null, places: Readonly<Record<MessageEdge, Band>>, current: MessageEdge): MessageEdge {
  if (!heading || apart(heading, places.bottom)) return 'bottom';
  if (apart(heading, places.top)) return 'top';
  return current;
}
