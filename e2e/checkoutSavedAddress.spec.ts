import { expect, test, type Page } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';
import { fillCart } from './readyCart';
import { seriousViolations } from './pageChecks';

/** Phones no other spec uses (9161111401..9161111409). */
const PHONE = '9161111401';

const api = (path: string) => `/web-api/v1${path}`;
const step = (page: Page) => page.locator('section.shipment');

/** Saves an address in the profile through the address book API, as /profile/addresses/ does. */
async function saveAddress(page: Page, query: string, details: Record<string, string>): Promise<void> {
  const { suggestions } = await (await page.request.get(api(`/location/addresses?text=${encodeURIComponent(query)}`))).json();
  const located = await (await page.request.get(api(`/location/addresses/_locate?id=${encodeURIComponent(suggestions[0].id)}`))).json();
  const saved = await page.request.post(api('/profiles/current/delivery-addresses'), {
    data: { text: located.text, geoPoint: located.geoPoint, ...details },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status()).toBe(201);
}

test('a signed-in customer picks a saved address at checkout and sees the delivery variants, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/profile/addresses/');
  await page.locator('.account').getByRole('button', { name: 'Войти' }).click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), PHONE, 'Ирина', 'Соколова');
  await expect(page.getByTestId('addresses-empty')).toBeVisible();
  await saveAddress(page, 'Тверская 7', { name: 'Дом', apartment: '12' });
  await saveAddress(page, 'Арбат 24', { name: 'Работа' });
  await fillCart(page);

  await page.goto('/cart/?step=checkout#delivery');
  await step(page).getByRole('tab', { name: 'Доставка' }).click();
  const saved = step(page).getByRole('group', { name: 'Сохранённые адреса' });
  const home = saved.getByRole('radio', { name: /Дом.*Тверская улица, 7, кв\. 12/ });
  // Nothing was chosen yet: the first address is chosen for the customer and its variants load.
  await expect(home).toBeChecked();
  await expect(step(page).getByRole('radio', { name: /Курьером/ })).toBeVisible();
  await expect(step(page).getByRole('combobox', { name: 'Адрес доставки' })).toHaveCount(0);
  expect((await (await page.request.get(api('/cart'))).json()).shipmentType.delivery.address).toMatchObject({ name: 'Дом', apartment: '12' });

  // A radio group: the arrow key moves to the next address and chooses it.
  await home.focus();
  await page.keyboard.press('ArrowDown');
  const work = saved.getByRole('radio', { name: /Работа/ });
  await expect(work).toBeChecked();
  await expect.poll(async () => (await (await page.request.get(api('/cart'))).json()).shipmentType.delivery.address.name).toBe('Работа');
  await expect(step(page).getByRole('radio', { name: /Курьером/ })).toBeVisible();

  expect(await seriousViolations(page, 'section.shipment')).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // «Другой адрес» opens the entry form; a reload keeps the cart's saved address chosen.
  await saved.getByRole('radio', { name: 'Другой адрес' }).check();
  await expect(step(page).getByRole('combobox', { name: 'Адрес доставки' })).toHaveValue('');
  await page.reload();
  await expect(
    step(page)
      .getByRole('group', { name: 'Сохранённые адреса' })
      .getByRole('radio', { name: /Работа/ }),
  ).toBeChecked();
});

test('a typed address is saved in the profile after the order when «Сохранить адрес в профиле» is ticked', async ({ page }) => {
  const phone = '9161111402';
  await page.goto('/profile/addresses/');
  await page.locator('.account').getByRole('button', { name: 'Войти' }).click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), phone, 'Пётр', 'Ильин');
  await expect(page.getByTestId('addresses-empty')).toBeVisible();
  await fillCart(page);
  // Everything but the address form through the checkout calls: contacts, a delivery variant, cash to the courier.
  const headers = { origin: new URL(page.url()).origin };
  const { suggestions } = await (await page.request.get(api(`/location/addresses?text=${encodeURIComponent('Покровка 17')}`))).json();
  const home = await (await page.request.get(api(`/location/addresses/_locate?id=${encodeURIComponent(suggestions[0].id)}`))).json();
  expect(
    (
      await page.request.post(api('/cart/obtaining-methods/delivery'), {
        data: { address: { text: home.text, apartment: '3' }, geoPoint: home.geoPoint },
        headers,
      })
    ).status(),
  ).toBe(200);
  const { variants } = await (await page.request.get(api('/cart/delivery/variants'))).json();
  const ordinary = variants.find((v: { deliveryServiceLevelId: string }) => v.deliveryServiceLevelId === 'ORDINARY');
  const variant = {
    deliveryServiceLevelId: 'ORDINARY',
    receivingDateFrom: ordinary.dates[0],
    receivingDateTo: ordinary.dates[0],
    receivingTimeSlotId: ordinary.timeSlots?.[0]?.id ?? null,
    deliveryCost: ordinary.deliveryCost,
    freeDeliveryLimit: ordinary.freeDeliveryLimit,
  };
  expect((await page.request.put(api('/cart/delivery/variants'), { data: variant, headers })).status()).toBe(200);
  const owner = { firstName: 'Пётр', lastName: 'Ильин', phone: `+7${phone}`, email: 'petr@example.ru' };
  expect((await page.request.put(api('/cart/receiver'), { data: { owner, receiver: null }, headers })).status()).toBe(200);
  expect((await page.request.post(api('/cart/payments'), { data: { id: 'CASH_TO_COURIER' }, headers })).status()).toBe(200);

  await page.goto('/cart/?step=checkout#delivery');
  await expect(step(page).getByRole('combobox', { name: 'Адрес доставки' })).toHaveValue(home.text);
  await step(page).getByLabel('Сохранить адрес в профиле').check();
  await page.getByLabel('Я даю согласие на обработку персональных данных').check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Спасибо за заказ!' })).toBeVisible();

  await page.goto('/profile/addresses/');
  await expect(page.getByTestId('addresses')).toContainText(home.text);
  await expect(page.getByTestId('addresses')).toContainText('кв. 3');
});
