import { expect, test, type Page } from '@playwright/test';
import { enterCodeFromOutbox } from './phoneSignIn';
import {
  addToCartAndOpenIt,
  amount,
  amountOf,
  choosePayment,
  choosePickupFromList,
  enterContactsWithCode,
  owner,
  pickSizeFromListing,
  placeOrder,
  shipment,
} from './checkoutSteps';

/**
 * Whole shopper journeys through issue 7 (cart, checkout, payment, orders), driven only through the
 * pages as a shopper clicks and types them: no request is intercepted, and the API is only read to
 * check what the shop stored.
 */

// Whole journeys through several pages and the acquirer: more than the default 30 s under load.
test.describe.configure({ timeout: 90_000 });

/** Phones no other spec uses; each journey its own. The demo customer with bonuses is README "Demo data". */
const PHONES = { pickup: '9161110041', retry: '9161110042', fast: '9161110043', wholeGiftCard: '9161110044', bonusCustomer: '9990000001' };
const GIFT_CARD = { number: '2000000000000002', pin: '5678', balance: 500 };
const BIG_GIFT_CARD = { number: '2000000000000004', pin: '2468' };

/** Opens the home page and answers the city question, which would cover the page. */
async function openShop(page: Page): Promise<void> {
  await page.goto('/');
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
}

/** Applies a gift card on the cart page through its dialog. */
async function applyGiftCard(page: Page, card: { readonly number: string; readonly pin: string }): Promise<void> {
  await page.getByRole('button', { name: 'Добавить подарочную карту' }).click();
  const giftDialog = page.getByTestId('gift-card-dialog');
  await giftDialog.getByLabel('Номер карты').fill(card.number);
  await giftDialog.getByLabel('PIN-код').fill(card.pin);
  await giftDialog.getByRole('button', { name: 'Применить' }).click();
  await expect(giftDialog).toBeHidden();
  await expect(page.getByTestId('gift-cards')).toContainText(`•••• ${card.number.slice(-4)}`);
}

/** From the home page through the catalogue and «Обувь» to the first product costing at least minPrice that has a size left; answers its name. */
async function pickSizeOfProduct(page: Page, minPrice = 0): Promise<string> {
  await page.getByRole('link', { name: 'Перейти в каталог' }).click();
  await page.getByRole('link', { name: 'Обувь' }).first().click();
  await expect(page).toHaveURL(/\/catalog\/[a-z_]+\/obuv\/$/);
  return pickSizeFromListing(page, minPrice);
}

/** An anonymous shopper's cart of one product, its pickup point and confirmed contacts, paid by card online: the sandbox page. */
async function anonymousPickupToSandbox(page: Page, national: string): Promise<{ total: number; pointName: string }> {
  await openShop(page);
  const name = await pickSizeOfProduct(page);
  await addToCartAndOpenIt(page, name);
  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оформление заказа');
  const pointName = await choosePickupFromList(page);
  await enterContactsWithCode(page, national);
  await choosePayment(page, 'Картой онлайн');
  const total = await amountOf(page, 'checkout-total');
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\/\d+$/);
  return { total, pointName };
}

/** The order number of the thank-you page the browser is on. */
const thanksNumber = (page: Page): string => /\/cart\/thanks\/(\d+)\//.exec(page.url())![1]!;

test('an anonymous shopper picks up an order paid by card online on the acquirer’s page', async ({ page }) => {
  const { total, pointName } = await anonymousPickupToSandbox(page, PHONES.pickup);
  await expect(page.getByTestId('sandbox-amount')).toBeVisible();
  expect(await amountOf(page, 'sandbox-amount')).toBe(total);
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/cart\/thanks\/\d+\/\?paymentTool=CARD_ONLINE$/);
  const orderNumber = thanksNumber(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спасибо за заказ!');
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByRole('status').filter({ hasText: 'Оплачен' })).toBeVisible();
  await expect(page.getByText(pointName)).toBeVisible();
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Корзина\s*, товаров: 0$/ }).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // The order lives in the database: the page reloads with the same state.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByRole('status').filter({ hasText: 'Оплачен' })).toBeVisible();
  await page.getByRole('link', { name: 'Продолжить покупки' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /^Корзина\s*, товаров: 0$/ }).first()).toBeVisible();
});

