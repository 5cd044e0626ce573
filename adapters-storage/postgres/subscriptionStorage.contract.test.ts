import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresNewsletterRepository } from './postgresNewsletterRepository';
import { postgresProfileEraser } from './postgresProfileEraser';
import { postgresSubscriptions } from './postgresSubscriptions';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const ANN = '00000000-0000-4000-8000-0000000005a1';
const BOB = '00000000-0000-4000-8000-0000000005b2';

describe.each(kinds)('profile subscriptions on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(5));
    await db
      .insertInto('customer')
      .values([
        { id: ANN, phone: '+79000000501', email: 'Ann@Example.ru' },
        { id: BOB, phone: '+79000000502' },
      ])
      .execute();
  });
  afterAll(() => drop());

  it('keeps SMS and push per customer, the last choice winning', async () => {
    const repo = postgresSubscriptions(db);
    expect(await repo.subscriptionsOf(ANN)).toEqual({ email: 'Ann@Example.ru', emailSubscribed: false, channels: {} });
    await repo.setChannelSubscription(ANN, 'SMS', true);
    await repo.setChannelSubscription(ANN, 'APP_PUSH', true);
    await repo.setChannelSubscription(ANN, 'APP_PUSH', false);
    expect((await repo.subscriptionsOf(ANN))?.channels).toEqual({ SMS: true, APP_PUSH: false });
    expect(await repo.subscriptionsOf(BOB)).toEqual({ email: null, emailSubscribed: false, channels: {} });
    expect(await repo.subscriptionsOf('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it("shares the e-mail sign-up with the footer's newsletter, by the address in lower case", async () => {
    const repo = postgresSubscriptions(db);
    expect(await postgresNewsletterRepository(db).subscribe({ destination: 'ann@example.ru', source: 'footer', ownerKey: 'anonymous:x' })).toBe('created');
    expect((await repo.subscriptionsOf(ANN))?.emailSubscribed).toBe(true);
    await repo.setEmailSubscription(ANN, 'Ann@Example.ru', false);
    expect((await repo.subscriptionsOf(ANN))?.emailSubscribed).toBe(false);
    await repo.setEmailSubscription(ANN, 'Ann@Example.ru', true);
    await repo.setEmailSubscription(ANN, 'Ann@Example.ru', true);
    expect(await db.selectFrom('newsletter_subscription').select(['destination', 'source', 'owner_key']).execute()).toEqual([
      { destination: 'ann@example.ru', source: 'profile', owner_key: `customer:${ANN}` },
    ]);
  });

  it("forgets the choices and the profile's sign-up when the profile is deleted", async () => {
    expect(await postgresProfileEraser(db).erase(ANN)).toBe(true);
    expect(await db.selectFrom('customer_subscription').selectAll().where('customer_id', '=', ANN).execute()).toEqual([]);
    expect(await db.selectFrom('newsletter_subscription').selectAll().execute()).toEqual([]);
  });
});
