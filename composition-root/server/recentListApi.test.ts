import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { postgresPriceLists } from '../../adapters-storage/postgres/postgresPriceLists';
import { priceInMarket } from '../../domain/market/market';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

describe('recently viewed products over HTTP (spec §7 GET /profiles/recent-list)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('recent-list', 10, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  it('answers NOT_AUTHORIZED to an anonymous visitor and shows the page with a sign-in prompt', async () => {
    const answer = await apiBrowser(app).call('GET', '/profiles/recent-list');
    expect([answer.status, answer.body.reason]).toEqual([401, 'NOT_AUTHORIZED']);
    expect(await (await app.request('/profile/recentlist/')).text()).toContain('Войдите, чтобы видеть товары, которые вы смотрели');
  });

  it("lists the products a customer viewed, newest first, in the market's currency; another customer sees none", async () => {
    const me = await signedInBrowser(app, '+7916');
    const { cities } = (await me.call('GET', '/location/top-cities')).body;
    const minsk = cities.find((c: { name: string }) => c.name === 'Минск');
    expect((await me.call('PUT', '/profiles/current/location', { geoPoint: minsk.geoPoint, locationLevel: 'OTHER', locationName: 'Минск' })).status).toBe(200);
    expect((await me.call('GET', '/profiles/recent-list')).body).toEqual({ products: [] });

    const [first, second] = await db.selectFrom('product').select(['product_id', 'retail_price']).orderBy('product_id').limit(2).execute();
    for (const viewed of [first!, second!]) {
      expect((await me.call('POST', '/tracking/recently-viewed-products', { productId: viewed.product_id })).status).toBe(204);
    }
    const belarus = (await postgresPriceLists(db).ofCountry('by'))!;
    const { products } = (await me.call('GET', '/profiles/recent-list')).body;
    expect(products.map((p: { productId: string; price: { currency: string; retail: number } }) => [p.productId, p.price.currency, p.price.retail])).toEqual(
      [second!, first!].map((p) => [p.product_id, 'BYN', priceInMarket(new Decimal(p.retail_price), belarus).toNumber()]),
    );
    const html = await (await app.request('/profile/recentlist/', { headers: { cookie: me.cookie() } })).text();
    expect(html).toContain(`/product/${second!.product_id}/`);

    expect((await (await signedInBrowser(app, '+7916')).call('GET', '/profiles/recent-list')).body).toEqual({ products: [] });
  });

  it('keeps the views made before signing in', async () => {
    const visitor = apiBrowser(app);
    const [viewed] = await db.selectFrom('product').select('product_id').orderBy('product_id', 'desc').limit(1).execute();
    expect((await visitor.call('POST', '/tracking/recently-viewed-products', { productId: viewed!.product_id })).status).toBe(204);
    const me = await signedInBrowser(app, '+7916', visitor);
    expect((await me.call('GET', '/profiles/recent-list')).body.products.map((p: { productId: string }) => p.productId)).toEqual([viewed!.product_id]);
  });

  it("sends /profile/pers_sale/ to the catalogue's personal sales with a 302", async () => {
    const answer = await app.request('/profile/pers_sale/', { headers: { cookie: (await signedInBrowser(app, '+7916')).cookie() } });
    expect([answer.status, answer.headers.get('location')]).toEqual([302, '/catalog/pers_sale/']);
  });
});
