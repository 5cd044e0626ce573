import { expect, test } from '@playwright/test';
import { answerBottomMessages, picturesLoaded, SHOTS } from './shopperScreenshot';

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
      await answerBottomMessages(page);
      await picturesLoaded(page, 'article.card img', { onScreen: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      // The goods start on the first screen, below the subcategories (one row that scrolls sideways on a phone).
      await expect(page.locator('article.card img').first()).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/category-${device}.png` });

      const card = page.locator('article.card').first();
      const name = (await card.locator('h3').textContent())!;
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/product\/\d+\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('.product img').first()).toBeVisible();
      await picturesLoaded(page, '.product img', { onScreen: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport.width);
      await page.screenshot({ path: `${SHOTS}/product-${device}.png` });
    });
  });
}
