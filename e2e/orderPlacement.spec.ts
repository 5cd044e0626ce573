import { expect, test, type Page } from '@playwright/test';
import { readyCart as readyCartWith } from './readyCart';

const PHONE = '+79165554433';

/** One size in stock, a pickup point holding it, contacts confirmed by SMS, paid in the shop (e2e/readyCart.ts). */
const readyCart = (page: Page) => readyCartWith(page, { id: 'IN_STORE' }, PHONE);

test('an order placed for pickup and payment in the shop opens its thank-you page with the number and no footer', async ({ page }) => {
  const version = await readyCart(page);
  const origin = new URL(page.url()).origin;
  const placed = await page.request.post('/web-api/v1/cart/orders', {
    data: { version, privacyConsent: true },
    headers: { origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber, status, paymentUrl } = await placed.json();
  expect({ status, paymentUrl }).toEqual({ status: 'CREATED', paymentUrl: null });

  await page.goto(`/cart/thanks/${orderNumber}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спасибо за заказ!');
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByRole('status').filter({ hasText: 'Создан' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Пункт выдачи' })).toBeVisible();
  await expect(page.getByTestId('footer')).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('order-number')).toBeInViewport();
});

test('an order placed from the checkout page leaves the header cart empty on the thank-you page', async ({ page }) => {
  await readyCartWith(page, { id: 'IN_STORE' }, '+79165554434');
  await page.goto('/cart/?step=checkout');
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await page.getByLabel('Я даю согласие на обработку персональных данных').check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спасибо за заказ!');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});
