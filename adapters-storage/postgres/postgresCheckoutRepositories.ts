import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { Kysely, Selectable } from 'kysely';
import type { CartSnapshotRepository, GiftCardRepository, PromoCodeRepository } from '../../application/cart/CheckoutRepositories';
import type { LineQuantity } from '../../domain/cart/cartLine';
import { GIFT_CARD_ATTEMPT_WINDOW_MS, giftCardGuessAllowed } from '../../domain/checkout/giftCardAllocation';
import { decodeStored, shapeOf } from '../storedValue';
import { giftCardPinMatches, UNKNOWN_CARD_HASH } from './giftCardPin';
import type { Database } from './schema';

/** A promo code as its row keeps it. */
export const promoCodeOf = (r: Selectable<Database['promo_code']>) => ({
  code: r.code,
  kind: r.kind,
  value: new Decimal(r.value),
  minProductsCost: new Decimal(r.min_products_cost),
  maxUses: r.max_uses,
  uses: r.uses,
  activeTo: r.active_to && new Date(r.active_to),
});

/** Promo codes in PostgreSQL. */
export function postgresPromoCodes(db: Kysely<Database>): PromoCodeRepository {
  return {
    find: async (codes) => {
      if (codes.length === 0) return [];
      const rows = await db
        .selectFrom('promo_code')
        .selectAll()
        .where('code', 'in', [...codes])
        .execute();
      return rows.map(promoCodeOf);
    },
  };
}

/**
 * Spends one use of each code inside the order's transaction; false when a code has no use left, and
 * then the caller rolls back. The guarded UPDATE (and the table's check) keep uses ≤ max_uses even
 * when orders are placed in parallel.
 */
export async function spendPromoCodes(tx: Kysely<Database>, codes: readonly string[]): Promise<boolean> {
  for (const code of codes) {
    const spent = await tx
      .updateTable('promo_code')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('code', '=', code)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .returning('code')
      .executeTakeFirst();
    if (!spent) return false;
  }
  return true;
}

/**
 * Gift cards in PostgreSQL. Each guess is written (committed) before it is judged and then counts
 * all guesses so far, so parallel guesses cannot slip past the limit together.
 */
export function postgresGiftCards(db: Kysely<Database>): GiftCardRepository {
  const guesses = async (column: 'owner_key' | 'card_number', value: string, since: Date) =>
    Number(
      (
        await db
          .selectFrom('gift_card_attempt')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(column, '=', value)
          .where('attempted_at', '>', since)
          .where('succeeded', '=', false)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    check: async (ownerKey, number, pin, now) => {
      const attempt = await db
        .insertInto('gift_card_attempt')
        .values({ owner_key: ownerKey, card_number: number, attempted_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const since = new Date(now.getTime() - GIFT_CARD_ATTEMPT_WINDOW_MS);
      const [byOwner, byNumber] = await Promise.all([guesses('owner_key', ownerKey, since), guesses('card_number', number, since)]);
      if (!giftCardGuessAllowed(byOwner, byNumber)) return E.left({ _tag: 'GIFT_CARD_ATTEMPTS_EXCEEDED' });
      const card = await db.selectFrom('gift_card').selectAll().where('number', '=', number).executeTakeFirst();
      const valid = giftCardPinMatches(pin, card?.pin_hash ?? UNKNOWN_CARD_HASH) && card !== undefined && (card.expires_at === null || card.expires_at > now);
      if (!valid) return E.left({ _tag: 'INVALID_GIFTCARD' });
      await db.updateTable('gift_card_attempt').set({ succeeded: true }).where('id', '=', attempt.id).execute();
      return E.right({ number: card.number, balance: new Decimal(card.balance) });
    },
    wrongGuesses: (ownerKey, now) => guesses('owner_key', ownerKey, new Date(now.getTime() - GIFT_CARD_ATTEMPT_WINDOW_MS)),
  };
}

/** cart_snapshot.lines: the shared cart's sizes and quantities. */
const StoredSnapshotLines = shapeOf<readonly LineQuantity[]>()(t.array(t.type({ productId: t.string, wareId: t.string, quantity: t.number }, 'SnapshotLine')));

/** Shared carts in PostgreSQL. */
export function postgresCartSnapshots(db: Kysely<Database>): CartSnapshotRepository {
  return {
    save: async (id, lines) => {
      await db
        .insertInto('cart_snapshot')
        .values({ id, lines: JSON.stringify(lines) })
        .execute();
    },
    find: async (id) => {
      const row = await db.selectFrom('cart_snapshot').select('lines').where('id', '=', id).executeTakeFirst();
      return row ? decodeStored(StoredSnapshotLines, row.lines, `cart_snapshot.lines of snapshot ${id}`) : undefined;
    },
  };
}
