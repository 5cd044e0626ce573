import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../application/orders/placeOrder';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { orderDeps } from '../../test-fixtures/orderFixtures';
import { readyCheckout, storeCart } from '../../composition-root/demo/placeOrderOfWare';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('stock kept by parallel orders on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const stockAndOrdered = async (wareIds: readonly string[]) => {
    const stock = await db
      .selectFrom('stock')
      .select(['ware_id', 'quantity'])
      .where('ware_id', 'in', [...wareIds])
      .execute();
    const ordered = await db
      .selectFrom('order_line')
      .select(['ware_id', 'quantity'])
      .where('ware_id', 'in', [...wareIds])
      .execute();
    return wareIds.map((w) => [...stock, ...ordered].filter((r) => r.ware_id === w).reduce((n, r) => n + r.quantity, 0));
  };

  it('stock left plus units ordered stays what the shops held, whatever the buyers ask for in parallel', async () => {
    const wares = await db.selectFrom('ware').select(['ware_id as wareId', 'product_id as productId']).orderBy('ware_id').offset(20).limit(3).execute();
    const shops = await db.selectFrom('shop').select(['id', 'shop_number']).where('kind', '=', 'SHOP').orderBy('id').limit(2).execute();
    const wareIds = wares.map((w) => w.wareId);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(3), { minLength: 6, maxLength: 6 }),
        fc.array(fc.array(fc.nat(3), { minLength: 3, maxLength: 3 }), { minLength: 2, maxLength: 8 }),
        async (held, wants) => {
          run++;
          await db.deleteFrom('stock').where('ware_id', 'in', wareIds).execute();
          await db
            .insertInto('stock')
            .values(wares.flatMap((w, i) => shops.map((shop, j) => ({ ware_id: w.wareId, shop_id: shop.id, quantity: held[i * 2 + j]! }))))
            .execute();
          const before = await stockAndOrdered(wareIds);
          const place = placeOrder(orderDeps(db));
          const answers = await Promise.all(
            wants.map(async (want, b) => {
              const ownerKey = `session:model-${run}-${b}`;
              const lines = wares.flatMap((w, i) => (want[i]! > 0 ? [{ ...w, quantity: want[i]! }] : []));
              const version = await storeCart(
                db,
                ownerKey,
                lines,
                readyCheckout(shops[0]!.shop_number, `+7917${String(run).padStart(3, '0')}${String(b).padStart(4, '0')}`),
              );
              return place({ ownerKey, customerId: null, idempotencyKey: 'k', version, privacyConsent: true });
            }),
          );
          expect(await stockAndOrdered(wareIds)).toEqual(before);
          const refusals = answers.flatMap((a) => (E.isLeft(a) ? [a.left._tag] : []));
          expect(refusals.every((r) => r === 'NOT_ENOUGH_STOCK' || r === 'CART_IS_EMPTY')).toBe(true);
        },
      ),
      { numRuns: 10 },
    );
  }, 120_000);
});
