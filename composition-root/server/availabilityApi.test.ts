import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

const PRODUCTS = 150;

describe('availability per size and sellers over HTTP (spec §3 Size, §7)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  const get = (path: string) => apiBrowser(app).call('GET', path);
  beforeAll(async () => {
    ({ db, app } = await openTestShop('availability', PRODUCTS));
  }, 90_000);
  afterAll(() => db.destroy());

  /** A size of an own-brand product held by a shop in Moscow (the anonymous shopper's city). */
  const moscowWare = () =>
    db
      .selectFrom('stock')
      .innerJoin('shop', 'shop.id', 'stock.shop_id')
      .innerJoin('city', 'city.id', 'shop.city_id')
      .innerJoin('ware', 'ware.ware_id', 'stock.ware_id')
      .innerJoin('product', 'product.product_id', 'ware.product_id')
      .innerJoin('brand', 'brand.id', 'product.brand_id')
      .select(['ware.ware_id', 'ware.product_id', 'shop.shop_number'])
      .where('city.name', '=', 'Москва')
      .where('stock.quantity', '>', 0)
      .where('product.weight_grams', '<=', 15_000)
      .where('brand.name', 'not in', ['Hoka', 'Saucony', 'Brooks', 'Fischer', 'Atomic'])
      .orderBy('ware.ware_id')
      .executeTakeFirstOrThrow();

  it('answers every size with its blocks; a size in a Moscow shop is picked up today and lists the shop', async () => {
    const ware = await moscowWare();
    const answer = await get(`/products/${ware.product_id}/availabilities`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ productId: ware.product_id, cityName: 'Москва', currency: 'RUB', seller: { id: 'sportmarket' } });
    const size = answer.body.sizes.find((s: { id: string }) => s.id === ware.ware_id);
    expect(size.pickup.available).toBe(true);
    expect(size.pickup.nearestDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(size.delivery).toMatchObject({ available: true, minDays: 2 });
    expect(size.expressDelivery).toMatchObject({ available: true, cost: 599 }); // checkout's express tariff
    expect(size.shops.map((s: { shopNumber: string }) => s.shopNumber)).toContain(ware.shop_number);
    expect(size.isAvailableOffline).toBe(true);

    const one = await get(`/products/${ware.product_id}/ware-availabilities?wareIds=${ware.ware_id}`);
    expect(one.body.sizes.map((s: { id: string }) => s.id)).toEqual([ware.ware_id]);
  });

  it('marks goods on sale soon and leaves them unavailable', async () => {
    const soon = await db.selectFrom('product').select('product_id').where('on_sale_soon', '=', true).executeTakeFirst();
    if (!soon) return;
    const answer = await get(`/products/${soon.product_id}/availabilities`);
    expect(answer.body.markers).toEqual(['ON_SALE_SOON']);
    expect(
      answer.body.sizes.every((s: { pickup: { available: boolean }; delivery: { available: boolean } }) => !s.pickup.available && !s.delivery.available),
    ).toBe(true);
  });

  it('refuses malformed ware ids with 400 and unknown products with 404', async () => {
    const ware = await moscowWare();
    expect((await get(`/products/${ware.product_id}/ware-availabilities`)).status).toBe(400);
    expect((await get(`/products/${ware.product_id}/ware-availabilities?wareIds=a%20b`)).status).toBe(400);
    expect((await get('/products/no-such/availabilities')).body.reason).toBe('PRODUCT_NOT_FOUND');
  });

  it('lists a seller with its products; the shop sells every brand no partner sells', async () => {
    const shop = await get('/sellers/sportmarket');
    expect(shop.status).toBe(200);
    expect(shop.body.seller).toEqual(expect.objectContaining({ id: 'sportmarket', name: 'Спорт·Маркет' }));
    expect(shop.body.productCount).toBeGreaterThan(0);
    expect(shop.body.products.some((p: { brand: { name: string } }) => ['Hoka', 'Saucony', 'Brooks'].includes(p.brand.name))).toBe(false);
    const partner = await get('/sellers/begovoy-mir');
    expect(partner.body.products.every((p: { brand: { name: string } }) => ['Hoka', 'Saucony', 'Brooks'].includes(p.brand.name))).toBe(true);
    expect((await get('/sellers/nobody')).status).toBe(404);
    expect((await get('/sellers/sportmarket?page=0')).status).toBe(400);
  });
});
