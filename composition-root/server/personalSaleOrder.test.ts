import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCatalogueRepository } from '../../adapters-storage/postgres/postgresCatalogueRepository';
import { postgresCatalogueSearch } from '../../adapters-storage/postgres/postgresCatalogueSearch';
import { postgresPersonalPrices } from '../../adapters-storage/postgres/postgresPersonalPrices';
import { postgresPriceLists } from '../../adapters-storage/postgres/postgresPriceLists';
import type { Database } from '../../adapters-storage/postgres/schema';
import { payablePrice } from '../../domain/catalogue/personalPrice';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { marketPersonalPrices, marketSearch } from '../../application/market/marketCatalogue';
import { CATALOGUE_PAGE_SIZE, listCategory } from '../../application/catalogue/listCategory';
import { NO_FILTERS, type ListingOrder } from '../../application/catalogue/listingQuery';

const [pglite] = await testDatabaseKinds();
const NOW = new Date('2026-11-23T09:00:00Z');

/** /catalog/pers_sale/ sorted by price: the order of the price the customer pays (the lower of retail and personal), not of retail. */
describe('personal sale sorted by price', () => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let productIds: string[];
  let retail: Map<string, Decimal>;
  let customers = 0;
  beforeAll(async () => {
    ({ db, drop } = await pglite!.create(60));
    const rows = await db.selectFrom('product_search').select(['product_id', 'price']).orderBy('product_id').execute();
    productIds = rows.map((r) => r.product_id);
    retail = new Map(rows.map((r) => [r.product_id, new Decimal(r.price)]));
  }, 120_000);
  afterAll(() => drop());

  const list = (search = postgresCatalogueSearch(db), personalPrices = postgresPersonalPrices(db)) =>
    listCategory({ catalogue: postgresCatalogueRepository(db), search, personalPrices, clock: { now: () => NOW } });

  /** A new customer with these personal prices (by index into the catalogue's products), valid for a day. */
  async function customerWith(prices: readonly { readonly at: number; readonly price: number }[]) {
    const id = `00000000-0000-4000-8000-${String(++customers).padStart(12, '0')}`;
    await db
      .insertInto('customer')
      .values({ id, phone: `+7901${String(customers).padStart(7, '0')}` })
      .execute();
    await db
      .insertInto('personal_price')
      .values(
        prices.map((p) => ({
          customer_id: id,
          product_id: productIds[p.at]!,
          price: p.price,
          valid_until: new Date(NOW.getTime() + 86_400_000),
        })),
      )
      .execute();
    return id;
  }

  /** Every page of the customer's personal sale in that order, with the listing's total and page count. */
  async function allPages(customerId: string, orderBy: ListingOrder, listing = list()) {
    const pages = [];
    for (let page = 1; ; page++) {
      const listed = await listing('pers_sale', page, { filters: NO_FILTERS, orderBy }, customerId);
      if (E.isLeft(listed)) throw new Error(listed.left._tag);
      pages.push(listed.right);
      if (page >= listed.right.pageCount) break;
    }
    const cards = pages.flatMap((p) => p.products.map((c) => ({ id: c.productId, paid: payablePrice(c.price.retail, p.personalPrices?.get(c.productId)) })));
    return { ids: cards.map((c) => c.id), paid: cards.map((c) => c.paid), total: pages[0]!.productCount, pageCount: pages[0]!.pageCount };
  }

  it('orders every page by the price paid, cheapest or dearest first, ties by product id, with the full total', async () => {
    // Mostly small personal prices (ties among them), some above retail (then retail is paid).
    const prices = fc.uniqueArray(
      fc.record({ at: fc.nat({ max: 59 }), price: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 100_000 })) }),
      { selector: (p) => p.at, minLength: 1, maxLength: 2 * CATALOGUE_PAGE_SIZE + 5 },
    );
    await fc.assert(
      fc.asyncProperty(prices, fc.constantFrom<ListingOrder>('price_asc', 'price_desc'), async (given, orderBy) => {
        const customerId = await customerWith(given);
        const sign = orderBy === 'price_asc' ? 1 : -1;
        const expected = given
          .map((p) => ({ id: productIds[p.at]!, paid: payablePrice(retail.get(productIds[p.at]!)!, new Decimal(p.price)) }))
          .sort((a, b) => sign * a.paid.comparedTo(b.paid) || (a.id < b.id ? -1 : 1))
          .map((p) => p.id);
        const got = await allPages(customerId, orderBy);
        expect(got.ids).toEqual(expected);
        expect([got.total, got.pageCount]).toEqual([given.length, Math.ceil(given.length / CATALOGUE_PAGE_SIZE)]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("orders by the price paid in the visitor's market too, where prices are converted", async () => {
    const belarus = (await postgresPriceLists(db).ofCountry('by'))!;
    const inBelarus = list(
      marketSearch(postgresCatalogueSearch(db), async () => belarus),
      marketPersonalPrices(postgresPersonalPrices(db), async () => belarus),
    );
    // Every other product at a tenth of its retail price, the rest above it.
    const customerId = await customerWith(
      productIds.slice(0, 30).map((id, at) => ({
        at,
        price: retail
          .get(id)!
          .times(at % 2 ? 0.1 : 2)
          .ceil()
          .toNumber(),
      })),
    );
    const { paid, total } = await allPages(customerId, 'price_desc', inBelarus);
    expect(total).toBe(30);
    expect(paid.map((p) => p.toNumber())).toEqual(paid.map((p) => p.toNumber()).sort((a, b) => b - a));
  });

  it('keeps the other orders: by popularity it lists the most popular first (sold-out goods last), whatever the personal prices', async () => {
    const chosen = productIds.slice(0, 30);
    const byPopularity = (
      await db
        .selectFrom('product_search')
        .select('product_id')
        .where('product_id', 'in', chosen)
        .orderBy('in_stock', 'desc')
        .orderBy('popularity', 'desc')
        .orderBy('product_id')
        .execute()
    ).map((r) => r.product_id);
    const customerId = await customerWith(chosen.map((_, at) => ({ at, price: 1000 - at })));
    expect((await allPages(customerId, 'popular')).ids).toEqual(byPopularity);
  });
});