test('a signed-in customer pays part with a promo code, bonuses and a gift card, the rest online, for delivery', async ({ page }) => {
  await openShop(page);
  await page.getByTestId('login-button').click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await enterCodeFromOutbox(page, dialog, PHONES.bonusCustomer);
  // The demo customer has no name yet: the dialog asks for it once.
  const firstName = dialog.getByLabel('Имя');
  await expect(firstName.or(page.getByTestId('user-name'))).toBeVisible();
  if (await firstName.isVisible()) {
    await firstName.fill('Ольга');
    await dialog.getByLabel('Фамилия').fill('Иванова');
    await dialog.getByLabel('E\u2011mail (необязательно)').fill('olga@example.ru');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
  }
  await expect(page.getByTestId('user-name')).toBeVisible();

  const name = await pickSizeOfProduct(page, 3000);
  await addToCartAndOpenIt(page, name);

  await page.getByRole('textbox', { name: 'Промокод' }).fill('sport10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByTestId('promo-codes')).toContainText('SPORT10');
  await expect(page.getByTestId('cart-discount')).toBeVisible();

  // The box shows the server's answer, so it is clicked and then awaited.
  await page.getByTestId('bonus-toggle').click();
  await expect(page.getByTestId('bonus-toggle')).toBeChecked();
  await expect(page.getByTestId('cart-bonus')).toBeVisible();

  await applyGiftCard(page, GIFT_CARD);

  const products = await amountOf(page, 'cart-products-cost');
  const discount = await amountOf(page, 'cart-discount');
  const bonus = await amountOf(page, 'cart-bonus');
  const gift = await amountOf(page, 'cart-gift-cards');
  expect(Math.abs(discount - products * 0.1)).toBeLessThan(1);
  expect(bonus).toBeGreaterThan(0);
  expect(gift).toBe(GIFT_CARD.balance);
  expect(await amountOf(page, 'cart-total')).toBeCloseTo(products - discount - bonus, 2);
  expect(await amountOf(page, 'cart-to-pay')).toBeCloseTo(products - discount - bonus - gift, 2);

  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оформление заказа');
  await shipment(page).getByRole('tab', { name: 'Доставка' }).click();
  const address = shipment(page).getByRole('combobox', { name: 'Адрес доставки' });
  await address.fill('Тверская 7');
  await expect(shipment(page).getByRole('option', { name: /Тверская улица, 7/ })).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue('Москва, Тверская улица, 7');
  // The choices show the server's answer, so they are clicked and then awaited.
  const courier = shipment(page).getByRole('radio', { name: /Курьером/ });
  await courier.click();
  await expect(courier).toBeChecked();
  const slot = shipment(page).getByRole('radio', { name: '14:00–18:00' });
  await slot.click();
  await expect(slot).toBeChecked();

  // The customer's own contacts come prefilled, and their own phone needs no code.
  await expect(owner(page).getByLabel('Телефон')).toHaveValue(`+7${PHONES.bonusCustomer}`);
  await expect(owner(page).getByLabel('Имя')).not.toHaveValue('');
  await expect(page.getByTestId('phone-confirm')).toHaveCount(0);
  await choosePayment(page, 'Картой онлайн');

  const summary = page.getByTestId('checkout-summary');
  const deliveryText = await summary.locator('div', { hasText: 'Доставка' }).locator('dd').textContent();
  const delivery = deliveryText === 'Бесплатно' ? 0 : amount(deliveryText);
  const total = await amountOf(page, 'checkout-total');
  expect(total).toBeCloseTo(products - discount - bonus + delivery, 2);
  const toPay = total - gift;
  // The 500 ₽ card cannot cover an order from 3000 ₽, so the rest is paid on the acquirer's page.
  expect(toPay).toBeGreaterThan(0);

  await placeOrder(page);
  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\/\d+$/);
  expect(await amountOf(page, 'sandbox-amount')).toBeCloseTo(toPay, 2);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/cart\/thanks\/\d+\/\?paymentTool=CARD_ONLINE$/);
  await expect(page.getByRole('status').filter({ hasText: 'Оплачен' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Адрес доставки' })).toBeVisible();
  await expect(page.getByText('Москва, Тверская улица, 7')).toBeVisible();

  const order = await (await page.request.get(`/web-api/v1/orders/${thanksNumber(page)}`)).json();
  expect(order).toMatchObject({ status: 'PAID', obtainingType: 'DELIVERY', paymentMethod: 'CARD_ONLINE' });
  expect(order.total.productsCost).toBeCloseTo(products, 2);
  expect(order.total.discountAmount).toBeCloseTo(discount, 2);
  expect(order.total.bonusAmount).toBeCloseTo(bonus, 2);
  expect(order.total.giftCardsAmount).toBeCloseTo(gift, 2);
  expect(order.total.deliveryCost).toBeCloseTo(delivery, 2);
  expect(order.total.totalCost).toBeCloseTo(total, 2);
  expect(order.total.amountToPay).toBeCloseTo(toPay, 2);
});

test('a payment the bank refuses is retried from the thank-you page and then paid', async ({ page }) => {
  await anonymousPickupToSandbox(page, PHONES.retry);
  const firstAttempt = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Отказ банка' }).click();

  await expect(page).toHaveURL(/\/cart\/thanks\/\d+\/\?paymentTool=CARD_ONLINE$/);
  const orderNumber = thanksNumber(page);
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Ожидает оплаты' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Повторить оплату' });
  await expect(retry).toBeEnabled();
  await retry.click();

  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\/\d+$/);
  expect(new URL(page.url()).pathname).not.toBe(firstAttempt);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(`/cart/thanks/${orderNumber}/?paymentTool=CARD_ONLINE`);
  await expect(page.getByRole('status').filter({ hasText: 'Оплачен' })).toBeVisible();
  await expect(page.getByText('Оплата не прошла')).toHaveCount(0);
});

