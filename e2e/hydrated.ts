import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page answers taps: the browser entry marks the document once React has hydrated it
 * (composition-root/browser/main.tsx). A tap before that lands on server HTML and is lost, as a shopper's
 * would be, so a spec that acts right after a page loads waits for this first.
 */
export const hydrated = (page: Page): Promise<void> => expect(page.locator('html[data-hydrated]')).toBeAttached();
