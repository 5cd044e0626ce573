import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page answers taps: the browser entry marks the document once React has hydrated it
 * (composition-root/browser/main.tsx). A tap before that lands on server HTML and is lost, as a shopper's
 * would be, so a spec that acts right after a page loads waits for this first.
 */
export const hydrated = (page: Page): Promise<void> => expect(page.locator('html[data-hydrated]')).toBeAttached();

/**
 * Waits until a part hydrated late (the footer, the SEO block: components/HydrateWhenNear.tsx) answers:
 * it hydrates when it nears the screen, is touched, or the browser is idle, whichever first.
 */
export const partHydrated = (part: Locator): Promise<void> => expect(part).toHaveAttribute('data-hydrated', '');

/** Holds back the download of a chunk (its file name's start, `Footer`) until the returned function is called: the part stays server markup. */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(new RegExp(`/assets/${name}-[^/]*\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
