import { expect, test } from '@playwright/test';

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
