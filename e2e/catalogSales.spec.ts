import { expect, test, type Page } from '@playwright/test';
import { enterCodeFromOutbox } from './phoneSignIn';

/**
 * A demo customer with personal prices (README, Demo data): the second one, as checkoutJourney signs in the
 * first and a phone gets one SMS code a minute.
 */
const DEMO_CUSTOMER = '9990000002';

/** Answers the city question, which would cover the page. */
async function confirmCity(page: Page): Promise<void> {
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
}

test('the daily offer lists discounted products, 24 of them', async ({ page }) => {
  await page.goto('/catalog/daily-offer/');
  await expect(page.getByRole('heading', { level: 1, name: /Товар дня/ })).toContainText('24 товара');
  const cards = page.locator('article.card');
  await expect(cards).toHaveCount(24);
  // Every card shows its old price crossed out beside the sale one.
  await expect(page.locator('article.card s, article.card del')).toHaveCount(24);
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('Товар дня');
});

test('personal sales ask an anonymous visitor to sign in, then show the demo customer «Ваша цена»', async ({ page }) => {
  await page.goto('/catalog/pers_sale/');
  await confirmCity(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Персональные скидки' })).toBeVisible();
  await expect(page.getByText('Войдите, чтобы увидеть товары с вашими персональными ценами.')).toBeVisible();
  await expect(page.locator('article.card')).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await enterCodeFromOutbox(page, dialog, DEMO_CUSTOMER);
  // The demo customer may have no name yet (another spec may have given one): the dialog asks for it once.
  const firstName = dialog.getByLabel('Имя');
  await expect(firstName.or(page.getByTestId('user-name'))).toBeVisible();
  if (await firstName.isVisible()) {
    await firstName.fill('Ольга');
    await dialog.getByLabel('Фамилия').fill('Иванова');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
  }
  await expect(page.getByTestId('user-name')).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: /Персональные скидки/ })).toContainText('2 товара');
  await expect(page.locator('article.card')).toHaveCount(2);
  await expect(page.locator('article.card').filter({ hasText: 'Ваша цена' })).toHaveCount(2);
});
