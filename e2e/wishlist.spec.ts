import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { registerInDialog } from './phoneSignIn';

/** A phone no other spec uses. */
const PHONE = '9161110021';

test('an anonymous heart asks to sign in; signed in, the shopper saves, lists and removes a product', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/obuv/krossovki/');
  await hydrated(page);
  const card = page.locator('article.card').first();
  const name = (await card.locator('h3').textContent())!.trim();
  await card.getByRole('button', { name: 'Добавить в избранное' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await expect(dialog).toBeVisible();

  // Registered, the page reloads: its hearts answer once the new page is hydrated.
  const reloaded = page.waitForEvent('load');
  await registerInDialog(page, dialog, PHONE, 'Мария', 'Петрова');
  await reloaded;
  await hydrated(page);
  await expect(page.getByTestId('user-name')).toHaveText('Мария Петр');

  await page.locator('article.card').first().getByRole('button', { name: 'Добавить в избранное' }).click();
  const toast = page.getByTestId('notification').filter({ hasText: 'Товар добавлен в Избранное' });
  await expect(toast).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await expect(page.locator('article.card').first().getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute('aria-pressed', 'true');

  await toast.getByRole('link', { name: 'Добавить в список' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Добавить в список' });
  await expect(addDialog).toBeVisible();
  await addDialog.getByRole('button', { name: 'Создать список' }).click();
  await expect(addDialog.getByRole('alert')).toHaveText('Пожалуйста, заполните обязательное поле');
  await addDialog.getByLabel('Название списка').fill('Подарки');
  await addDialog.getByRole('button', { name: 'Создать список' }).click();
  await expect(addDialog).toBeHidden();

  await page.getByRole('link', { name: /^Избранное, товаров: 1/ }).click();
  await expect(page).toHaveURL(/\/profile\/wishlist\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  const lists = page.getByTestId('wishlist-lists');
  await expect(lists).toContainText('Подарки');
  await expect(lists).toContainText('(1)');
  const saved = page.getByTestId('wishlist-products').locator('article.card');
  await expect(saved).toHaveCount(1);
  await expect(saved.locator('h3')).toHaveText(name);

  await lists.getByRole('link', { name: 'Подарки' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Подарки' })).toBeVisible();
  await expect(page.locator('article.card h3')).toHaveText(name);
  await page.getByRole('link', { name: 'Избранное', exact: true }).click();

  await page.getByTestId('wishlist-products').getByRole('button', { name: 'Убрать из избранного' }).click();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(page.getByTestId('wishlist-lists')).toContainText('(0)');
});
