import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { registerInDialog } from './phoneSignIn';
import { readyCart } from './readyCart';
import { seriousViolations } from './pageChecks';

/** Phones no other spec uses: the customer's, and the order's contact. */
const PHONE = '9161110901';
const CONTACT_PHONE = '+79161110902';
/** The development shop's fulfilment secret (composition-root/fulfilmentConfig.ts DEV_FULFILMENT_SECRET). */
const FULFILMENT = { authorization: 'Bearer dev-fulfilment-secret' };

test.describe.configure({ timeout: 120_000 });

test('a customer returns a line of a received order, finds the return in the list and cancels it', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/profile/returns/');
  await expect(page.getByRole('heading', { level: 1, name: 'Возвраты' })).toBeVisible();
  await page.getByRole('button', { name: 'Войти' }).last().click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), PHONE, 'Ирина', 'Волкова');
  await expect(page.getByTestId('user-name')).toContainText('Ирина');
  await page.reload();
  await expect(page.getByTestId('returns-empty')).toContainText('У вас пока нет возвратов');

  const version = await readyCart(page, { id: 'IN_STORE' }, CONTACT_PHONE);
  const placed = await page.request.post('/web-api/v1/cart/orders', {
    data: { version, privacyConsent: true },
    headers: { origin: new URL(page.url()).origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber } = await placed.json();
  // The shop's fulfilment system reports the order handed out.
  expect((await page.request.post(`/web-api/v1/fulfilment/orders/${orderNumber}/_receive`, { headers: FULFILMENT })).status()).toBe(200);

  await page.goto(`/profile/order_history/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Получен');
  await page.getByRole('link', { name: 'Оформить возврат' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/order_return/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Оформление возврата' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Личный кабинет' })).toHaveCount(0);
  // The small header: no catalogue, search or links bar on the form.
  await expect(page.getByRole('search')).toBeHidden();

  const submit = page.getByRole('button', { name: 'Оформить возврат' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Выберите товары для возврата');

  const line = page.getByTestId('return-line').first();
  await line.getByRole('checkbox').check();
  await line.getByLabel('Причина возврата').selectOption({ label: 'Брак' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Опишите, что не так с товаром');
  await line.getByLabel('Опишите брак').fill('Разошёлся шов на носке');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 160, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  await line.getByLabel(/Добавить фото брака/).setInputFiles({ name: 'defect.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(line.getByRole('img', { name: 'Фото брака 1' })).toBeVisible();
  await page.getByRole('group', { name: 'Магазин' }).getByRole('radio').first().check();
  expect(await seriousViolations(page)).toEqual([]);
  await submit.click();

  const done = page.getByTestId('return-done');
  await expect(done.getByRole('heading')).toHaveText(/^Возврат № \d+ оформлен$/);
  const returnNumber = /№ (\d+)/.exec((await done.getByRole('heading').textContent())!)![1]!;
  await done.getByRole('link', { name: 'Перейти к возврату' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/returns/${returnNumber}/$`));
  await expect(page.getByTestId('return-status')).toHaveText('Оформлен');
  await expect(page.getByTestId('return-items')).toContainText('Брак: Разошёлся шов на носке');
  await expect(page.getByTestId('return-items').getByRole('img', { name: 'Фото брака 1' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Отменить возврат' }).click();
  await expect(page.getByTestId('return-status')).toHaveText('Отменён');
  await expect(page.getByRole('button', { name: 'Отменить возврат' })).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByRole('link', { name: '← Все возвраты' }).click();
  const card = page.getByTestId('return-card').filter({ hasText: `Возврат № ${returnNumber}` });
  await expect(card.getByTestId('return-status')).toHaveText('Отменён');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/profile/order_return/${orderNumber}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
