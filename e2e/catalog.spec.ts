import { expect, test } from '@playwright/test';

const retailPrices = async (page: import('@playwright/test').Page) =>
  (await page.locator('article.card .price__retail').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));

test('a shopper narrows a category by brand and size, sorts, pages on and picks a size', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Мужчинам');

  const brands = page.getByRole('group', { name: 'Бренд' });
  await brands.getByRole('checkbox', { name: /Demix/ }).check();
  await expect(page).toHaveURL(/\?brand=demix$/);
  await expect(page.locator('article.card .card__brand').first()).toHaveText('Demix');

  await page.getByRole('group', { name: 'Размер' }).getByRole('checkbox', { name: /^43\b/ }).check();
  await expect(page).toHaveURL(/\?brand=demix&size=43$/);

  // The shown one: small screens sort in the bar over the cards, wide ones in the filters' column.
  await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('price_asc');
  await expect(page).toHaveURL(/\?brand=demix&size=43&sort=price_asc$/);
  const prices = await retailPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The brand facet keeps offering the other brands, counted under the size alone.
  await expect(brands.getByRole('checkbox', { name: /Nike/ })).toBeEnabled();

  await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\?brand=demix&size=43&sort=price_asc&page=2$/);
  // The address is shareable: loaded afresh it renders the same listing, canonical without the sort.
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/catalog\/muzhchinam\/\?brand=demix&size=43&page=2$/);
  const secondPage = await retailPrices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!);

  const name = (await page.locator('article.card h3').first().textContent())!.trim();
  await page.locator('article.card').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const size43 = page.getByRole('group', { name: 'Размер' }).getByRole('radio', { name: '43' });
  if (await size43.isEnabled()) {
    await size43.check();
    await expect(size43).toBeChecked();
  }
});

test('a filtered listing is complete HTML without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/catalog/muzhchinam/?brand=demix&size=43');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Мужчинам');
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('Мужчинам');
  await expect(page.locator('article.card .price__retail').first()).toContainText('₽');
  await expect(page.getByRole('group', { name: 'Бренд' }).getByRole('checkbox', { name: /Demix/ })).toBeChecked();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Мужчинам: Demix, 43/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/catalog\/muzhchinam\/\?brand=demix&size=43$/);
  await context.close();
});
