import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { openTestShop } from '../../test-fixtures/testShop';

const PRODUCTS = 20;
const shops = [] as Awaited<ReturnType<typeof openTestShop>>[];
const productPage = `/product/${[...generateCatalogue({ productCount: PRODUCTS }).products()].find((p) => !p.onSaleSoon)!.productId}/`;

/** «Купить в 1 клик» follows the toggle sm_site_cart_fast_checkout, off unless configured (spec §3 Feature toggles). */
describe('the fast-checkout button on the server-rendered product page', () => {
  beforeAll(async () => {
    shops.push(await openTestShop('fast-off', PRODUCTS), await openTestShop('fast-on', PRODUCTS, { featureToggles: { sm_site_cart_fast_checkout: true } }));
  }, 90_000);
  afterAll(() => Promise.all(shops.map((s) => s.db.destroy())));

  it('is absent while the toggle is unset and present once it is on', async () => {
    const [off, on] = await Promise.all(shops.map(async (s) => (await s.app.request(productPage)).text()));
    expect(off).toContain('В корзину');
    expect(off).not.toContain('Купить в 1 клик');
    expect(on).toContain('Купить в 1 клик');
  });
});
