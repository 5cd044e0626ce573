import { expect, test, type Page } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';
import { seriousViolations } from './pageChecks';

/** Phones no other spec uses (9161111101..9161111109). */
const PHONE = '9161111101';

/** Answers the city question, which would cover the page. */
async function confirmCity(page: Page): Promise<void> {
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
}

/** At 320 px the page scrolls only down, never sideways. */
async function fitsPhone(page: Page): Promise<void> {
  // Names the deepest elements sticking out, so a failure says what to fix.
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth <= 320
      ? []
      : [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > 320 && ![...el.children].some((c) => c.getBoundingClientRect().right > 320))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
  expect(wide).toEqual([]);
}

test('the club rules show the levels, and a visitor who joins sees their card', async ({ page }) => {
  await page.goto('/clubpro/rules/');
  await confirmCity(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Правила клубной программы' })).toBeVisible();
  const levels = page.getByRole('table', { name: 'Уровни клубной программы' }).first();
  await expect(levels.getByRole('row')).toHaveCount(4);
  await expect(levels.getByRole('row', { name: /Серебряный/ })).toContainText(/15\s001/);
  await expect(levels.getByRole('row', { name: /Золотой/ })).toContainText('10 %');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Клубная программа' }).getByRole('link', { name: 'Вопросы и ответы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вопросы и ответы о клубной программе' })).toBeVisible();
  await page.getByRole('button', { name: 'Вступить в клуб или войти' }).click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), PHONE, 'Иван', 'Петров');
  await expect(page.getByTestId('loyalty-card')).toContainText('Уровень «Стандартный»');
  await expect(page.getByTestId('loyalty-card')).toContainText(/До уровня «Серебряный» осталось купить на 15\s001/);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/clubpro/rules/');
  await fitsPhone(page);
  const missing = await page.goto('/clubpro/nope/');
  expect(missing?.status()).toBe(404);
});

test('a look from the look zone goes into the cart with a size of each of its products', async ({ page }) => {
  await page.goto('/lookzone/');
  await confirmCity(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Образы' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const categories = page.getByRole('navigation', { name: 'Категории образов' });
  await categories.getByRole('link', { name: /^Лыжи/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Образы: Лыжи' })).toBeVisible();
  const looks = page.getByTestId('looks');
  await looks.getByRole('link').first().click();

  await expect(page.getByRole('button', { name: 'Добавить образ в корзину' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const products = page.getByTestId('look-products');
  for (const picker of await products.locator('fieldset.sizes').all()) {
    const free = picker.locator('input[type="radio"]:not([name$="-scale"]):not([disabled])').first();
    if (!(await picker.locator('input:checked:not([name$="-scale"])').count())) await free.check();
  }
  const buyable = await products.locator('fieldset.sizes').count();
  await page.getByRole('button', { name: 'Добавить образ в корзину' }).click();
  await expect(page.getByText('Образ добавлен в корзину.')).toBeVisible();
  await page.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(buyable);

  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/lookzone/');
  await fitsPhone(page);
  await page.getByTestId('looks').getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Добавить образ в корзину' })).toBeVisible();
  await fitsPhone(page);
});

test('a service page is reached from /service/ and lists the shops nearby', async ({ page }) => {
  await page.goto('/service/');
  await confirmCity(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Сервисы' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('service-categories').getByRole('link', { name: 'Заточка коньков' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заточка коньков' })).toBeVisible();
  await page.getByTestId('services').getByRole('link', { name: 'Заточка хоккейных коньков' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заточка хоккейных коньков' })).toBeVisible();
  await expect(page.getByTestId('service-price')).toHaveText(/^500\s₽$/);
  expect(await seriousViolations(page)).toEqual([]);
  const shops = page.getByTestId('service-shops');
  await expect(shops.getByRole('link').first()).toBeVisible();
  await shops.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/store\/\d+\/$/);

  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/service/', '/services/konki/zatochka-konkov/', '/service/zatochka-khokkeynykh-konkov/']) {
    await page.goto(path);
    await fitsPhone(page);
  }
});
