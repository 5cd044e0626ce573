import { expect, test } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';
import { readyCart } from './readyCart';

/** Phones no other spec uses: the customer's, and the order's contact (a second code to the same phone would wait a minute). */
const PHONE = '9161110406';
const CONTACT_PHONE = '+79161110407';

test.describe.configure({ timeout: 90_000 });

test('a signed-in customer finds a placed order in the profile, opens it and cancels it with a reason', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/profile/order_history/');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible();
  await page.getByRole('button', { name: 'Войти' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await registerInDialog(page, dialog, PHONE, 'Олег', 'Смирнов');
  await expect(page.getByTestId('user-name')).toContainText('Олег');
  await page.reload();
  await expect(page.getByTestId('orders-empty')).toContainText('У вас пока нет заказов');

  const version = await readyCart(page, { id: 'IN_STORE' }, CONTACT_PHONE);
  const placed = await page.request.post('/web-api/v1/cart/orders', {
    data: { version, privacyConsent: true },
    headers: { origin: new URL(page.url()).origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber } = await placed.json();

  await page.goto('/profile/order_history/');
  const card = page.getByTestId('order-card').filter({ hasText: `Заказ № ${orderNumber}` });
  await expect(card.getByTestId('order-status')).toHaveText('Создан');
  await card.getByRole('link', { name: `Заказ № ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/order_history/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Заказ № ${orderNumber}`);
  await expect(page.getByTestId('order-items').locator('tbody tr')).toHaveCount(1);

  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const cancel = page.getByRole('dialog', { name: 'Отмена заказа' });
  await cancel.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(cancel.getByRole('alert')).toHaveText('Выберите причину отмены');
  await cancel.getByLabel('Передумал').check();
  await cancel.getByLabel('Комментарий').fill('Купил в магазине рядом с домом');
  await cancel.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('Отменён');
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByRole('link', { name: '← Все заказы' }).click();
  await expect(
    page
      .getByTestId('order-card')
      .filter({ hasText: `Заказ № ${orderNumber}` })
      .getByTestId('order-status'),
  ).toHaveText('Отменён');
  // The order list, and the page with the signed-in header, fit a 320 px phone.
  const box = await page.getByTestId('order-card').first().boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
