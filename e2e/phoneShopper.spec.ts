import { expect, test, type Page } from '@playwright/test';
import { addToCartAndOpenIt, choosePayment, choosePickupFromList, enterContactsWithCode, pickSizeFromListing, placeOrder } from './checkoutSteps';
import { pageErrors, seriousViolations } from './pageChecks';

/**
 * Issue 13, done when: a shopper on a 375 × 812 touch screen searches, filters a category through the
 * drawer and picks up an order, with no console error on the way and no serious axe finding or tap target
 * under 24 px on the pages seen.
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
// A whole journey with an axe check on every page: minutes on a loaded machine.
test.describe.configure({ timeout: 240_000 });

/** A phone no other spec uses. */
const PHONE = '9161110131';

/** The page as a phone shopper sees it: nothing serious for axe, every tap target big enough (WCAG 2.2 AA). */
async function checkPage(page: Page): Promise<void> {
  expect(await seriousViolations(page, undefined, { wcag22: true })).toEqual([]);
}

/** Boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a phone shopper searches «кроссовки», narrows a category in the drawer and picks up an order', async ({ page }) => {
  const errors = pageErrors(page);

  // The city question waits at the bottom, clear of the heading; the cookie notice comes after it.
  await page.goto('/');
  const city = page.getByTestId('location-popup');
  await expect(city).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect(overlap((await city.boundingBox())!, (await page.getByRole('heading', { level: 1 }).first().boundingBox())!)).toBe(false);
  const navbar = page.getByRole('navigation', { name: 'Разделы магазина' });
  await expect(navbar.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  // Answered before it confirms itself after 10 s; then the cookie notice has its turn.
  await city.getByRole('button', { name: 'Да, верно' }).tap();
  await expect(page.getByTestId('cookie-notice')).toBeVisible();
  await checkPage(page);
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Хорошо' }).tap();

  // Search: key by key into the dialog, suggestions as typed, one of them opened.
  await page.getByRole('button', { name: 'Поиск товаров' }).tap();
  const box = page.getByRole('dialog', { name: 'Поиск товаров' }).getByRole('combobox', { name: 'Поиск товаров' });
  await box.pressSequentially('кроссовки', { delay: 50 });
  await expect(box).toHaveValue('кроссовки');
  const men = page.getByRole('listbox', { name: 'Подсказки поиска' }).getByRole('option', { name: 'Кроссовки — Мужчинам' });
  await expect(men).toBeVisible();
  await checkPage(page);
  await men.tap();

  // The category starts with its cards; the filters wait in the drawer.
  await expect(page).toHaveURL(/\/catalog\/muzhchinam\/obuv\/krossovki\/$/);
  await expect(page.locator('article.card').first()).toBeInViewport();
  await expect(navbar.getByRole('link', { name: 'Каталог' })).toHaveAttribute('aria-current', 'page');
  await checkPage(page);
  await page.getByRole('button', { name: 'Фильтры' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Фильтры' });
  const show = drawer.getByRole('button', { name: /^Показать/ });
  const before = await show.textContent();
  await drawer.getByRole('group', { name: 'Бренд' }).getByRole('checkbox').first().check();
  await expect(show).not.toHaveText(before!);
  await drawer.getByRole('checkbox', { name: 'Только в наличии' }).check();
  await expect(show).toHaveText(/^Показать \d+ товар(а|ов)?$/);
  await checkPage(page);
  await show.tap();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\?brand=[a-z-]+&available=1$/);
  await expect(page.getByRole('button', { name: 'Фильтры, выбрано: 2' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Выбранные фильтры' });
  await chips.getByRole('link', { name: 'Убрать фильтр «Только в наличии»' }).tap();
  await expect(page).toHaveURL(/\?brand=[a-z-]+$/);
  await expect(page.getByRole('button', { name: 'Фильтры, выбрано: 1' })).toBeVisible();
  await checkPage(page);

  // The order: a size into the cart, the reduced cart without the bar, pickup paid on receipt.
  const name = await pickSizeFromListing(page);
  await checkPage(page);
  await addToCartAndOpenIt(page, name);
  await expect(navbar).toHaveCount(0);
  await expect(page.getByRole('search')).toBeHidden();
  await checkPage(page);
  await page.getByRole('link', { name: 'Перейти к оформлению' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оформление заказа');
  await choosePickupFromList(page);
  await enterContactsWithCode(page, PHONE);
  await choosePayment(page, 'При получении');
  const totals = (await page.getByTestId('checkout-summary').boundingBox())!;
  expect(totals.y + totals.height).toBeLessThanOrEqual((await page.getByRole('button', { name: 'Оформить заказ' }).boundingBox())!.y);
  await checkPage(page);
  await placeOrder(page);
  await expect(page).toHaveURL(/\/cart\/thanks\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спасибо за заказ!');
  await checkPage(page);
  expect(errors).toEqual([]);
});

test('a category with many subcategories starts with its cards too: the subcategories take one line that scrolls sideways', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/');
  const subcategories = page.getByRole('navigation', { name: 'Подкатегории' });
  await expect(subcategories.getByRole('link')).not.toHaveCount(0);
  await expect(page.locator('article.card').first()).toBeInViewport();
  // One line: every chip on the first one's row, the rest reached by swiping the row, not the page.
  const tops = await subcategories.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the city question and the cookie notice keep clear of a long product name, which starts low under the gallery', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/obuv/krossovki/');
  const names = await page
    .locator('article.card a[href^="/product/"]')
    .evaluateAll((links) => links.map((l) => ({ href: l.getAttribute('href')!, name: l.textContent ?? '' })));
  const longest = names.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  await page.goto(longest.href);
  const heading = page.getByRole('heading', { level: 1 });
  const clear = async (message: ReturnType<Page['getByTestId']>) => {
    await expect(message).toBeVisible();
    // Placed again in the frame after a scroll.
    await expect.poll(async () => overlap((await message.boundingBox())!, (await heading.boundingBox())!)).toBe(false);
  };
  const city = page.getByTestId('location-popup');
  await clear(city);
  await city.getByRole('button', { name: 'Да, верно' }).tap();
  await clear(page.getByTestId('cookie-notice'));
  // Scrolled until the name is at the top, the notice goes back to the bottom and still leaves it clear.
  await heading.evaluate((h) => window.scrollBy(0, h.getBoundingClientRect().top - 150));
  await clear(page.getByTestId('cookie-notice'));
});
