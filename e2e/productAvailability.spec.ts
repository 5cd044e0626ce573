import { expect, test } from '@playwright/test';

test('the product page shows the seller, then pickup and delivery for the chosen size in the shopper city', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/obuv/krossovki/?available=1');
  await page.locator('article.card').first().getByRole('link').first().click();
  const panel = page.getByTestId('availability');
  await expect(panel).toContainText('Выберите размер, чтобы увидеть наличие и сроки доставки.');
  const seller = page.getByTestId('product-seller');
  await expect(seller.getByRole('link', { name: /Спорт·Маркет|Беговой мир|Снежный склон/ })).toBeVisible();
  await expect(panel).toContainText('Наличие в городе Москва');

  const size = page.locator('input[name="size"]:not([disabled])').first();
  await size.focus();
  await page.keyboard.press('Space');
  await expect(panel.getByRole('listitem').first()).toHaveText(/Самовывоз из магазина|Курьером/);

  await seller.getByRole('link', { name: /Спорт·Маркет|Беговой мир|Снежный склон/ }).click();
  await expect(page).toHaveURL(/\/seller\/[a-z-]+\/$/);
  await expect(page.locator('article.card').first()).toBeVisible();
});
