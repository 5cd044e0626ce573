import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresProFiles } from './postgresCustomerFiles';
import { postgresProfileEraser } from './postgresProfileEraser';
import { postgresProRepository } from './postgresProRepository';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2030-01-01T12:00:00Z');
const HOUR = { since: new Date(NOW.getTime() - 3_600_000), atMost: 20 };
const data = { firstName: 'Иван', lastName: 'Петров', birthDate: '1985-02-01', sportKinds: ['FOOTBALL', 'HOCKEY'], organization: 'СШОР № 1' };

describe.each(kinds)('pro programme on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const customer = async (phone: string) => (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;
  const document = async (customerId: string) => {
    const id = crypto.randomUUID();
    await postgresProFiles(db).add(
      { id, customerId, name: 'диплом.pdf', contentType: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7'), createdAt: NOW },
      HOUR,
    );
    return id;
  };
  const trainer = (customerId: string, documentFileId: string, invitationCode: string) => ({
    ...data,
    id: crypto.randomUUID(),
    customerId,
    phone: '+79161110799',
    documentFileId,
    invitationCode,
    createdAt: NOW,
  });

  it('stores one trainer profile of ten parallel posts, each taking its document', async () => {
    const me = await customer('+79161110701');
    const docs = await Promise.all(Array.from({ length: 10 }, () => document(me)));
    const pro = postgresProRepository(db);
    const answers = await Promise.all(docs.map((doc, i) => pro.addTrainer(trainer(me, doc, `AAAAAA${'ABCDEFGHJK'[i]}A`))));
    expect(answers.filter((a) => a === 'STORED')).toHaveLength(1);
    expect(answers.filter((a) => a === 'PRO_PROFILE_EXISTS')).toHaveLength(9);
    const stored = await pro.trainer(me);
    expect(stored).toMatchObject({ ...data, phone: '+79161110799', status: 'UNDER_REVIEW', sportsmen: 0 });
    expect(await pro.accountPhone(me)).toBe('+79161110701');
    const attached = await db.selectFrom('pro_file').select('id').where('customer_id', '=', me).where('profile_id', 'is not', null).execute();
    expect(attached).toHaveLength(1);
    expect(await pro.membership(me)).toEqual({ role: 'TRAINER', status: 'UNDER_REVIEW' });
  });

  it('refuses another’s or a taken document and a code another trainer holds, storing nothing', async () => {
    const [me, other] = [await customer('+79161110702'), await customer('+79161110703')];
    const pro = postgresProRepository(db);
    expect(await pro.addTrainer(trainer(me, await document(other), 'BBBBBBBB'))).toBe('FILE_NOT_FOUND');
    expect(await pro.addTrainer(trainer(me, 'not-a-uuid', 'BBBBBBBB'))).toBe('FILE_NOT_FOUND');
    const mine = await document(me);
    expect(await pro.addTrainer(trainer(me, mine, 'BBBBBBBB'))).toBe('STORED');
    expect(await pro.addTrainer(trainer(other, await document(other), 'BBBBBBBB'))).toBe('CODE_TAKEN');
    expect(await pro.membership(other)).toBeUndefined();
    expect(await pro.trainer(other)).toBeUndefined();
  });

  it('lets sportsmen join by the code, once each, never after the trainer is refused; approval gives the TRAINER level', async () => {
    const coach = await customer('+79161110704');
    const pro = postgresProRepository(db);
    expect(await pro.addTrainer(trainer(coach, await document(coach), 'CCCCCCCC'))).toBe('STORED');
    expect(await pro.invitation('CCCCCCCC')).toEqual({
      trainerFirstName: 'Иван',
      trainerLastName: 'Петров',
      organization: 'СШОР № 1',
      sportKinds: ['FOOTBALL', 'HOCKEY'],
    });
    expect(await pro.invitation('CCCCCCCD')).toBeUndefined();
    const sportsman = (customerId: string, invitationCode = 'CCCCCCCC') => ({
      firstName: 'Анна',
      lastName: 'Иванова',
      birthDate: '2000-05-05',
      sportKind: 'FOOTBALL',
      id: crypto.randomUUID(),
      customerId,
      phone: '+79161110798',
      invitationCode,
      createdAt: NOW,
    });
    const athletes = await Promise.all(['+79161110705', '+79161110706', '+79161110707'].map(customer));
    const joined = await Promise.all([...athletes, athletes[0]!].map((a) => pro.addSportsman(sportsman(a))));
    expect(joined.sort()).toEqual(['PRO_PROFILE_EXISTS', 'STORED', 'STORED', 'STORED']);
    expect(await pro.addSportsman(sportsman(coach))).toBe('PRO_PROFILE_EXISTS');
    expect(await pro.addSportsman(sportsman(await customer('+79161110708'), 'DDDDDDDD'))).toBe('INVITATION_NOT_FOUND');
    expect((await pro.trainer(coach))?.sportsmen).toBe(3);
    expect(await pro.membership(athletes[1]!)).toEqual({ role: 'SPORTSMAN', status: 'UNDER_REVIEW' });
    // A sportsman is no trainer: no trainer profile to read or edit.
    expect(await pro.trainer(athletes[1]!)).toBeUndefined();
    expect(await pro.updateTrainer(athletes[1]!, data, NOW)).toBe(false);

    const level = async () => (await db.selectFrom('customer').select('level').where('id', '=', coach).executeTakeFirstOrThrow()).level;
    await db.updateTable('pro_profile').set({ status: 'APPROVED' }).where('customer_id', '=', coach).execute();
    expect(await level()).toBe('TRAINER');
    await db.updateTable('pro_profile').set({ status: 'REJECTED' }).where('customer_id', '=', coach).execute();
    expect(await level()).toBeNull();
    expect(await pro.invitation('CCCCCCCC')).toBeUndefined();
    expect(await pro.addSportsman(sportsman(await customer('+79161110709')))).toBe('INVITATION_NOT_FOUND');
  });

  it('stores an individual sportsman with a document, one profile per customer', async () => {
    const me = await customer('+79161110711');
    const pro = postgresProRepository(db);
    const individual = async () => ({
      firstName: 'Мария',
      lastName: 'Козлова',
      birthDate: '1999-10-10',
      sportKind: 'SWIMMING',
      rank: 'CMS',
      id: crypto.randomUUID(),
      customerId: me,
      phone: '+79161110711',
      documentFileId: await document(me),
      createdAt: NOW,
    });
    const answers = await Promise.all([await individual(), await individual(), await individual()].map((i) => pro.addIndividual(i)));
    expect(answers.sort()).toEqual(['PRO_PROFILE_EXISTS', 'PRO_PROFILE_EXISTS', 'STORED']);
    expect(await pro.membership(me)).toEqual({ role: 'INDIVIDUAL_SPORTSMAN', status: 'UNDER_REVIEW' });
    expect(await pro.addTrainer(trainer(me, await document(me), 'FFFFFFFF'))).toBe('PRO_PROFILE_EXISTS');
  });

  it('forgets an erased trainer’s profile and documents; their sportsmen stay', async () => {
    const [coach, athlete] = [await customer('+79161110712'), await customer('+79161110713')];
    const pro = postgresProRepository(db);
    await pro.addTrainer(trainer(coach, await document(coach), 'GGGGGGGG'));
    await document(coach);
    expect(
      await pro.addSportsman({
        firstName: 'Анна',
        lastName: 'Иванова',
        birthDate: '2000-05-05',
        sportKind: 'FOOTBALL',
        id: crypto.randomUUID(),
        customerId: athlete,
        phone: '+79161110713',
        invitationCode: 'GGGGGGGG',
        createdAt: NOW,
      }),
    ).toBe('STORED');
    expect(await postgresProfileEraser(db).erase(coach)).toBe(true);
    expect(await pro.membership(coach)).toBeUndefined();
    expect(await db.selectFrom('pro_file').select('id').where('customer_id', '=', coach).execute()).toEqual([]);
    expect(await pro.membership(athlete)).toEqual({ role: 'SPORTSMAN', status: 'UNDER_REVIEW' });
    expect(await pro.invitation('GGGGGGGG')).toBeUndefined();
  });

  it('edits the trainer’s data, keeping status and code', async () => {
    const me = await customer('+79161110710');
    const pro = postgresProRepository(db);
    await pro.addTrainer(trainer(me, await document(me), 'EEEEEEEE'));
    expect(await pro.updateTrainer(me, { ...data, organization: 'ДЮСШ «Олимп»', sportKinds: ['TENNIS'] }, NOW)).toBe(true);
    expect(await pro.trainer(me)).toMatchObject({ organization: 'ДЮСШ «Олимп»', sportKinds: ['TENNIS'], invitationCode: 'EEEEEEEE', status: 'UNDER_REVIEW' });
  });
});
