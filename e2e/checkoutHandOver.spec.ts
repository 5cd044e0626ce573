import { expect, test, type Page } from '@playwright/test';
import { addToCart, type SizeIds } from './readyCart';
import { SHOTS } from './shopperScreenshot';

/** The brands a marketplace partner ships by courier from its own warehouse (content/sellers.json, «Беговой мир»). */
const PARTNER_BRANDS = ['Hoka', 'Saucony', 'Brooks'];

/** The first size sold online of a product of these brands' catalogue pages; answers it with the product's name. */
async function sizeOfBrand(page: Page, brands: readonly string[]): Promise<SizeIds & { readonly name: string }> {
  for (const brand of brands) {
    const listing = await page.request.post('/web-api/v1/catalog', {
      data: { url: `/catalog/brendy/${brand.toLowerCase()}/` },
      headers: { origin: new URL(page.url()).origin },
    });
    for (const { productId } of (await listing.json()).products as { productId: string }[]) {
      const product = await (await page.request.get(`/web-api/v1/products/${productId}`)).json();
      const size = product.sizes?.find((s: { isAvailableOnline: boolean }) => s.isAvailableOnline);
      if (size) return { productId, wareId: size.id, name: product.name };
    }
  }
  throw new Error(`no product of ${brands.join(', ')} sold online`);
}

const step = (page: Page) => page.locator('section.shipment');

/** Issue 14, defect 4: checkout names the goods a pickup place will not give and offers the ways out. */
test("a partner's «только доставка» item is named at pickup, with delivery, a separate order and removal as the ways out", async ({ page }) => {
  await page.goto('/');
  const partner = await sizeOfBrand(page, PARTNER_BRANDS);
  const own = await sizeOfBrand(page, ['Demix', 'Nike', 'Adidas']);
  await addToCart(page, partner);
  await addToCart(page, own);
  await page.goto('/cart/?step=checkout');
  await expect(step(page).getByRole('tab', { name: 'Самовывоз' })).toHaveAttribute('aria-selected', 'true');

  const refused = step(page).getByTestId('pickup-refused');
  await expect(refused).toContainText(`«${partner.name}»`);
  await expect(refused).toContainText('только доставка курьером');
  await expect(refused).not.toContainText(own.name);
  const list = step(page).getByRole('list', { name: 'Пункты выдачи' });
  await expect(list.locator('.pickup__refused-note').first()).toHaveText(`Здесь не выдают: ${partner.name}`);
  await refused.screenshot({ path: `${SHOTS}/pickup-refused-1440.png` });

  // Delivery: the courier takes both.
  await refused.getByRole('button', { name: 'Оформить доставку курьером' }).click();
  await expect(step(page).getByRole('tab', { name: 'Доставка' })).toHaveAttribute('aria-selected', 'true');
  await step(page).getByRole('tab', { name: 'Самовывоз' }).click();

  // A separate order: the rest is picked up here, the partner's item waits in the cart, unselected.
  await refused.getByRole('button', { name: 'Заказать их отдельно' }).click();
  await expect(refused).toHaveCount(0);
  const point = list.locator('button:not([disabled])').first();
  await point.click();
  await expect(point).toHaveAttribute('aria-pressed', 'true');
  await expect(step(page).getByTestId('pickup-chosen')).not.toContainText(' из ');
  const lines = async () =>
    ((await (await page.request.get('/web-api/v1/cart')).json()).items as { selected: boolean; deleted: boolean; product: { wareId: string } }[])
      .filter((i) => !i.deleted)
      .map((i) => [i.product.wareId, i.selected]);
  expect(await lines()).toEqual(
    expect.arrayContaining([
      [partner.wareId, false],
      [own.wareId, true],
    ]),
  );

  // Removal: selected again, then taken out of the order.
  const selected = await page.request.post('/web-api/v1/cart/items/_select', {
    data: { selectedItems: [{ wareId: partner.wareId, selected: true }] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(selected.status()).toBe(200);
  await page.reload();
  await expect(refused).toContainText(`«${partner.name}»`);
  await refused.getByRole('button', { name: 'Удалить из заказа' }).click();
  await expect(refused).toHaveCount(0);
  expect(await lines()).toEqual([[own.wareId, true]]);
});
