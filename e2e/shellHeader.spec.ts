import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-22T12:00:01Z'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('the catalogue flyout opens 300 ms after hovering and switches sections 100 ms after hovering one', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Каталог' });
  const flyout = page.getByTestId('catalogue-flyout');
  const panel = page.getByTestId('flyout-panel');
  await button.hover();
  await page.clock.runFor(290);
  await expect(flyout).toBeHidden();
  await page.clock.runFor(10);
  await expect(flyout).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  const items = flyout.locator('.flyout__item');
  const first = (await items.nth(0).textContent())!;
  const second = (await items.nth(1).textContent())!;
  await expect(panel.locator('.flyout__heading')).toHaveText(first);
  await items.nth(1).hover();
  await page.clock.runFor(90);
  await expect(panel.locator('.flyout__heading')).toHaveText(first);
  await page.clock.runFor(10);
  await expect(panel.locator('.flyout__heading')).toHaveText(second);

  await page.mouse.move(5, 890);
  await page.clock.runFor(100);
  await expect(flyout).toBeHidden();
});

test('the brand and sports panels show the best sellers with pictures and a menu of the next, search from two characters and say when nothing matches', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Каталог' }).click();
  const flyout = page.getByTestId('catalogue-flyout');
  await flyout.getByRole('link', { name: 'Бренды', exact: true }).hover();
  await page.clock.runFor(100);
  const list = flyout.getByRole('list', { name: 'Бренды', exact: true });
  await expect(list.getByRole('link')).toHaveCount(5);
  // Ranked by what sells, not by the alphabet: the same order as GET /brands, from every brand of the catalogue.
  const ranked = (await (await page.request.get('/web-api/v1/brands')).json()).brands.map((b: { name: string }) => b.name);
  expect(await list.getByRole('link').allTextContents()).toEqual(ranked.slice(0, 5));
  await expect(list.locator('img[src^="/media/products/"]')).toHaveCount(5);
  const menu = flyout.getByRole('list', { name: 'Ещё бренды' });
  await expect(menu.getByRole('link')).toHaveCount(Math.min(29, ranked.length - 5));
  await expect(menu.getByRole('img', { name: ranked[5] })).toHaveAttribute('src', /^\/media\/brands\/.+\.svg$/);
  await expect(flyout.getByRole('link', { name: 'Все бренды' })).toHaveAttribute('href', '/catalog/brendy/');
  const search = flyout.getByPlaceholder('Найти бренд');
  await search.fill('n');
  await expect(list.getByRole('link')).toHaveCount(5);
  await search.fill('NI');
  await expect(list.getByRole('link', { name: 'Nike' })).toBeVisible();
  for (const name of await list.getByRole('link').allTextContents()) expect(name.toLowerCase()).toContain('ni');
  await search.fill('zzz');
  await expect(flyout.getByText('Ничего не найдено')).toBeVisible();

  await flyout.getByRole('link', { name: 'Виды спорта', exact: true }).hover();
  await page.clock.runFor(100);
  await expect(flyout.getByRole('list', { name: 'Виды спорта', exact: true }).locator('img')).toHaveCount(5);
  await expect(flyout.getByRole('list', { name: 'Ещё виды спорта' }).getByRole('link').first()).toBeVisible();
  await flyout.getByPlaceholder('Найти вид спорта').fill('бег');
  await expect(flyout.getByRole('list', { name: 'Виды спорта', exact: true }).getByRole('link', { name: 'Бег' })).toBeVisible();
  await expect(flyout.getByRole('link', { name: 'Все виды спорта' })).toBeVisible();
});

test('the flyout works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Каталог' });
  const flyout = page.getByTestId('catalogue-flyout');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(flyout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.clock.runFor(20);
  const items = flyout.locator('.flyout__item');
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('flyout-panel').locator('a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(button).toBeFocused();
});

test('the header shows the cart counter only from one item and hides while scrolling down', async ({ page }) => {
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Корзина, товаров: 0$/ })).toBeVisible();
  const header = page.getByTestId('header');
  await page.mouse.wheel(0, 1200);
  await expect(header).toHaveClass(/header--hidden/);
  await page.mouse.wheel(0, -400);
  await expect(header).not.toHaveClass(/header--hidden/);
});
