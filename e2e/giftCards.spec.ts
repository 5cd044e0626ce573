import { expect, test, type Page } from '@playwright/test';
import { fillCart } from './readyCart';
import { seriousViolations } from './pageChecks';

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the gift-card info page and its aliases: complete, accessible, at 320 px', async ({ page }) => {
  await page.goto('/giftcard/');
  await expect(page.getByRole('heading', { level: 1, name: 'Подарочные карты' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Купить электронную карту' })).toHaveAttribute('href', '/giftcard/e-giftcard');
  await expect(page.getByRole('link', { name: 'Карты для компаний' })).toHaveAttribute('href', '/giftcard/corporate/');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/giftcard/faq');
  await expect(page.getByRole('heading', { name: 'Вопросы и ответы' })).toBeInViewport();
  await page.getByText('Как проверить баланс?').click();
  await expect(page.getByText('Введите номер и PIN карты в корзине')).toBeVisible();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/giftcard/rules');
  await expect(page.getByRole('heading', { name: 'Правила использования' })).toBeInViewport();
  expect(await noSideScroll(page)).toBe(true);
});

test('buys an e-gift card with the sandbox acquirer, sees the card and pays with it at checkout', async ({ page }) => {
  await page.goto('/giftcard/e-giftcard');
  await page.getByText('С днём рождения').click();
  await page.getByText('Своя сумма').click();
  const buy = page.getByRole('button', { name: 'Купить' });
  await expect(buy).toBeEnabled();
  await page.getByLabel('Сумма, ₽').fill('2550');
  await page.getByLabel(/E-mail получателя/).fill('friend@example.ru');
  await buy.click();
  await expect(page.getByText(/От 500\s₽ до 50\s000\s₽/)).toBeVisible();
  await expect(page.locator('.field-error').first()).toContainText('Введите от 500 до 50000');
  await page.getByLabel('Сумма, ₽').fill('2500');
  await buy.click();

  await expect(page).toHaveURL('/giftcard/cart');
  await expect(page.getByTestId('header').getByRole('search')).toBeHidden();
  await expect(page.getByTestId('egc-lines')).toContainText('С днём рождения');
  await page.getByRole('button', { name: 'Больше' }).click();
  await expect(page.getByTestId('egc-total')).toHaveText(/5\s000\s₽/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/E-mail для чека/).fill('buyer@example.ru');
  await page.getByLabel(/Телефон/).fill('+7 916 111-08-01');
  await page.getByRole('button', { name: 'Оплатить онлайн' }).click();

  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\/\d+$/);
  await expect(page.getByText(/Электронные подарочные карты, заказ №/)).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/giftcard\/cart\?invoice=\d+$/);
  await expect(page.getByTestId('egc-status')).toHaveText('Оплачен');
  await expect(page.getByTestId('egc-card-number')).toHaveCount(2);
  const number = (await page.getByTestId('egc-card-number').first().textContent())!;
  const pin = (await page.getByTestId('egc-card-pin').first().textContent())!;
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await noSideScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await fillCart(page);
  await page.goto('/cart/');
  await page.getByRole('button', { name: 'Добавить подарочную карту' }).click();
  const dialog = page.getByTestId('gift-card-dialog');
  await dialog.getByLabel('Номер карты').fill(number);
  await dialog.getByLabel('PIN-код').fill(pin);
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('gift-cards')).toContainText(`•••• ${number.slice(-4)}`);
});

test('the corporate form checks company ids by spec §5 and answers with a request number', async ({ page }) => {
  await page.goto('/giftcard/corporate/');
  const send = page.getByRole('button', { name: 'Отправить заявку' });
  await expect(send).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await send.click();
  await expect(page.getByLabel(/^Название организации/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Пожалуйста, заполните обязательное поле').first()).toBeVisible();
  const fill = async (label: RegExp, value: string) => page.getByLabel(label).fill(value);
  await fill(/^Название организации/, 'ООО «Ромашка»');
  await fill(/^ИНН/, '123');
  await expect(page.getByText('ИНН должен содержать 10 или 12 цифр')).toBeVisible();
  await fill(/^ИНН/, '7701234567');
  await fill(/^КПП/, '770101001');
  await fill(/^ОГРН/, '1027700132195');
  await fill(/^Расчётный счёт/, '40702810900000000001');
  await fill(/^Корреспондентский счёт/, '30101810400000000225');
  await fill(/^Контактное лицо/, 'Анна Петрова');
  await fill(/^Телефон/, '+7 916 111-08-02');
  await fill(/^E-mail/, 'buh@romashka.ru');
  await fill(/^Номинал карты/, '5000');
  await fill(/^Количество карт/, '20');
  await send.click();
  await expect(page.getByTestId('legal-order-sent')).toContainText(/Заявка № \d+ принята/);
  await expect(page.getByTestId('legal-order-sent')).toContainText('Менеджер свяжется с вами');
});
