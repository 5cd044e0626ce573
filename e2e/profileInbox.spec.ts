import { expect, test, type Page } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';
import { readyCart } from './readyCart';
import { seriousViolations } from './pageChecks';

/** Phones no other spec uses: the customer's, and the order's contact (a second code to one phone would wait a minute). */
const PHONE = '9161111001';
const CONTACT_PHONE = '+79161111002';

test.describe.configure({ timeout: 120_000 });

/** Places an order of this browser's cart through the API; answers its number. */
async function placeOrder(page: Page, contactPhone: string): Promise<string> {
  const version = await readyCart(page, { id: 'IN_STORE' }, contactPhone);
  const placed = await page.request.post('/web-api/v1/cart/orders', {
    data: { version, privacyConsent: true },
    headers: { origin: new URL(page.url()).origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(200);
  return (await placed.json()).orderNumber;
}

const fitsPhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

test('order changes reach the notifications and the header mark; an appeal about the order with a file is sent and listed', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/profile/notifications/');
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
  await page.getByRole('button', { name: 'Войти' }).last().click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), PHONE, 'Вера', 'Орлова');
  await expect(page.getByTestId('user-name')).toContainText('Вера');
  await page.reload();
  await expect(page.getByTestId('notifications-empty')).toContainText('Уведомлений пока нет');
  await expect(page.getByTestId('unread-notifications')).toHaveCount(0);

  // Placing the order tells the customer; the header marks it on the next page.
  const orderNumber = await placeOrder(page, CONTACT_PHONE);
  await page.goto('/');
  await expect(page.getByTestId('unread-notifications')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveAttribute('aria-label', /есть непрочитанные уведомления/);
  await page.goto('/profile/notifications/');
  const placedNote = page.getByTestId('notification').filter({ hasText: `Заказ № ${orderNumber} создан` });
  await expect(placedNote).toContainText('не прочитано');
  expect(await seriousViolations(page)).toEqual([]);

  // Opening it reads it: the order's page opens and the header mark goes.
  await placedNote.getByRole('link', { name: `Заказ № ${orderNumber} создан` }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/order_history/${orderNumber}$`));
  await expect(page.getByTestId('unread-notifications')).toHaveCount(0);

  // Cancelling tells again; «Отметить все прочитанными» reads everything.
  const cancelled = await page.request.post(`/web-api/v1/orders/${orderNumber}/_cancel`, {
    data: { cancelReasonCode: 'CHANGED_MIND' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(cancelled.status()).toBe(200);
  await page.goto('/profile/notifications/');
  await expect(page.getByTestId('unread-notifications')).toBeVisible();
  await expect(page.getByTestId('notification').first()).toContainText(`Заказ № ${orderNumber} отменён`);
  await expect(page.getByTestId('notification').nth(1)).not.toContainText('не прочитано');
  await page.getByRole('button', { name: 'Отметить все прочитанными' }).click();
  await expect(page.getByTestId('unread-notifications')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отметить все прочитанными' })).toHaveCount(0);
  await expect(page.getByTestId('notification-list')).not.toContainText('не прочитано');
  await page.reload();
  await expect(page.getByTestId('notification-list')).not.toContainText('не прочитано');

  // An appeal: the form's §5 messages, then sent about the order and listed as «Принято».
  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Обращения' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Обращения' })).toBeVisible();
  await expect(page.getByTestId('appeals-empty')).toBeVisible();
  const form = page.getByRole('form', { name: 'Новое обращение' });
  await form.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(form.getByText('Пожалуйста, заполните обязательное поле')).toHaveCount(2);
  await form.getByLabel('Тема обращения').selectOption({ label: 'Вопрос о заказе' });
  await form.getByLabel('Заказ').selectOption(orderNumber);
  await form.getByLabel('Текст обращения').fill('Коротко');
  await expect(form.getByText('Пожалуйста, введите не меньше 10 символов')).toBeVisible();
  await form.getByLabel('Текст обращения').fill('Отменил заказ, когда вернутся бонусы?');
  await form.getByLabel('Фото или документ').setInputFiles({ name: 'script.html', mimeType: 'text/html', buffer: Buffer.from('<script>alert(1)</script>') });
  await expect(form.getByTestId('appeal-file-error')).toHaveText('Можно приложить только фото (JPEG, PNG, WebP) или PDF.');
  await form.getByLabel('Фото или документ').setInputFiles({ name: 'чек.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(form.getByTestId('appeal-files')).toContainText('чек.pdf');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Отправить обращение' }).click();
  await expect(page.getByTestId('appeal-sent')).toContainText('отправлено');
  const appeal = page.getByTestId('appeal').first();
  await expect(appeal.getByTestId('appeal-status')).toHaveText('Принято');
  await expect(appeal).toContainText('Отменил заказ, когда вернутся бонусы?');
  await expect(appeal).toContainText(`заказ № ${orderNumber}`);
  const download = await page.request.get((await appeal.getByRole('link', { name: 'чек.pdf' }).getAttribute('href')) ?? '');
  expect([download.status(), download.headers()['content-type']]).toEqual([200, 'application/pdf']);

  await page.setViewportSize({ width: 320, height: 700 });
  await fitsPhone(page);
  await page.goto('/profile/notifications/');
  await expect(page.getByTestId('notification').first()).toBeVisible();
  await fitsPhone(page);
});
