import { expect, test } from '@playwright/test';

test('a shopper goes from the home page through a category and a product to the cart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Перейти в каталог' }).click();
  await page.getByRole('link', { name: 'Обувь' }).first().click();
  await expect(page).toHaveURL(/\/catalog\/[a-z_]+\/obuv\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Обувь');

  const cards = page.locator('article.card').filter({ hasNot: page.locator('.badge--soon') });
  await expect(cards.first().locator('.price__retail')).toContainText('₽');
  // Some demo products are sold out in every size: take the first that can be bought.
  let name = '';
  for (let i = 0; ; i++) {
    const card = cards.nth(i);
    name = (await card.locator('h3').textContent())!.trim();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    if ((await page.locator('.size:not(.size--absent)').count()) > 0) break;
    await page.goBack();
  }
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByRole('alert')).toHaveText('Выберите размер');

  await page.locator('.size:not(.size--absent)').first().click();
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(name);
  await expect(page.getByTestId('line-quantity')).toHaveText('1');

  await page.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  const total = await page.getByTestId('cart-total').textContent();
  expect(total).toMatch(/^[\d\s]+\s₽$/);

  // The cart lives in the database behind the session cookie: a reload shows the same line.
  await page.reload();
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(total!);
});

test('pages are complete HTML before any script runs', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('href="/catalog/"');
  const tree = await (await request.get('/catalog/')).text();
  const categoryUrl = /href="(\/catalog\/[a-z_]+\/obuv\/)"/.exec(tree)?.[1];
  expect(categoryUrl).toBeDefined();
  const category = await (await request.get(categoryUrl!)).text();
  expect(category).toMatch(/<h3 class="card__name">[^<]+<\/h3>/);
  expect(category).toMatch(/\d\s₽/);
  const productUrl = /href="(\/product\/\d+\/)"/.exec(category)?.[1];
  const product = await (await request.get(productUrl!)).text();
  expect(product).toMatch(/<h1>[^<]+<\/h1>/);
  expect(product).toContain('В корзину');
  expect(product).toMatch(/<link rel="canonical" href="[^"]+\/product\/\d+\/">/);
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});
