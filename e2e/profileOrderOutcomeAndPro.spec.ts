import { expect, test } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';
import { readyCart } from './readyCart';
import { fitsPhone } from './pageChecks';

/** Phones no other spec uses: the customer's and the order's contact. */
const PHONE = '9161111701';
const CONTACT_PHONE = '+79161111702';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

test.describe.configure({ timeout: 120_000 });

test('a customer reads why their order was cancelled, and finds their pro application in the profile once they apply', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
  await page.goto('/profile/order_history/');
  await page.getByRole('button', { name: 'Войти' }).last().click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), PHONE, 'Мария', 'Соколова');
  await expect(page.getByTestId('user-name')).toContainText('Мария');
  const origin = new URL(page.url()).origin;

  const version = await readyCart(page, { id: 'IN_STORE' }, CONTACT_PHONE);
  const placed = await page.request.post('/web-api/v1/cart/orders', {
    data: { version, privacyConsent: true },
    headers: { origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status()).toBe(200);
  const { orderNumber } = await placed.json();
  const cancelled = await page.request.post(`/web-api/v1/orders/${orderNumber}/_cancel`, {
    data: { cancelReasonCode: 'LONG_DELIVERY', comment: 'Нужно было к выходным' },
    headers: { origin },
  });
  expect(cancelled.status()).toBe(200);

  await page.goto(`/profile/order_history/${orderNumber}`);
  await expect(page.getByTestId('order-status')).toHaveText('Отменён');
  await expect(page.getByTestId('cancel-reason')).toContainText('Причина отмены: Долгая доставка');
  await expect(page.getByTestId('cancel-reason')).toContainText('Комментарий: Нужно было к выходным');
  await fitsPhone(page, { axe: true });
  // Not in the programme: the profile's navigation has no pro section.
  await expect(page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Профессиональная программа' })).toHaveCount(0);

  const upload = await page.request.post('/web-api/v1/pro/files', {
    multipart: { file: { name: 'разряд.pdf', mimeType: 'application/pdf', buffer: PDF } },
    headers: { origin },
  });
  expect(upload.status()).toBe(201);
  const applied = await page.request.post('/web-api/v1/pro/individual-sportsmen', {
    data: {
      firstName: 'Мария',
      lastName: 'Соколова',
      birthDate: '05.05.1995',
      sportKind: 'SWIMMING',
      rank: 'CMS',
      documentFileId: (await upload.json()).fileId,
      agreement: true,
    },
    headers: { origin },
  });
  expect(applied.status()).toBe(201);

  await page.reload();
  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Профессиональная программа' }).click();
  await expect(page).toHaveURL(/\/profile\/pro\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Профессиональная программа' })).toBeVisible();
  await expect(page.getByTestId('pro-role')).toHaveText('Спортсмен без тренера');
  await expect(page.getByTestId('pro-status')).toHaveText('Заявка на рассмотрении');
  await fitsPhone(page, { axe: true });
});
