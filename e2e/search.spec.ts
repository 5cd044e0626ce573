import { expect, test } from '@playwright/test';

test('search understands a typo and says what it searched for', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Поиск товаров' });
  await box.fill('кросовки');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog\/product\/search\.do\/\?text=%D0%BA%D1%80%D0%BE%D1%81%D0%BE%D0%B2%D0%BA%D0%B8$/);
  await expect(page.getByRole('status').filter({ hasText: 'Показаны результаты по запросу' })).toContainText('кроссовки');
  await expect(page.locator('article.card h3').first()).toContainText('Кроссовки');
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('searchQuery') ?? 'null'));
  expect(stored.text).toBe('кросовки');
  expect(typeof stored.timestamp).toBe('number');
});

test('search understands text typed in the wrong keyboard layout, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/catalog/product/search.do/?text=rhjccjdrb');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('rhjccjdrb');
  await expect(page.getByText('Показаны результаты по запросу')).toContainText('кроссовки');
  await expect(page.locator('article.card h3').first()).toContainText('Кроссовки');
  await expect(page.getByRole('group', { name: 'Бренд' })).toBeVisible();
  await context.close();
});

test('autocomplete suggests as the shopper types and the keyboard picks a suggestion', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Поиск товаров' });
  await box.click();
  await box.pressSequentially('мяч', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Подсказки поиска' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const products = listbox.getByRole('option').filter({ hasText: /^Мяч/ });
  await expect(products.first()).toBeVisible();

  await box.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const first = listbox.getByRole('option').first();
  const id = await first.getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', id!);

  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(box).toHaveValue('');
  await expect(listbox).toBeHidden();

  await box.pressSequentially('vzx', { delay: 30 });
  const product = listbox.locator('.search-overlay__option--product').filter({ hasText: /^Мяч/ }).first();
  await expect(product).toBeVisible();
  await product.click();
  await expect(page).toHaveURL(/\/product\/\d+\/$/);
});
