import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { CartRepository, StoredCart } from '../../application/cart/CartRepository';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import { decodeStored } from '../storedValue';
import type { Database } from './schema';
import { StoredCheckout } from './storedCheckout';

/** Carts in PostgreSQL; a save is one transaction guarded by the cart's version. */
export function postgresCartRepository(db: Kysely<Database>): CartRepository {
  return {
    findByOwner: async (ownerKey) => {
      // One statement, one snapshot: read apart, an order placed in between (by another request or process)
      // could show the old version with the lines it already took away, an empty cart.
      const cart = await db
        .selectFrom('cart')
        .select((eb) => [
          'id',
          'owner_key',
          'version',
          'checkout',
          jsonArrayFrom(
            eb
              .selectFrom('cart_item')
              .select(['product_id', 'ware_id', 'quantity', 'selected', 'deleted', 'blocked'])
              .whereRef('cart_id', '=', 'cart.id')
              .orderBy('position'),
          ).as('lines'),
        ])
        .where('owner_key', '=', ownerKey)
        .executeTakeFirst();
      if (!cart) return undefined;
      const { lines } = cart;
      return {
        id: cart.id,
        ownerKey: cart.owner_key,
        version: cart.version,
        // Fields added to the state later read as their defaults in carts stored before.
        checkout: { ...EMPTY_CHECKOUT, ...decodeStored(StoredCheckout, cart.checkout, `cart.checkout of cart ${cart.id}`) },
        lines: lines.map((l) => ({
          productId: l.product_id,
          wareId: l.ware_id,
          quantity: l.quantity,
          selected: l.selected,
          deleted: l.deleted,
          ...(l.blocked ? { blocked: true } : {}),
        })),
      };
    },

    save: (cart) =>
      db.transaction().execute(async (tx) => {
        const claimed =
          cart.version === 0
            ? await tx
                .insertInto('cart')
                .values({ id: cart.id, owner_key: cart.ownerKey, version: 1, checkout: JSON.stringify(cart.checkout) })
                .onConflict((oc) => oc.column('owner_key').doNothing())
                .returning('id')
                .executeTakeFirst()
            : await tx
                .updateTable('cart')
                .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date(), checkout: JSON.stringify(cart.checkout) }))
                .where('id', '=', cart.id)
                .where('version', '=', cart.version)
                .returning('id')
                .executeTakeFirst();
        if (!claimed) return E.left({ _tag: 'WRONG_CART_STATE' as const });
        await tx.deleteFrom('cart_item').where('cart_id', '=', cart.id).execute();
        if (cart.lines.length > 0) {
          await tx
            .insertInto('cart_item')
            .values(
              cart.lines.map((l, position) => ({
                cart_id: cart.id,
                ware_id: l.wareId,
                product_id: l.productId,
                quantity: l.quantity,
                selected: l.selected,
                deleted: l.deleted,
                blocked: l.blocked ?? false,
                position,
              })),
            )
            .execute();
        }
        return E.right<never, StoredCart>({ ...cart, version: cart.version + 1 });
      }),
  };
}
