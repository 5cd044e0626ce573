import { expect, test } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';

/** A phone no other spec uses. */
const PHONE = '9161110601';

test("a customer sees the products viewed most recently; personal sales lead to the catalogue's page", async ({ page }) => {
  await page.goto('/profile/recentlist/');
  await expect(page.getByRole('heading', { level: 1, name: 'Вы смотрели' })).toBeVisible();
  await page.locator('.account').getByRole('button', { name: 'Войти' }).click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), PHONE, 'Игорь', 'Волков');
  const empty = page.getByTestId('recent-empty');
  await expect(empty).toContainText('Вы пока ничего не смотрели');

  await expect(empty.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog/');
  await page.goto('/catalog/muzhchinam/obuv/krossovki/');
  const card = page.locator('article.card').first();
  const name = (await card.locator('h3').textContent())!.trim();
  const tracked = page.waitForResponse((r) => r.url().endsWith('/tracking/recently-viewed-products') && r.status() === 204);
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await tracked;

  await page.goto('/profile/recentlist/');
  const viewed = page.getByTestId('recent-products').locator('article.card');
  await expect(viewed).toHaveCount(1);
  await expect(viewed.locator('h3')).toHaveText(name);

  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Персональные скидки' }).click();
  await expect(page).toHaveURL(/\/catalog\/pers_sale\/$/);
  await page.goto('/profile/pers_sale/');
  await expect(page).toHaveURL(/\/catalog\/pers_sale\/$/);
});
