import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import { newCart } from '../../application/cart/CartRepository';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { generateCatalogue } from '../demo/catalogue/generateCatalogue';
import { seedDemoCatalogue } from './demo/seedDemoCatalogue';
import { postgresCartRepository } from './postgresCartRepository';
import { postgresCatalogueRepository } from './postgresCatalogueRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('storage contract on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  describe('demo catalogue seed', () => {
    it('loads once: a second seed leaves the catalogue as it is', async () => {
      expect(await seedDemoCatalogue(db, generateCatalogue({ productCount: 80 }))).toBe(false);
      const { n } = await db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(60);
    });
  });

  describe('catalogue repository', () => {
    it('reads a product with its sizes, prices and stock summed over the shops', async () => {
      const catalogue = postgresCatalogueRepository(db);
      const source = [...generateCatalogue({ productCount: 60 }).products()][0]!;
      const product = await catalogue.productById(source.productId);
      expect(product?.name).toBe(source.name);
      expect(product?.price.retail.toFixed(2)).toBe(Number(source.retailPrice).toFixed(2));
      expect(product?.sizes.map((s) => [s.wareId, s.stockQuantity])).toEqual(source.sizes.map((s) => [s.wareId, s.stock.reduce((n, x) => n + x.quantity, 0)]));
      expect(await catalogue.productById('no-such-product')).toBeUndefined();
    });

    it('finds wares by id and leaves unknown ids out', async () => {
      const catalogue = postgresCatalogueRepository(db);
      const source = [...generateCatalogue({ productCount: 60 }).products()][1]!;
      const wares = await catalogue.wares([source.sizes[0]!.wareId, 'nope']);
      expect(wares.map((w) => [w.wareId, w.productId])).toEqual([[source.sizes[0]!.wareId, source.productId]]);
      expect(await catalogue.wares([])).toEqual([]);
    });
  });

  describe('cart repository', () => {
    const line = async (i: number) => {
      const source = [...generateCatalogue({ productCount: 60 }).products()][i]!;
      return { productId: source.productId, wareId: source.sizes[0]!.wareId, quantity: 1, selected: true, deleted: false };
    };

    it('stores a new cart at version 1 and reads back its lines in order', async () => {
      const carts = postgresCartRepository(db);
      const lines = [await line(2), await line(3)];
      const saved = await carts.save({ ...newCart(crypto.randomUUID(), 'owner-a'), lines });
      expect(E.isRight(saved) && saved.right.version).toBe(1);
      expect((await carts.findByOwner('owner-a'))?.lines).toEqual(lines);
      expect(await carts.findByOwner('owner-nobody')).toBeUndefined();
    });

    it('keeps the checkout state with the cart and reads it back as saved', async () => {
      const carts = postgresCartRepository(db);
      const checkout = {
        ...EMPTY_CHECKOUT,
        promoCodes: ['SPORT10'],
        shipment: { type: 'PICKUP' as const, pointId: '3011', inStock: false },
        owner: { firstName: 'Анна', lastName: 'Петрова', phone: '+79161234567' },
        verifiedPhones: ['+79161234567'],
        payment: { paymentMethod: 'CARD_ONLINE' as const, paymentTool: 'CARD_ONLINE' as const },
      };
      const saved = await carts.save({ ...newCart(crypto.randomUUID(), 'owner-checkout'), lines: [await line(1)], checkout });
      expect(E.isRight(saved)).toBe(true);
      expect((await carts.findByOwner('owner-checkout'))?.checkout).toEqual(checkout);
    });

    it('refuses a save based on a stale version with WRONG_CART_STATE', async () => {
      const carts = postgresCartRepository(db);
      const first = await carts.save({ ...newCart(crypto.randomUUID(), 'owner-b'), lines: [await line(4)] });
      if (E.isLeft(first)) throw new Error('first save failed');
      expect(E.isRight(await carts.save({ ...first.right, lines: [] }))).toBe(true);
      expect(await carts.save({ ...first.right, lines: [await line(5)] })).toEqual(E.left({ _tag: 'WRONG_CART_STATE' }));
      expect((await carts.findByOwner('owner-b'))?.lines).toEqual([]);
    });

    it('lets exactly one of many concurrent saves of one version win', async () => {
      const carts = postgresCartRepository(db);
      const base = await carts.save({ ...newCart(crypto.randomUUID(), 'owner-c'), lines: [] });
      if (E.isLeft(base)) throw new Error('first save failed');
      const lines = await Promise.all([6, 7, 8, 9, 10, 11, 12, 13].map(line));
      const results = await Promise.all(lines.map((l) => carts.save({ ...base.right, lines: [l] })));
      const winners = results.filter(E.isRight);
      expect(winners).toHaveLength(1);
      expect((await carts.findByOwner('owner-c'))?.lines).toEqual(winners[0]!.right.lines);
    });

    it('lets only one of two first saves for the same owner create the cart', async () => {
      const carts = postgresCartRepository(db);
      const results = await Promise.all([0, 1].map(async (i) => carts.save({ ...newCart(crypto.randomUUID(), 'owner-d'), lines: [await line(20 + i)] })));
      expect(results.filter(E.isRight)).toHaveLength(1);
    });

    it('never stores a negative quantity', async () => {
      const carts = postgresCartRepository(db);
      await expect(carts.save({ ...newCart(crypto.randomUUID(), 'owner-e'), lines: [{ ...(await line(30)), quantity: -1 }] })).rejects.toThrow();
      expect(await carts.findByOwner('owner-e')).toBeUndefined();
    });
  });
});
