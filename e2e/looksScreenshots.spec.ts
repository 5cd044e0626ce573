import { expect, test, type Page } from '@playwright/test';

/** Every picture on screen has loaded and is not broken. */
async function picturesLoaded(page: Page, selector: string) {
  await expect.poll(() => page.locator(selector).evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.getBoundingClientRect().top < innerHeight).every((i) => i.complete && i.naturalWidth > 0))).toBe(true);
}

/** A category and a product page as a shopper sees them on a phone and on a wide screen, kept as screenshots (issue 14). */
for (const [device, options] of [
  ['375', { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }],
  ['1440', { viewport: { width: 1440, height: 900 } }],
] as const) {
  test.describe(`at ${device} px`, () => {
    test.use(options);

    test('a category and a product page fit the screen with their pictures', async ({ page }) => {
      await page.goto('/catalog/muzhchinam/inventar/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Инвентарь');
      await picturesLoaded(page, 'article.card img');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      await page.screenshot({ path: `test-results/screenshots/category-${device}.png` });

      await page.locator('article.card').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await picturesLoaded(page, '.product img');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      await page.screenshot({ path: `test-results/screenshots/product-${device}.png` });
    });
  });
}
