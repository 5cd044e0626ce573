import { expect, type Page } from '@playwright/test';

/** Where the screenshots of the pages as a shopper sees them are kept with the test artefacts (issue 14). */
export const SHOTS = 'test-results/screenshots';

/** Answers the first visit's bottom messages, which take turns: the city question, then the cookie notice. */
export async function answerBottomMessages(page: Page): Promise<void> {
  const city = page.getByTestId('location-popup');
  const cookie = page.getByTestId('cookie-notice');
  // Either shows once the page has hydrated; the city question first, unless it was answered before.
  await expect(city.or(cookie).first()).toBeVisible();
  if (await city.isVisible()) {
    await city.getByRole('button', { name: 'Да, верно' }).click();
    await expect(city).toHaveCount(0);
  }
  await cookie.getByRole('button', { name: 'Хорошо' }).click();
  await expect(cookie).toHaveCount(0);
}

/**
 * Every picture across the screen's width has loaded and is not broken (those beside it, further along a carousel
 * or a gallery, load when swiped to); with `onScreen`, only those on the screen now.
 */
export async function picturesLoaded(page: Page, selector = 'img', { onScreen = false } = {}): Promise<void> {
  await expect
    .poll(() =>
      page.locator(selector).evaluateAll(
        (imgs, onScreen) =>
          (imgs as HTMLImageElement[])
            .filter((i) => {
              const box = i.getBoundingClientRect();
              if (box.width === 0 || box.left >= innerWidth || box.right <= 0) return false;
              return !onScreen || (box.top < innerHeight && box.bottom > 0);
            })
            .every((i) => i.complete && i.naturalWidth > 0),
        onScreen,
      ),
    )
    .toBe(true);
}

/**
 * The whole page as a shopper who scrolled through it sees it, saved as `name`.png: the bottom messages answered,
 * the pictures that wait until scrolled near loaded, back at the top with nothing focused.
 */
export async function wholePageScreenshot(page: Page, name: string): Promise<void> {
  await answerBottomMessages(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await picturesLoaded(page);
  // Some seconds after a page opens come its own popup (content/popups.json) and the one-tap sign-in; a shopper who stays closes them.
  for (const later of ['site-popup', 'floating-sign-in']) {
    const message = page.getByTestId(later);
    if (await message.isVisible()) {
      await message.getByRole('button', { name: 'Закрыть' }).click();
      await expect(message).toHaveCount(0);
    }
  }
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
