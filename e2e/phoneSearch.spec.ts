import { expect, test } from '@playwright/test';
import { seriousViolations } from './pageChecks';
import { SHOTS } from './shopperScreenshot';

// A phone: the header's search is a field opening the full-screen search dialog (spec §2 Header, §4 Search).
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const LONG_QUERY = 'кроссовки для бега и зала на каждый день';

test('typed key by key, «кроссовки» stays «кроссовки» and its suggestions show thumbnails, prices and the sections of same-named categories', async ({
  page,
}) => {
  await page.goto('/catalog/');
  await page.getByRole('button', { name: 'Поиск товаров' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Поиск товаров' });
  const box = dialog.getByRole('combobox', { name: 'Поиск товаров' });
  await expect(box).toBeFocused();
  await box.pressSequentially('кроссовки', { delay: 40 });
  await expect(box).toHaveValue('кроссовки');
  const listbox = dialog.getByRole('listbox', { name: 'Подсказки поиска' });
  await expect(listbox.getByRole('option', { name: 'Кроссовки — Мужчинам' })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Кроссовки — Женщинам' })).toBeVisible();
  const product = listbox.locator('.search-overlay__option--product').first();
  await expect(product.locator('img')).toHaveAttribute('src', /^\/media\/products\/\d+\/0\?w=96&h=96$/);
  await expect(product).toContainText('₽');
  // No two rows look alike: each product row has its picture, and no row repeats another's words (issue 14).
  const products = listbox.locator('.search-overlay__option--product');
  await expect(products.locator('img')).toHaveCount(await products.count());
  const rows = await listbox.getByRole('option').allInnerTexts();
  expect(rows).toEqual([...new Set(rows)]);
  await page.screenshot({ path: `${SHOTS}/search-375.png` });
  expect(await seriousViolations(page)).toEqual([]);

  await listbox.getByRole('option', { name: 'Кроссовки — Женщинам' }).tap();
  await expect(page).toHaveURL(/\/catalog\/zhenshchinam\/obuv\/krossovki\/$/);
  await expect(dialog).toHaveCount(0);
});

test('Escape closes the dialog keeping the text, shown cut at 25 characters; «Отменить» clears it; Enter searches the trimmed text', async ({ page }) => {
  await page.goto('/');
  const field = page.locator('.header__search-trigger');
  await field.tap();
  const dialog = page.getByRole('dialog', { name: 'Поиск товаров' });
  const box = dialog.getByRole('combobox', { name: 'Поиск товаров' });
  // Pasted: more than 70 characters are cut to 70.
  await box.fill(`${LONG_QUERY} ${'я'.repeat(60)}`);
  await expect(box).toHaveValue(`${LONG_QUERY} ${'я'.repeat(70 - LONG_QUERY.length - 1)}`);
  await box.fill(LONG_QUERY);
  await box.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(field).toHaveText('Поиск товаров: кроссовки для бега и зала…');
  await expect(field).toBeFocused();

  await field.tap();
  await expect(box).toHaveValue(LONG_QUERY);
  await dialog.getByRole('button', { name: 'Отменить' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(field).toHaveText('Поиск товаров');

  await field.tap();
  await box.pressSequentially('  мяч  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/catalog\/product\/search\.do\/\?text=%D0%BC%D1%8F%D1%87$/);
  await expect(dialog).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('searchQuery') ?? 'null'));
  expect(stored).toEqual({ text: 'мяч', timestamp: expect.any(Number) });
  await expect(field).toHaveText('Поиск товаров: мяч');
});

test('a word composed on the virtual keyboard is taken whole, and Escape ending the composition leaves the dialog open', async ({ page }) => {
  await page.goto('/');
  await page.locator('.header__search-trigger').tap();
  const dialog = page.getByRole('dialog', { name: 'Поиск товаров' });
  const box = dialog.getByRole('combobox', { name: 'Поиск товаров' });
  const cdp = await page.context().newCDPSession(page);
  // The keyboard composes the word as it is typed (compositionstart … compositionupdate), then commits it.
  for (const part of ['к', 'кр', 'крос', 'кросс', 'кроссовки'])
    await cdp.send('Input.imeSetComposition', { text: part, selectionStart: part.length, selectionEnd: part.length });
  await cdp.send('Input.insertText', { text: 'кроссовки' });
  await expect(box).toHaveValue('кроссовки');
  await expect(dialog.getByRole('option', { name: 'Кроссовки — Детям' })).toBeVisible();
  await cdp.send('Input.imeSetComposition', { text: ' м', selectionStart: 2, selectionEnd: 2 });
  await page.evaluate(() => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', isComposing: true, bubbles: true })));
  await expect(dialog).toBeVisible();
  await cdp.send('Input.insertText', { text: ' мужские' });
  await expect(box).toHaveValue('кроссовки мужские');
});

test('typing begun before the page came alive goes on in the dialog', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/catalog/', { waitUntil: 'commit' });
  const serverBox = page.getByRole('searchbox', { name: 'Поиск товаров' });
  await serverBox.tap();
  await serverBox.pressSequentially('кросс');
  release();
  const box = page.getByRole('dialog', { name: 'Поиск товаров' }).getByRole('combobox', { name: 'Поиск товаров' });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('кросс');
  await box.pressSequentially('овки');
  await expect(box).toHaveValue('кроссовки');
});
