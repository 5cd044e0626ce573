import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCart } from '../../application/cart/CartRepository';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { DEMO_GIFT_CARDS, seedCheckoutDemo } from './demo/seedCheckoutDemo';
import { postgresCartRepository } from './postgresCartRepository';
import { postgresGiftCards, postgresPromoCodes, spendPromoCodes } from './postgresCheckoutRepositories';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(kinds)('cart page storage on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(10));
    expect(await seedCheckoutDemo(db)).toBe(true);
  }, 60_000);
  afterAll(() => drop());

  it('seeds the demo codes, cards and customers once, PINs only hashed', async () => {
    expect(await seedCheckoutDemo(db)).toBe(false);
    const cards = await db.selectFrom('gift_card').select(['number', 'pin_hash']).execute();
    expect(cards).toHaveLength(DEMO_GIFT_CARDS.length);
    for (const c of cards) expect(c.pin_hash).toMatch(/^scrypt\$[0-9a-f]+\$[0-9a-f]{64}$/);
  });

  it('never lets a promo code be used more than max_uses, even by orders placed in parallel', async () => {
    await db.insertInto('promo_code').values({ code: 'TRIPLE', kind: 'AMOUNT', value: 100, max_uses: 3 }).execute();
    const spent = await Promise.all(
      Array.from({ length: 10 }, () =>
        db
          .transaction()
          .execute(async (tx) => {
            if (!(await spendPromoCodes(tx, ['TRIPLE']))) throw new Error('exhausted');
          })
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    expect(spent.filter(Boolean)).toHaveLength(3);
    const [promo] = await postgresPromoCodes(db).find(['TRIPLE']);
    expect(promo).toMatchObject({ uses: 3, maxUses: 3 });
  });

  it('counts parallel wrong PIN guesses so no more than the limit are checked', async () => {
    const cards = postgresGiftCards(db);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => cards.check('session:guesser', DEMO_GIFT_CARDS[0].number, String(2000 + i), NOW)));
    const tags = answers.map((a) => (E.isLeft(a) ? a.left._tag : 'OK'));
    expect(tags.filter((t) => t === 'INVALID_GIFTCARD').length).toBeLessThanOrEqual(5);
    expect(tags.filter((t) => t !== 'INVALID_GIFTCARD').every((t) => t === 'GIFT_CARD_ATTEMPTS_EXCEEDED')).toBe(true);
    const one = async (i: number) => {
      const a = await cards.check('session:patient', `29990000000000${i}`, '1111', NOW);
      return E.isLeft(a) && a.left._tag;
    };
    const inTurn = [];
    for (let i = 10; i < 17; i++) inTurn.push(await one(i));
    expect(inTurn).toEqual([...Array<string>(5).fill('INVALID_GIFTCARD'), 'GIFT_CARD_ATTEMPTS_EXCEEDED', 'GIFT_CARD_ATTEMPTS_EXCEEDED']);
    expect(await one(10)).toBe('GIFT_CARD_ATTEMPTS_EXCEEDED');
    expect(E.isLeft(await cards.check('session:patient', DEMO_GIFT_CARDS[1].number, DEMO_GIFT_CARDS[1].pin, new Date(NOW.getTime() + 61 * 60_000)))).toBe(
      false,
    );
    const other = await cards.check('session:owner', DEMO_GIFT_CARDS[0].number, DEMO_GIFT_CARDS[0].pin, NOW);
    expect(E.isRight(other) && other.right.balance.toNumber()).toBe(3000);
  });

  it('keeps a line blocked across saves', async () => {
    const carts = postgresCartRepository(db);
    const [ware] = await db.selectFrom('ware').select(['ware_id', 'product_id']).limit(1).execute();
    const line = { productId: ware!.product_id, wareId: ware!.ware_id, quantity: 1, selected: true, deleted: false, blocked: true };
    await carts.save({ ...newCart(crypto.randomUUID(), 'session:blocked'), lines: [line] });
    expect((await carts.findByOwner('session:blocked'))?.lines).toEqual([line]);
  });
});
