import { expect, test } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';

/** A phone no other spec uses. */
const PHONE = '9161110701';

test('a signed-in customer switches SMS news on, and it stays on after a reload; e-mail news need an e-mail', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/profile/subscriptions/');
  await expect(page.getByRole('heading', { level: 1, name: 'Подписки' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await page.getByRole('button', { name: 'Войти' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await registerInDialog(page, dialog, PHONE, 'Ирина', 'Соколова');
  await expect(page.getByTestId('user-name')).toContainText('Ирина');
  await page.reload();

  const sms = page.getByRole('switch', { name: 'СМС' });
  await expect(sms).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Push-уведомления' })).not.toBeChecked();
  await sms.check();
  await expect(page.getByTestId('subscriptions-saved')).toHaveText('Настройки сохранены');
  await expect(sms).toBeChecked();

  await page.getByRole('switch', { name: 'Электронная почта' }).click();
  await expect(page.getByTestId('subscriptions-error')).toHaveText('Чтобы подписаться на рассылку по электронной почте, укажите её в профиле');
  await expect(page.getByRole('switch', { name: 'Электронная почта' })).not.toBeChecked();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'СМС' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Электронная почта' })).not.toBeChecked();
  await expect(page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Подписки' })).toHaveClass(/profile-nav__link--active/);
});
