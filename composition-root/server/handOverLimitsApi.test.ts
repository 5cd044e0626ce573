import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../application/orders/placeOrder';
import type { Database } from '../../adapters-storage/postgres/schema';
import { orderDeps } from '../../test-fixtures/orderFixtures';
import { readyCheckout, storeCart } from '../demo/placeOrderOfWare';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

/** Brands of the marketplace's partner sellers (content/sellers.json): they ship by courier from their own warehouses. */
const PARTNER_BRANDS = ['Hoka', 'Saucony', 'Brooks'];
const MOSCOW = '77';

/** Issue 14, defect 4: «Только доставка» goods are never handed over in a shop or pickup point. */
describe('goods a partner seller ships by courier only', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let partner: { productId: string; wareId: string };
  let own: { productId: string; wareId: string };
  let shopNumber: string;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('hand-over', 400));
    const shop = await db
      .selectFrom('shop')
      .select(['id', 'shop_number'])
      .where('kind', '=', 'SHOP')
      .where('city_id', '=', MOSCOW)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    shopNumber = shop.shop_number;
    const wareOf = async (partnerBrand: boolean) => {
      const row = await db
        .selectFrom('ware')
        .innerJoin('product', 'product.product_id', 'ware.product_id')
        .innerJoin('brand', 'brand.id', 'product.brand_id')
        .select(['ware.ware_id', 'ware.product_id'])
        .where('brand.name', partnerBrand ? 'in' : 'not in', PARTNER_BRANDS)
        .where('product.weight_grams', '<', 15_000)
        .where('product.on_sale_soon', '=', false)
        .orderBy('ware.ware_id')
        .executeTakeFirstOrThrow();
      // The shop holds it: before, that was all pickup asked.
      await db
        .insertInto('stock')
        .values({ ware_id: row.ware_id, shop_id: shop.id, quantity: 5 })
        .onConflict((oc) => oc.columns(['ware_id', 'shop_id']).doUpdateSet({ quantity: 5 }))
        .execute();
      return { productId: row.product_id, wareId: row.ware_id };
    };
    partner = await wareOf(true);
    own = await wareOf(false);
  }, 120_000);
  afterAll(() => db.destroy());

  it('tells at every shop and pickup point that the partner’s item cannot be given there, and why', async () => {
    const shopper = apiBrowser(app);
    expect(
      (
        await shopper.call('POST', '/cart/products/_set-quantity', {
          items: [
            { ...partner, quantity: 1 },
            { ...own, quantity: 1 },
          ],
        })
      ).status,
    ).toBe(200);
    const { body } = await shopper.call('GET', '/cart/pickup/variants/map-points');
    expect(body.points.length).toBeGreaterThan(0);
    for (const point of body.points) {
      expect(point.refusedItems).toEqual([{ wareId: partner.wareId, reason: 'DELIVERY_ONLY' }]);
      expect(point.availableCount).toBeLessThan(2);
    }
    expect(body.points.find((p: { id: string }) => p.id === shopNumber).availableCount).toBe(1);
    const convenient = await shopper.call('GET', '/cart/pickup/variants/map-points?isOnlyConvenience=true');
    expect(convenient.body.points).toEqual([]);
  });

  it('refuses to place an order handing it over in a shop, with a reason; the shop’s own goods go through', async () => {
    const place = placeOrder(orderDeps(db));
    const refused = await place({
      ownerKey: 'session:hand-over-1',
      customerId: null,
      idempotencyKey: 'k1',
      privacyConsent: true,
      version: await storeCart(
        db,
        'session:hand-over-1',
        [
          { ...partner, quantity: 1 },
          { ...own, quantity: 1 },
        ],
        readyCheckout(shopNumber),
      ),
    });
    expect(E.isLeft(refused) && refused.left).toEqual({ _tag: 'GOODS_NOT_HANDED_OVER_THIS_WAY' });
    const placed = await place({
      ownerKey: 'session:hand-over-2',
      customerId: null,
      idempotencyKey: 'k2',
      privacyConsent: true,
      version: await storeCart(db, 'session:hand-over-2', [{ ...own, quantity: 1 }], readyCheckout(shopNumber, '+79161234568')),
    });
    expect(E.isRight(placed)).toBe(true);
  });
});
