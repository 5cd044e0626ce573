import { expect, type Page } from '@playwright/test';
import { confirmCheckoutPhone } from './phoneSignIn';

/** The steps of a shopper's checkout as the pages take them: choosing a size, the cart, the checkout's steps. */

/** An amount as the shop shows it («12 345,50 ₽», «−1 000 ₽», «1 500 Б», «Бесплатно») as a number. */
export const amount = (text: string | null): number => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
export const amountOf = async (page: Page, testId: string): Promise<number> => amount(await page.getByTestId(testId).textContent());

/**
 * From the listing the page shows to the first product costing at least minPrice that has a size
 * left, and picks that size; answers the product's name.
 */
export async function pickSizeFromListing(page: Page, minPrice = 0): Promise<string> {
  const cards = page.locator('article.card').filter({ hasNot: page.locator('.badge--soon') });
  await expect(cards.first().locator('.price__retail')).toContainText('₽');
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    if (amount(await card.locator('.price__retail').textContent()) < minPrice) continue;
    const name = (await card.locator('h3').textContent())!.trim();
    await card.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const sizes = page.locator('.size:not(.size--absent)');
    if ((await sizes.count()) > 0) {
      await sizes.first().click();
      return name;
    }
    await page.goBack();
    await expect(cards.first()).toBeVisible();
  }
  throw new Error(`no product from ${minPrice} ₽ with a size left`);
}

/** «В корзину» on the product page, then the cart page through the notice's link. */
export async function addToCartAndOpenIt(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByTestId('cart-line')).toContainText(name);
}

export const shipment = (page: Page) => page.locator('section.shipment');
export const owner = (page: Page) => page.getByTestId('owner-fields');

/** Picks the first pickup point that can give the order out from the list, and sees the map mark it; answers its name. */
export async function choosePickupFromList(page: Page): Promise<string> {
  await expect(shipment(page).getByRole('tab', { name: 'Самовывоз' })).toHaveAttribute('aria-selected', 'true');
  const point = shipment(page).getByRole('list', { name: 'Пункты выдачи' }).locator('button:not([disabled])').first();
  const name = (await point.locator('.pickup__name').textContent())!;
  await point.click();
  await expect(point).toHaveAttribute('aria-pressed', 'true');
  await expect(shipment(page).getByTestId('pickup-chosen')).toContainText(name);
  // The map marks the same place, zoomed in until it has a mark of its own.
  const chosenMark = shipment(page).getByTestId('places-map').locator('.schematic-map__place--chosen');
  await expect(chosenMark).toHaveCount(1);
  await expect(chosenMark.locator('title')).toHaveText(name);
  return name;
}

/** Types an anonymous shopper's contacts, saves them and confirms the phone with the SMS code. */
export async function enterContactsWithCode(page: Page, national: string): Promise<void> {
  await owner(page).getByLabel('Имя').fill('Анна');
  await owner(page).getByLabel('Фамилия').fill('Петрова');
  await owner(page).getByLabel('Телефон').fill(`+7${national}`);
  await owner(page).getByLabel('E\u2011mail').fill('anna@example.ru');
  await page.getByRole('button', { name: 'Сохранить контакты' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Контакты сохранены' })).toBeVisible();
  await confirmCheckoutPhone(page, national);
}

/** Chooses a payment option in step 3 and waits for the cart to keep it. */
export async function choosePayment(page: Page, label: string): Promise<void> {
  const option = page.getByTestId('payment-step').getByRole('radio', { name: label });
  await option.click();
  await expect(page.getByTestId('payment-step').getByRole('group', { name: 'Способ оплаты' })).toBeEnabled();
  await expect(option).toBeChecked();
}

/** Steps 4 and 5: consent, then «Оформить заказ». */
export async function placeOrder(page: Page): Promise<void> {
  await page.getByLabel('Я даю согласие на обработку персональных данных').check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
}
