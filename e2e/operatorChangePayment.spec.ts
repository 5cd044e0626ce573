import { expect, test } from '@playwright/test';
import { onlineShoeSizes, readyCart } from './readyCart';

// An operator adds a product while the buyer is on the acquirer's page for the old sum (docs/orders.md).
test('the payment page for the old sum no longer pays; «Повторить оплату» pays the changed order in full', async ({ page, request, baseURL }) => {
  const sizes = onlineShoeSizes(page);
  await sizes.next();
  const extra = (await sizes.next()).value!;
  const version = await readyCart(page, { id: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' }, '+79161111309');
  const origin = new URL(page.url()).origin;
  const placed = await (
    await page.request.post('/web-api/v1/cart/orders', { data: { version, privacyConsent: true }, headers: { origin, 'Idempotency-Key': crypto.randomUUID() } })
  ).json();
  expect(placed.status).toBe('AWAITING_PAYMENT');
  await page.goto(placed.paymentUrl);
  const oldPay = page.getByRole('button', { name: 'Оплатить' });
  await expect(oldPay).toBeVisible();

  const headers = { origin: baseURL! };
  expect((await request.post('/web-api/v1/auth/csm/_login', { data: { token: 'e2e-operator:operator-pass', mode: 'ADD_PRODUCT' }, headers })).status()).toBe(
    200,
  );
  const added = await request.post('/web-api/v1/csm/orders/products', {
    data: { orderNumber: placed.orderNumber, items: [{ ...extra, quantity: 1 }] },
    headers,
  });
  expect(added.status()).toBe(200);

  // The page was open before the change: paying it now takes nothing and returns the payer to the shop.
  await oldPay.click();
  await expect(page).toHaveURL(`/cart/thanks/${placed.orderNumber}/?paymentTool=CARD_ONLINE`);
  await expect(page.getByRole('status').filter({ hasText: 'Ожидает оплаты' })).toBeVisible();
  await page.getByRole('button', { name: 'Повторить оплату' }).click();

  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\/\d+$/);
  expect(new URL(page.url()).pathname).not.toBe(placed.paymentUrl);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(`/cart/thanks/${placed.orderNumber}/?paymentTool=CARD_ONLINE`);
  await expect(page.getByRole('status').filter({ hasText: 'Оплачен' })).toBeVisible();
});
