import AxeBuilder from '@axe-core/playwright';
import { footwearCategory } from './footwearCategory';
import { expect, test, type Page } from '@playwright/test';
import { choosePickupFromList, shipment } from './checkoutSteps';
import { hydrated } from './hydrated';
import { pageErrors } from './pageChecks';

const GIFT_CARD = { number: '2000000000000001', pin: '1234' };

/** Answers the city question, which would cover the page. */
async function confirmCity(page: Page): Promise<void> {
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
}

/** Opens the shop, puts two sizes in stock into the cart and opens the cart page. */
async function cartWithTwo(page: Page): Promise<void> {
  await page.goto('/');
  await confirmCity(page);
  await addTwo(page);
  await page.goto('/cart/');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
}

/** Puts two sizes in stock into the page's cart over the API (the page is on the home page). */
async function addTwo(page: Page): Promise<void> {
  const headers = { origin: new URL(page.url()).origin };
  const api = (path: string) => `/web-api/v1${path}`;
  const category = await footwearCategory(page.request);
  const listing = await (await page.request.get(category)).text();
  let inCart = 0;
  for (const [, productId] of listing.matchAll(/href="\/product\/(\d+)\/"/g)) {
    const product = await (await page.request.get(api(`/products/${productId}`))).json();
    const size = product.sizes?.find((s: { isAvailableOnline: boolean }) => s.isAvailableOnline);
    if (!size) continue;
    const cart = await (
      await page.request.post(api('/cart/products/_set-quantity'), { data: { items: [{ productId, wareId: size.id, quantity: 1 }] }, headers })
    ).json();
    const line = cart.items.find((i: { product: { wareId: string } }) => i.product.wareId === size.id);
    if (line.available.state === 'IN_STOCK' && line.available.quantity > 0) inCart++;
    else await page.request.post(api('/cart/products/_set-quantity'), { data: { items: [{ productId, wareId: size.id, quantity: 0 }] }, headers });
    if (inCart === 2) break;
  }
  expect(inCart).toBe(2);
}

test('selecting, deleting and restoring lines changes the total', async ({ page }) => {
  await cartWithTwo(page);
  await expect(page.getByRole('heading', { name: 'Доступны для заказа' })).toBeVisible();
  const total = page.getByTestId('cart-total');
  const both = await total.textContent();

  const first = page.getByTestId('cart-line').first();
  // The boxes show the server's answer, so they are clicked and then awaited.
  await first.getByRole('checkbox').click();
  await expect(first.getByRole('checkbox')).not.toBeChecked();
  await expect(total).not.toHaveText(both!);
  await expect(page.getByTestId('select-all')).not.toBeChecked();
  await page.getByTestId('select-all').click();
  await expect(first.getByRole('checkbox')).toBeChecked();
  await expect(total).toHaveText(both!);

  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('to-checkout')).toBeDisabled();
  await page.getByTestId('select-all').click();
  await expect(page.getByTestId('to-checkout')).toHaveAttribute('href', '/cart/?step=checkout');

  await first.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(total).not.toHaveText(both!);
  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(total).toHaveText(both!);
});

test('the checkout steps load when shown: a tap from the cart opens them, and the page reloaded there hydrates without an error', async ({ page }) => {
  const errors = pageErrors(page);
  await cartWithTwo(page);
  await hydrated(page);
  await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
  await expect(shipment(page).getByRole('tab', { name: 'Самовывоз' })).toBeVisible();

  // The server renders the steps and preloads their chunk; the browser loads it before hydrating.
  await page.reload();
  await hydrated(page);
  await choosePickupFromList(page);
  expect(errors).toEqual([]);
});

test('a promo code and a gift card take their amounts off', async ({ page }) => {
  await cartWithTwo(page);
  await page.getByRole('textbox', { name: 'Промокод' }).fill('nope');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('alert')).toHaveText('Такого промокода нет. Проверьте, правильно ли он введён');
  await page.getByRole('textbox', { name: 'Промокод' }).fill('sport10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByTestId('promo-codes')).toContainText('SPORT10');
  await expect(page.getByTestId('cart-discount')).toContainText('₽');

  await page.getByRole('button', { name: 'Добавить подарочную карту' }).click();
  const dialog = page.getByTestId('gift-card-dialog');
  await dialog.getByLabel('Номер карты').fill(GIFT_CARD.number);
  await dialog.getByLabel('PIN-код').fill('9999');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Невозможно использовать указанную подарочную карту');
  await dialog.getByLabel('PIN-код').fill('8888');
  await dialog.getByRole('button', { name: 'Проверить баланс' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Невозможно использовать указанную подарочную карту');
  // A third guess after two wrong ones needs «Я не робот» first.
  await dialog.getByLabel('PIN-код').fill(GIFT_CARD.pin);
  await dialog.getByRole('button', { name: 'Проверить баланс' }).click();
  await dialog.getByRole('button', { name: 'Я не робот' }).click();
  await expect(dialog.getByRole('status')).toContainText(/Баланс карты: 3\s000\s₽/);
  await expect(dialog.getByRole('button', { name: 'Я не робот' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await dialog.getByRole('button', { name: 'Я не робот' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('gift-cards')).toContainText('•••• 0001');
  await expect(page.getByTestId('cart-to-pay')).toContainText('₽');
});

test('a shared cart link opens the same lines in a fresh browser', async ({ page, browser }) => {
  await cartWithTwo(page);
  const names = (await page.getByTestId('cart-line').locator('.line__about a').allTextContents()).sort();
  await page.getByTestId('share-cart').click();
  const link = await page.getByTestId('share-cart-link').inputValue();
  expect(link).toMatch(/\/cart\/\?snapshot=[0-9a-f-]{36}$/);

  const friend = await (await browser.newContext()).newPage();
  await friend.goto('/');
  await confirmCity(friend);
  await friend.goto(link);
  const dialog = friend.getByTestId('shared-cart-dialog');
  await expect(dialog.getByTestId('shared-line')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Добавить в мою корзину' }).click();
  await expect(dialog).toBeHidden();
  await expect(friend.getByTestId('cart-line')).toHaveCount(2);
  expect((await friend.getByTestId('cart-line').locator('.line__about a').allTextContents()).sort()).toEqual(names);
  await friend.context().close();
});

test('the header basket shows the empty-cart tooltip on hover, and the mini-preview on desktop but not on the cart page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await confirmCity(page);
  const basket = page.locator('.header-basket').first();
  await basket.hover();
  await expect(page.getByTestId('basket-tooltip')).toHaveText('В корзине пока пусто');
  await page.mouse.move(0, 600);
  await expect(page.getByTestId('basket-tooltip')).toHaveCount(0);

  await addTwo(page);
  await page.goto('/cart/');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await basket.hover();
  await page.waitForTimeout(400); // longer than the 100 ms open delay: nothing may open on the cart page
  await expect(page.getByTestId('basket-preview')).toHaveCount(0);
  await page.goto('/');
  await basket.hover();
  await expect(page.getByTestId('basket-preview').getByRole('listitem')).toHaveCount(2);
});

test('axe finds no serious or critical violations on the filled cart and in the gift-card dialog', async ({ page }) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  await cartWithTwo(page);
  await page.getByTestId('cart-line').first().getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('button', { name: 'Восстановить' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Добавить подарочную карту' }).click();
  await expect(page.getByTestId('gift-card-dialog').getByLabel('Номер карты')).toBeFocused();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('gift-card-dialog')).toHaveCount(0);
});
