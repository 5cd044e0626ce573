import { expect, test, type Page } from '@playwright/test';
import { addToCart, sizeForPickupAt } from './readyCart';

/** The first size of a shoe that Moscow's round-the-clock pickup points can get (left in a fast cart). */
const sizeForPickup = (page: Page) => sizeForPickupAt(page, ['91034', '91058']);

async function fillCart(page: Page) {
  const size = await sizeForPickup(page);
  await addToCart(page, size);
  return size;
}

const step = (page: Page) => page.locator('section.shipment');
const summaryDelivery = (page: Page) => page.getByTestId('checkout-summary').locator('div', { hasText: 'Доставка' }).locator('dd');

test('pickup by list and by map marker with a filter, then delivery to a suggested address with a variant and a slot', async ({ page }) => {
  await fillCart(page);
  await page.goto('/cart/?step=checkout');
  await expect(step(page).getByRole('tab', { name: 'Самовывоз' })).toHaveAttribute('aria-selected', 'true');

  const list = step(page).getByRole('list', { name: 'Пункты выдачи' });
  const first = list.locator('button:not([disabled])').first();
  const name = (await first.locator('.pickup__name').textContent())!;
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(step(page).getByTestId('pickup-chosen')).toContainText(name);

  await step(page).getByLabel('Круглосуточно').check();
  await expect(list.getByRole('button')).toHaveCount(2);
  const marker = step(page).getByTestId('map-marker-91058');
  await marker.click();
  await expect(marker).toHaveClass(/schematic-map__place--chosen/);
  await expect(step(page).getByTestId('pickup-chosen')).toContainText('Щелковской');
  await expect(list.getByRole('button', { name: /Щелковской/ })).toHaveAttribute('aria-pressed', 'true');
  // The list is the keyboard's way to choose (the map's marks are hidden from screen readers).
  await list.getByRole('button', { name: /Новом Арбате/ }).focus();
  await page.keyboard.press('Enter');
  await expect(step(page).getByTestId('pickup-chosen')).toContainText('Новом Арбате');
  await expect(step(page).getByTestId('map-marker-91034')).toHaveClass(/schematic-map__place--chosen/);

  await step(page).getByRole('tab', { name: 'Доставка' }).click();
  const address = step(page).getByRole('combobox', { name: 'Адрес доставки' });
  await address.fill('Тверская 7');
  await expect(step(page).getByRole('option', { name: /Тверская улица, 7/ })).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue('Москва, Тверская улица, 7');

  const ordinary = step(page).getByRole('radio', { name: /Курьером/ });
  // The choices show the server's answer, so they are clicked and then awaited.
  await ordinary.click();
  await expect(ordinary).toBeChecked();
  const ordinaryCost = (await step(page).getByTestId('delivery-cost-ORDINARY').textContent())!;
  await expect(summaryDelivery(page)).toHaveText(ordinaryCost.startsWith('Бесплатно') ? 'Бесплатно' : /^299\s₽$/);
  const slot = step(page).getByRole('radio', { name: '14:00–18:00' });
  await slot.click();
  await expect(slot).toBeChecked();
  await step(page).getByLabel('Подъём на этаж').click();
  await expect(step(page).getByLabel('Подъём на этаж')).toBeChecked();

  await step(page)
    .getByRole('radio', { name: /Экспресс/ })
    .click();
  await expect(summaryDelivery(page)).toHaveText(/^599\s₽$/);
  await expect(step(page).getByLabel('Подъём на этаж')).toHaveCount(0);

  // Kept with the cart: a reload shows the same choice.
  await page.reload();
  await expect(step(page).getByRole('tab', { name: 'Доставка' })).toHaveAttribute('aria-selected', 'true');
  await expect(step(page).getByRole('radio', { name: /Экспресс/ })).toBeChecked();
});

test("an address outside the delivery area is refused with the spec's message", async ({ page }) => {
  await fillCart(page);
  await page.goto('/cart/?step=checkout#delivery');
  await step(page).getByRole('tab', { name: 'Доставка' }).click();
  const address = step(page).getByRole('combobox', { name: 'Адрес доставки' });
  await address.fill('Екатеринбург Ленина 24');
  await step(page)
    .getByRole('option', { name: /Ленина, 24/ })
    .click();
  await expect(step(page).getByTestId('delivery-failure')).toHaveText('В этом регионе нельзя оформить заказ. Пожалуйста, выберите другой');
});

test('fast checkout of one product keeps the regular cart apart', async ({ page }) => {
  await sizeForPickup(page);
  await page.goto('/cart/?type=fast#pickup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оформление заказа');
  await expect(page.getByTestId('checkout-summary')).toContainText('Товары (1)');
  const list = step(page).getByRole('list', { name: 'Пункты выдачи' });
  await list.getByRole('button', { name: /Новом Арбате/ }).click();
  await expect(step(page).getByTestId('pickup-chosen')).toContainText('Новом Арбате');
  const regular = await (await page.request.get('/web-api/v1/cart')).json();
  expect(regular.items).toEqual([]);
  const fast = await (await page.request.get('/web-api/v1/cart?cartType=FAST')).json();
  expect(fast).toMatchObject({ cartType: 'FAST', shipmentType: { selected: 'PICKUP', pickup: { id: '91034' } } });
});

test('the step works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await fillCart(page);
  await page.goto('/cart/?step=checkout');
  await expect(step(page).getByRole('list', { name: 'Пункты выдачи' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await step(page).getByRole('tab', { name: 'Доставка' }).click();
  await expect(step(page).getByRole('combobox', { name: 'Адрес доставки' })).toBeVisible();
});

// The e2e server has sm_site_cart_fast_checkout on; without it the button is absent (composition-root/server/fastCheckoutToggle.test.ts).
test('«Купить в 1 клик» on the product page asks for a size, then opens the fast checkout with that size', async ({ page }) => {
  const { productId } = await sizeForPickup(page);
  await page.goto(`/product/${productId}/`);
  const button = page.getByRole('button', { name: 'Купить в 1 клик' });
  await button.click();
  await expect(page.getByRole('alert')).toHaveText('Выберите размер');
  await page.locator('.size:not(.size--absent)').first().click();
  await button.click();
  await expect(page).toHaveURL(/\/cart\/\?type=fast#pickup$/);
  await expect(page.getByTestId('checkout-summary')).toContainText('Товары (1)');
  await expect(step(page).getByRole('tab', { name: 'Самовывоз' })).toHaveAttribute('aria-selected', 'true');
});
