import { expect, test } from '@playwright/test';
import { seriousViolations } from './pageChecks';

for (const [name, path] of [
  ['home page', '/'],
  ['a static page', '/oferta/'],
  ['the 404 page', '/no/such/page/'],
] as const) {
  test(`axe finds no serious or critical violations on ${name}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('location-popup')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a static page shows its sanitised content with its title', async ({ page }) => {
  const response = await page.goto('/payment-delivery/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доставка и оплата');
  await expect(page).toHaveTitle(/Доставка и оплата/);
  await page.goto('/pay-delivery/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доставка и оплата');
});

for (const width of [375, 1440]) {
  test(`home page screenshot at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Nothing sticks out sideways: the page is exactly as wide as the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`home-${width}.png`), fullPage: false });
    await page.screenshot({ path: `test-results/home-${width}.png`, fullPage: true });
  });
}
