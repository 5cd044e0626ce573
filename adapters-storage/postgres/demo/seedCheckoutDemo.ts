import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashGiftCardPin } from '../giftCardPin';
import type { Database } from '../schema';
import { takeSeedMark } from './seedMark';

const SEED_MARK = 'demo_checkout';

/** Demo promo codes (README "Demo data"). */
const DEMO_PROMO_CODES = [
  { code: 'SPORT10', kind: 'PERCENT', value: 10, min_products_cost: 0, max_uses: null, active_to: null },
  { code: 'MINUS500', kind: 'AMOUNT', value: 500, min_products_cost: 3000, max_uses: null, active_to: null },
  { code: 'ONCE1000', kind: 'AMOUNT', value: 1000, min_products_cost: 0, max_uses: 1, active_to: null },
  { code: 'SUMMER2020', kind: 'PERCENT', value: 20, min_products_cost: 0, max_uses: null, active_to: new Date('2020-09-01T00:00:00Z') },
] as const;

/** Demo gift cards with their PINs (README "Demo data"); only the PINs' hashes are stored. */
export const DEMO_GIFT_CARDS = [
  { number: '2000000000000001', pin: '1234', balance: 3000 },
  { number: '2000000000000002', pin: '5678', balance: 500 },
  { number: '2000000000000003', pin: '0000', balance: 0 },
  { number: '2000000000000004', pin: '2468', balance: 100000 },
] as const;

/** Demo customers who sign in by phone through the SMS outbox (README "Demo data"), with complete profiles: no registration step. */
export const DEMO_CUSTOMERS = [
  {
    phone: '+79990000001',
    bonuses: 5000,
    level: 'GOLD',
    first_name: 'Анна',
    last_name: 'Соколова',
    email: 'anna.sokolova@example.com',
    birth_date: '1990-04-12',
    sex: 'FEMALE',
  },
  {
    phone: '+79990000002',
    bonuses: 1000,
    level: 'EMPLOYEE',
    first_name: 'Игорь',
    last_name: 'Петров',
    email: 'igor.petrov@example.com',
    birth_date: '1985-09-03',
    sex: 'MALE',
  },
] as const;

// What makes a demo customer's profile complete; databases seeded before issue 14 get it at the next start.
const demoProfile = (c: (typeof DEMO_CUSTOMERS)[number]) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  birth_date: c.birth_date,
  sex: c.sex,
  profile_completed: true,
});

/** Loads the demo promo codes, gift cards and bonus customers once; false when already there. */
export async function seedCheckoutDemo(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    for (const c of DEMO_CUSTOMERS) {
      await tx
        .updateTable('customer')
        .set(demoProfile(c))
        .where('phone', '=', c.phone)
        .where('profile_completed', '=', false)
        .where('first_name', 'is', null)
        .execute();
    }
    if (!(await takeSeedMark(tx, SEED_MARK))) return false;
    await tx
      .insertInto('promo_code')
      .values(DEMO_PROMO_CODES.map((p) => ({ ...p })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await tx
      .insertInto('gift_card')
      .values(DEMO_GIFT_CARDS.map((g) => ({ number: g.number, pin_hash: hashGiftCardPin(g.pin), balance: g.balance, expires_at: null })))
      .onConflict((oc) => oc.column('number').doNothing())
      .execute();
    await tx
      .insertInto('customer')
      .values(
        DEMO_CUSTOMERS.map((c) => ({ id: randomUUID(), phone: c.phone, bonuses: c.bonuses, level: c.level, ...demoProfile(c), mobile_app_installed: 'NEVER' })),
      )
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
    return true;
  });
}
