import { expect, test, type Page } from '@playwright/test';

/** Every picture on screen has loaded and is not broken (the gallery's pictures beside the screen load when swiped to). */
async function picturesLoaded(page: Page, selector: string) {
  await expect.poll(() => page.locator(selector).evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => {
    const box = i.getBoundingClientRect();
    return box.top < innerHeight && box.left < innerWidth && box.right > 0;
  }).every((i) => i.complete && i.naturalWidth > 0))).toBe(true);
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
      // Answered as a shopper would: the city question and then the cookie notice would cover the bottom of the screenshots.
      await page.getByTestId('location-popup').getByRole('button', { name: 'Да, верно' }).click();
      await page.getByTestId('cookie-notice').getByRole('button', { name: 'Хорошо' }).click();
      await picturesLoaded(page, 'article.card img');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      // The goods start on the first screen, below the subcategories (one row that scrolls sideways on a phone).
      await expect(page.locator('article.card img').first()).toBeInViewport();
      await page.screenshot({ path: `test-results/screenshots/category-${device}.png` });

      const card = page.locator('article.card').first();
      const name = (await card.locator('h3').textContent())!;
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/product\/\d+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('.product img').first()).toBeVisible();
      await picturesLoaded(page, '.product img');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      await page.screenshot({ path: `test-results/screenshots/product-${device}.png` });
    });
  });
}
