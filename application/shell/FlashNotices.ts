import type { NotificationsViewModel } from './notificationsViewModel';

/**
 * Messages kept across the reload that ends a sign-in (issue 14: what the visitor's cart could not bring),
 * shown once on the page that loads next.
 */
export interface FlashNotices {
  readonly keep: (texts: readonly string[]) => void;
  /** The kept messages, forgotten as they are read. */
  readonly take: () => readonly string[];
}

/** Keeps nothing: where no page follows (server rendering, tests that do not look). */
export const NO_FLASH: FlashNotices = { keep: () => undefined, take: () => [] };

/** Shows the kept messages as warnings that stay until closed: they tell of something the shopper lost. */
export function showFlashNotices(flash: FlashNotices, notifications: NotificationsViewModel): void {
  for (const text of flash.take()) notifications.notify('warn', text, undefined, { persistent: true });
}
