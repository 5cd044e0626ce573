import { expect, test, type Page } from '@playwright/test';
import { readyCart } from './readyCart';

/** Places an order paid online by card and answers where the shop sends the payer: the sandbox acquirer's page. */
async function placeCardOrder(page: Page, phone: string): Promise<{ orderNumber: string; paymentUrl: string }> {
  const version = await readyCart(page, { id: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' }, phone);
  const placed = await page.request.post('/web-api/v1/cart/orders', {
    data: { version, privacyConsent: true },
    headers: { origin: new URL(page.url()).origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber, status, paymentUrl } = await placed.json();
  expect(status).toBe('AWAITING_PAYMENT');
  expect(paymentUrl).toMatch(/^\/sandbox-acquirer\/pay\/\d+$/);
  return { orderNumber, paymentUrl };
}

test('paid on the sandbox acquirer’s page, the payer returns to a paid order', async ({ page }) => {
  const { orderNumber, paymentUrl } = await placeCardOrder(page, '+79165550101');
  await page.goto(paymentUrl);
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  await expect(page.getByText(`Оплата заказа № ${orderNumber}`)).toBeVisible();
  await expect(page.getByText('Спорт·Маркет')).toBeVisible();
  await expect(page.locator('input')).toHaveCount(0);
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(`/cart/thanks/${orderNumber}/?paymentTool=CARD_ONLINE`);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByRole('status').filter({ hasText: 'Оплачен' })).toBeVisible();
  await expect(page.getByText('Оплата не прошла')).toHaveCount(0);
});

test('refused by the bank, the payer sees «Оплата не прошла», retries and pays', async ({ page }) => {
  const { orderNumber, paymentUrl } = await placeCardOrder(page, '+79165550102');
  await page.goto(paymentUrl);
  await page.getByRole('button', { name: 'Отказ банка' }).click();

  await expect(page).toHaveURL(`/cart/thanks/${orderNumber}/?paymentTool=CARD_ONLINE`);
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ожидает оплаты' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  const retry = page.getByRole('button', { name: 'Повторить оплату' });
  await expect(retry).toBeEnabled();
  await retry.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\/\d+$/);
  expect(new URL(page.url()).pathname).not.toBe(paymentUrl);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(`/cart/thanks/${orderNumber}/?paymentTool=CARD_ONLINE`);
  await expect(page.getByRole('status').filter({ hasText: 'Оплачен' })).toBeVisible();
  await expect(page.getByText('Оплата не прошла')).toHaveCount(0);
});
