import { expect, test, type Page } from '@playwright/test';
import { wholePageScreenshot } from './shopperScreenshot';

test('a shopper compares two products and removes one', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/obuv/krossovki/');
  const cards = page.locator('article.card');
  const names: string[] = [];
  for (const i of [0, 1]) {
    names.push((await cards.nth(i).locator('h3').textContent())!.trim());
    await cards.nth(i).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Сравнить' }).click();
    await expect(page.getByRole('link', { name: 'В сравнении — открыть' })).toBeVisible();
    await expect(page.getByTestId('compare-count')).toHaveText(String(i + 1));
    await page.goBack();
  }
  await page.goto('/compare/');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const name of names) await expect(table).toContainText(name);
  await expect(table.getByRole('rowheader', { name: 'Цена' })).toBeVisible();

  await page.getByRole('button', { name: `Убрать из сравнения: ${names[0]}` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(page.getByTestId('compare-count')).toHaveText('1');
});

/** Two running shoes in stock put in the comparison over the API, as the product pages' «Сравнить» does; their names. */
async function compareTwoInStock(page: Page): Promise<string[]> {
  const listing = await (await page.request.post('/web-api/v1/catalog', { data: { url: '/catalog/muzhchinam/obuv/krossovki/?available=1' } })).json();
  const products = (listing.products as { productId: string; name: string }[]).slice(0, 2);
  for (const p of products) expect((await page.request.post('/web-api/v1/comparison/products', { data: { productId: p.productId } })).status()).toBe(200);
  return products.map((p) => p.name);
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a compared product goes into the cart in the size chosen, and «Только различия» keeps the rows that differ', async ({ page }) => {
    await page.goto('/');
    const [first, second] = await compareTwoInStock(page);
    await page.goto('/compare/');
    await expect(page.getByTestId('location-popup')).toBeVisible();
    const column = page.getByRole('columnheader', { name: new RegExp(first!) });
    await expect(column.locator('img')).toHaveAttribute('src', /^\/media\/products\/\d+\/0\?/);
    await column.getByRole('button', { name: 'В корзину' }).click();
    await expect(column.getByRole('alert')).toHaveText('Выберите размер');
    const size = column.getByLabel(`Размер: ${first}`);
    const chosen = (await size.locator('option').nth(2).textContent())!;
    await size.selectOption({ label: chosen });
    await column.getByRole('button', { name: 'В корзину' }).click();
    await expect(column.getByText('Добавлено.')).toBeVisible();
    const cart = await (await page.request.get('/web-api/v1/cart')).json();
    expect(JSON.stringify(cart)).toContain(first);
    await expect(page.getByRole('columnheader', { name: new RegExp(second!) }).getByRole('button', { name: 'В корзину' })).toBeEnabled();

    const rows = page.getByRole('table').getByRole('row');
    const all = await rows.count();
    const differing = await page.locator('tr.compare__row--differs').count();
    expect(differing).toBeGreaterThan(0);
    await wholePageScreenshot(page, 'compare-1440');
    await page.getByLabel('Только различия').check();
    await expect(rows).toHaveCount(differing + 1);
    expect(differing + 1).toBeLessThanOrEqual(all);
    await page.getByLabel('Только различия').uncheck();
    await expect(rows).toHaveCount(all);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the table scrolls sideways under the characteristics' names, which stay in place", async ({ page }) => {
    await page.goto('/');
    await compareTwoInStock(page);
    await page.goto('/compare/');
    const region = page.getByRole('region', { name: 'Таблица сравнения' });
    const name = region.getByRole('rowheader', { name: 'Бренд' });
    const value = region
      .getByRole('row', { name: /^Бренд/ })
      .getByRole('cell')
      .first();
    const before = [(await name.boundingBox())!.x, (await value.boundingBox())!.x];
    const scrolled = await region.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(40);
    await expect.poll(async () => Math.round((await value.boundingBox())!.x)).toBe(Math.round(before[1]! - scrolled));
    expect((await name.boundingBox())!.x).toBe(before[0]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await region.evaluate((el) => el.scrollTo({ left: 0 }));
    await wholePageScreenshot(page, 'compare-375');
  });
});