test('«Купить в 1 клик»: pickup, paid in the shop on receipt, the order is created', async ({ page }) => {
  await openShop(page);
  await pickSizeOfProduct(page);
  await page.getByRole('button', { name: 'Купить в 1 клик' }).click();
  await expect(page).toHaveURL(/\/cart\/\?type=fast#pickup$/);
  await expect(page.getByTestId('checkout-summary')).toContainText('Товары (1)');
  await choosePickupFromList(page);
  await enterContactsWithCode(page, PHONES.fast);
  await choosePayment(page, 'При получении');
  await placeOrder(page);

  await expect(page).toHaveURL(/\/cart\/thanks\/\d+\/$/);
  await expect(page.getByTestId('order-number')).toHaveText(thanksNumber(page));
  await expect(page.getByRole('status').filter({ hasText: 'Создан' })).toBeVisible();
  await expect(page.getByText('Оплата не прошла')).toHaveCount(0);
  // The fast cart is its own: the regular cart was never touched.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a gift card that covers the whole order: nothing is left to pay, no acquirer, the order is created', async ({ page }) => {
  await openShop(page);
  const name = await pickSizeOfProduct(page);
  await addToCartAndOpenIt(page, name);
  await applyGiftCard(page, BIG_GIFT_CARD);
  const total = await amountOf(page, 'cart-total');
  expect(await amountOf(page, 'cart-gift-cards')).toBe(total);
  expect(await amountOf(page, 'cart-to-pay')).toBe(0);

  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await choosePickupFromList(page);
  await enterContactsWithCode(page, PHONES.wholeGiftCard);
  await choosePayment(page, 'Картой онлайн');
  await placeOrder(page);

  await expect(page).toHaveURL(/\/cart\/thanks\/\d+\//);
  await expect(page.getByRole('status').filter({ hasText: 'Создан' })).toBeVisible();
  await expect(page.getByText('Оплата не прошла')).toHaveCount(0);
  const order = await (await page.request.get(`/web-api/v1/orders/${thanksNumber(page)}`)).json();
  expect(order).toMatchObject({ status: 'CREATED' });
  expect(order.total.giftCardsAmount).toBeCloseTo(total, 2);
  expect(order.total.amountToPay).toBe(0);
});
