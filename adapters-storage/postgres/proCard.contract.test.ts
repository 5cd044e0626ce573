import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresProFiles } from './postgresCustomerFiles';
import { postgresProRepository } from './postgresProRepository';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2030-01-01T12:00:00Z');

describe.each(kinds)('the pro profile page’s card and the customer’s pro role on $name (/profile/pro/)', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const customer = async (phone: string) => (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;

  it('gives a trainer their code, a sportsman their trainer, and the role to the customer record', async () => {
    const [coach, athlete, stranger] = [await customer('+79161111703'), await customer('+79161111704'), await customer('+79161111705')];
    const documentFileId = crypto.randomUUID();
    await postgresProFiles(db).add(
      {
        id: documentFileId,
        customerId: coach,
        name: 'диплом.pdf',
        contentType: 'application/pdf',
        bytes: new TextEncoder().encode('%PDF-1.7'),
        createdAt: NOW,
      },
      { since: new Date(NOW.getTime() - 3_600_000), atMost: 20 },
    );
    const pro = postgresProRepository(db);
    expect(
      await pro.addTrainer({
        id: crypto.randomUUID(),
        customerId: coach,
        phone: '+79161111703',
        documentFileId,
        invitationCode: 'CARDCODE',
        createdAt: NOW,
        firstName: 'Иван',
        lastName: 'Петров',
        birthDate: '1985-02-01',
        sportKinds: ['FOOTBALL'],
        organization: 'СШОР № 1',
      }),
    ).toBe('STORED');
    expect(
      await pro.addSportsman({
        id: crypto.randomUUID(),
        customerId: athlete,
        phone: '+79161111704',
        invitationCode: 'CARDCODE',
        createdAt: NOW,
        firstName: 'Анна',
        lastName: 'Иванова',
        birthDate: '2000-05-05',
        sportKind: 'FOOTBALL',
      }),
    ).toBe('STORED');

    expect(await pro.card(coach)).toEqual({ role: 'TRAINER', status: 'UNDER_REVIEW', invitationCode: 'CARDCODE', trainer: null });
    expect(await pro.card(athlete)).toEqual({
      role: 'SPORTSMAN',
      status: 'UNDER_REVIEW',
      invitationCode: null,
      trainer: { trainerFirstName: 'Иван', trainerLastName: 'Петров', organization: 'СШОР № 1', sportKinds: ['FOOTBALL'] },
    });
    expect(await pro.card(stranger)).toBeUndefined();
    const customers = postgresCustomerRepository(db);
    expect((await customers.byId(coach))?.proRole).toBe('TRAINER');
    expect((await customers.byId(athlete))?.proRole).toBe('SPORTSMAN');
    expect((await customers.byId(stranger))?.proRole).toBeNull();
  });
});
