import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './pageChecks';

const api = (path: string) => `/web-api/v1${path}`;

interface KitProductJson {
  productId: string;
  deleted: boolean;
  selectedSize: string | null;
  name: string;
}
interface KitJson {
  id: string;
  name: string;
  products: KitProductJson[];
}

/** Answers the city question, which would cover the page. */
async function confirmCity(page: Page): Promise<void> {
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
}

/** A product of a demo kit with at least two pictures, found over the API, and its kit. */
async function kitProductWithPictures(page: Page) {
  const { kits } = (await (await page.request.get(api('/kits'))).json()) as { kits: KitJson[] };
  for (const kit of kits) {
    for (const p of kit.products.filter((x) => !x.deleted)) {
      const product = await (await page.request.get(api(`/products/${p.productId}`))).json();
      if (product.images.length >= 2) return { kit, product };
    }
  }
  throw new Error('no kit product with two pictures');
}

test('the zoom gallery opens by keyboard, shows the next picture, zooms, and Escape gives focus back', async ({ page }) => {
  const { product } = await kitProductWithPictures(page);
  const count = product.images.length;
  await page.goto(`/product/${product.productId}/`);
  await confirmCity(page);

  const opener = page.getByRole('link', { name: `${product.name} — открыть крупно` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('zoom-gallery');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Фото 1 из ${count}`);
  expect(await seriousViolations(page)).toEqual([]);
  const next = dialog.getByRole('button', { name: 'Следующее фото' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(`Фото 2 из ${count}`);
  await expect(dialog.getByRole('button', { name: 'Фото 2' })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`Фото 1 из ${count}`);

  const zoom = dialog.getByRole('button', { name: 'Увеличить ×2' });
  await zoom.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Уменьшить' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('zoom-image')).toHaveAttribute('style', /scale\(2\)/);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('zoom-image')).toHaveAttribute('style', /transform-origin: 60% 50%/);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a colour swatch leads to the sibling product, which is then marked current', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/obuv/krossovki/');
  await confirmCity(page);
  const ids = [...(await page.content()).matchAll(/href="\/product\/(\d+)\/"/g)].map((m) => m[1]!);
  let product: { productId: string; variants: { productId: string; color: string }[] } | undefined;
  for (const id of new Set(ids)) {
    const p = await (await page.request.get(api(`/products/${id}`))).json();
    if (p.variants.length > 1) {
      product = p;
      break;
    }
  }
  expect(product).toBeDefined();
  await page.goto(`/product/${product!.productId}/`);
  const swatches = page.getByTestId('colour-variant');
  await expect(swatches).toHaveCount(product!.variants.length);
  await expect(page.locator('[data-testid="colour-variant"][aria-current="page"]')).toHaveAttribute('href', `/product/${product!.productId}/`);
  const other = product!.variants.find((v) => v.productId !== product!.productId)!;
  await swatches.filter({ hasText: other.color }).click();
  await expect(page).toHaveURL(`/product/${other.productId}/`);
  await expect(page.locator('[data-testid="colour-variant"][aria-current="page"]')).toHaveAttribute('href', `/product/${other.productId}/`);
  await expect(page.getByRole('navigation', { name: 'Другие цвета модели' })).toContainText(`Цвет: ${other.color}`);
});

test('a kit goes into the cart with the chosen size of each of its products', async ({ page }) => {
  const { kit, product } = await kitProductWithPictures(page);
  await page.goto(`/product/${product.productId}/`);
  await confirmCity(page);
  const block = page.getByTestId('kit').filter({ hasText: kit.products[0]!.name }).first();
  await expect(block.getByRole('heading', { name: 'Комплект' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Комплект ${kit.name}` })).toBeVisible();
  const add = block.getByRole('button', { name: 'Добавить комплект в корзину' });
  expect(await seriousViolations(page)).toEqual([]);
  const buyable = kit.products.filter((p) => !p.deleted);
  if (buyable.some((p) => p.selectedSize === null)) {
    await add.click();
    await expect(block.getByRole('alert').first()).toHaveText('Выберите размер');
  }
  for (const picker of await block.locator('fieldset.sizes').all()) {
    const free = picker.locator('input[type="radio"]:not([name$="-scale"]):not([disabled])').first();
    if (!(await picker.locator('input:checked:not([name$="-scale"])').count())) await free.check();
  }
  await add.click();
  await expect(block.getByText('Комплект добавлен в корзину.')).toBeVisible();
  await block.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(buyable.length);
});
