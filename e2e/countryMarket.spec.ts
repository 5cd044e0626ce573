import { footwearCategory } from './footwearCategory';
import { expect, test, type Page } from '@playwright/test';

/** A BYN amount as ru-RU formats it (spec §9 Currency formatting ru-RU): digits, then «р.», never ₽. */
const BYN = /^[\d\s\u00a0]+(,\d{2})?\s?р\.$/;

/** Chooses Минск in the city dialog; a new country loads the page again. */
async function chooseMinsk(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('location-popup').getByRole('button', { name: 'Выбрать другой' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите город' });
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Минск' }).click();
  await reloaded;
  await expect(page.getByTestId('city-button').first()).toHaveText('Минск');
}

test('after choosing Минск prices are in Belarusian roubles on the listing, the product and the cart, and phones take +375', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await chooseMinsk(page);

  const category = await footwearCategory(page.request);
  await page.goto(category);
  const cardPrice = page.locator('.price__retail').first();
  await expect(cardPrice).toHaveText(BYN);
  await expect(page.locator('main')).not.toContainText('₽');

  // A product with a size in stock: its page, then two units into the cart over the API.
  const api = (path: string) => `/web-api/v1${path}`;
  let found: { productId: string; wareId: string } | undefined;
  for (const [, productId] of (await page.content()).matchAll(/href="\/product\/(\d+)\/"/g)) {
    const product = await (await page.request.get(api(`/products/${productId}`))).json();
    expect(product.price.currency).toBe('BYN');
    const size = product.sizes.find((s: { isAvailableOnline: boolean }) => s.isAvailableOnline);
    if (size) {
      found = { productId: productId!, wareId: size.id };
      break;
    }
  }
  expect(found).toBeDefined();
  await page.goto(`/product/${found!.productId}/`);
  await expect(page.locator('.price__retail').first()).toHaveText(BYN);
  const headers = { origin: new URL(page.url()).origin };
  const cart = await (await page.request.post(api('/cart/products/_set-quantity'), { data: { items: [{ ...found!, quantity: 2 }] }, headers })).json();
  expect(cart.currency).toBe('BYN');

  await page.goto('/cart/');
  await expect(page.getByTestId('cart-total')).toHaveText(BYN);
  await expect(page.getByTestId('cart-products-cost')).toHaveText(BYN);
  await expect(page.getByTestId('gift-cards-russia-only')).toHaveText('Подарочные карты принимаются только в России');

  await page.getByTestId('login-button').click();
  const signIn = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await expect(signIn.getByLabel('Страна')).toHaveValue('by');
  const phone = signIn.getByLabel('Номер телефона');
  await expect(phone).toHaveAttribute('placeholder', '+375');
  await phone.fill('291234567');
  await expect(phone).toHaveValue(/^\+375 29 123/);
});

test('Москва keeps roubles with ₽ and +7', async ({ page }) => {
  await page.goto('/');
  const category = await footwearCategory(page.request);
  await page.goto(category);
  await expect(page.locator('.price__retail').first()).toHaveText(/₽$/);
  await page.getByTestId('location-popup').getByRole('button', { name: 'Да, верно' }).click();
  await page.getByTestId('login-button').click();
  const signIn = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await expect(signIn.getByLabel('Страна')).toHaveValue('ru');
  await expect(signIn.getByLabel('Номер телефона')).toHaveAttribute('placeholder', '+7');
});
