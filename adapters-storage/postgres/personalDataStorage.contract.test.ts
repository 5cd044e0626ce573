import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { savePersonalData } from '../../application/profile/savePersonalData';
import { postgresPersonalDataRepository } from './postgresPersonalDataRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const ANN = '00000000-0000-4000-8000-000000000011';
const clock = { now: () => new Date('2026-11-23T12:00:00Z') };
const input = { firstName: 'Анна', lastName: 'Иванова', birthDate: '', sex: '', address: '' };

describe.each(kinds)('personal data on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(1));
    await db.insertInto('customer').values({ id: ANN, phone: '+79161110309', email: 'anna@example.ru' }).execute();
  });
  afterAll(() => drop());

  it('reads a new customer with nothing filled in', async () => {
    expect(await postgresPersonalDataRepository(db).profileOf(ANN)).toEqual({
      firstName: null,
      lastName: null,
      birthDate: null,
      sex: null,
      address: null,
      email: 'anna@example.ru',
      unconfirmedEmail: null,
      phone: '+79161110309',
      profileCompleted: false,
    });
    expect(await postgresPersonalDataRepository(db).profileOf('00000000-0000-4000-8000-000000000099')).toBeUndefined();
  });

  it('keeps the birth date as the calendar day whatever the time zone, and the completed flag once set', async () => {
    const save = savePersonalData({ profiles: postgresPersonalDataRepository(db), clock });
    const full = await save(ANN, { ...input, birthDate: '01.01.1990', sex: 'FEMALE', address: 'Москва, Тверская ул., 1' });
    expect(full).toEqual(
      E.right(expect.objectContaining({ birthDate: '1990-01-01', sex: 'FEMALE', address: 'Москва, Тверская ул., 1', profileCompleted: true })),
    );
    const cleared = await save(ANN, input);
    expect(cleared).toEqual(E.right(expect.objectContaining({ birthDate: null, sex: null, address: null, profileCompleted: true })));
    expect(await postgresPersonalDataRepository(db).profileOf(ANN)).toMatchObject({ firstName: 'Анна', lastName: 'Иванова', profileCompleted: true });
  });

  it('refuses an address over 250 characters in the database too', async () => {
    await expect(
      db
        .updateTable('customer')
        .set({ address: 'д'.repeat(251) })
        .where('id', '=', ANN)
        .execute(),
    ).rejects.toThrow();
  });
});
