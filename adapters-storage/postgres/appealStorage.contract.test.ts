import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUnattachedAppealFiles } from '../../application/appeals/deleteUnattachedAppealFiles';
import { APPEAL_FILE_LIMITS } from '../../domain/appeals/appealFiles';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresAppealFiles } from './postgresCustomerFiles';
import { postgresAppeals } from './postgresAppeals';
import { postgresCustomerRepository } from './postgresCustomerRepository';
import { postgresNotifications } from './postgresNotifications';
import { postgresProfileEraser } from './postgresProfileEraser';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const NOW = new Date('2030-01-01T12:00:00Z');
const HOUR = { since: new Date(NOW.getTime() - 3_600_000), atMost: 5 };
const appeal = (customerId: string, text: string, fileIds: readonly string[] = []) => ({
  id: crypto.randomUUID(),
  customerId,
  createdAt: NOW,
  type: 'WEBSITE' as const,
  orderNumber: null,
  storeNumber: null,
  text,
  email: null,
  fileIds,
});
const numberOf = (added: Awaited<ReturnType<ReturnType<typeof postgresAppeals>['add']>>) => {
  if (typeof added === 'string') throw new Error(added);
  return added.appealNumber;
};
const file = (customerId: string, name = 'чек.pdf') => ({
  id: crypto.randomUUID(),
  customerId,
  name,
  contentType: 'application/pdf' as const,
  bytes: new TextEncoder().encode('%PDF-1.7 чек'),
  createdAt: NOW,
});

describe.each(kinds)('appeals on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create());
  });
  afterAll(() => drop());

  const customer = async (phone: string) => (await postgresCustomerRepository(db).findOrCreate(phone, crypto.randomUUID())).customer.id;

  it('lets five of twelve parallel appeals of a customer through in an hour, and another customer’s still', async () => {
    const [me, other] = [await customer('+79161110511'), await customer('+79161110512')];
    const repo = postgresAppeals(db);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => repo.add(appeal(me, `Обращение номер ${i}`), HOUR)));
    expect(answers.filter((a) => a === 'LIMIT')).toHaveLength(7);
    expect(new Set(answers.filter((a) => a !== 'LIMIT').map(numberOf)).size).toBe(5);
    expect(await repo.add(appeal(other, 'Другой покупатель'), HOUR)).not.toBe('LIMIT');
    // An hour later the window has moved past them.
    expect(
      await repo.add({ ...appeal(me, 'Через час'), createdAt: new Date(NOW.getTime() + 3_600_000) }, { since: new Date(NOW.getTime() + 1), atMost: 5 }),
    ).not.toBe('LIMIT');
    const page = await repo.page(me, 0, 5);
    expect(page.total).toBe(6);
    expect(page.appeals[0]).toMatchObject({ text: 'Через час', status: 'NEW', answer: null, type: 'WEBSITE' });
    expect(Number(page.appeals[0]!.appealNumber)).toBeGreaterThan(Number(page.appeals[1]!.appealNumber));
    expect((await repo.page(other, 0, 5)).total).toBe(1);
  });

  it('tells the customer when the desk answers, once', async () => {
    const me = await customer('+79161110513');
    const repo = postgresAppeals(db);
    const added = { appealNumber: numberOf(await repo.add(appeal(me, 'Когда откроется магазин?'), HOUR)) };
    const row = () => db.updateTable('appeal').where('customer_id', '=', me);
    await row().set({ status: 'IN_PROGRESS' }).execute();
    await row().set({ status: 'ANSWERED', answer: 'В понедельник', answered_at: NOW }).execute();
    await row().set({ status: 'ANSWERED', answer: 'В понедельник, в 10:00' }).execute();
    expect((await postgresNotifications(db).page(me, 0, 5)).notifications.map((n) => n.facts)).toEqual([
      { kind: 'APPEAL_ANSWERED', appealNumber: added.appealNumber },
    ]);
    expect((await repo.page(me, 0, 5)).appeals[0]).toMatchObject({ status: 'ANSWERED', answer: 'В понедельник, в 10:00' });
  });

  it('offers the customer’s own orders and the shop’s stores', async () => {
    const ware = await wareWithStock(db, 8, 3);
    const [me, other] = [await customer('+79161110514'), await customer('+79161110515')];
    const placed = await placeCustomerOrder(db, me, '+79161110514', ware, 1);
    const repo = postgresAppeals(db);
    expect(await repo.orders(me, 50)).toEqual([{ orderNumber: placed.orderNumber, createdAt: expect.any(Date), status: placed.status }]);
    expect(await repo.orders(other, 50)).toEqual([]);
    expect(await repo.ownsOrder(me, placed.orderNumber)).toBe(true);
    expect(await repo.ownsOrder(other, placed.orderNumber)).toBe(false);
    const stores = await repo.stores();
    expect(stores.length).toBeGreaterThan(0);
    expect(await repo.storeExists(stores[0]!.storeNumber)).toBe(true);
    expect(await repo.storeExists('no-such-store')).toBe(false);
  });

  it('keeps a file for its uploader only, lets twenty of thirty parallel uploads through, and gives a file to one appeal', async () => {
    const [me, other] = [await customer('+79161110516'), await customer('+79161110517')];
    const files = postgresAppealFiles(db);
    const hourly = { since: HOUR.since, atMost: 20 };
    const uploads = Array.from({ length: 30 }, () => file(me));
    const answers = await Promise.all(uploads.map((f) => files.add(f, hourly)));
    expect(answers.filter(Boolean)).toHaveLength(20);
    expect(await files.uploadedSince(me, HOUR.since)).toBe(20);
    const [first, second] = uploads.filter((_, i) => answers[i]);
    const stored = await files.file(me, first!.id);
    // pg answers a Buffer, PGlite a Uint8Array: the bytes are what matters.
    expect({ ...stored, bytes: new Uint8Array(stored!.bytes) }).toEqual({ name: 'чек.pdf', contentType: 'application/pdf', bytes: first!.bytes });
    expect(await files.file(other, first!.id)).toBeUndefined();
    expect(await files.file(me, 'not-a-uuid')).toBeUndefined();

    const repo = postgresAppeals(db);
    const racing = await Promise.all([repo.add(appeal(me, 'Первое с чеком', [first!.id]), HOUR), repo.add(appeal(me, 'Второе с чеком', [first!.id]), HOUR)]);
    expect(racing.filter((a) => a === 'FILE_NOT_FOUND')).toHaveLength(1);
    expect(await repo.add(appeal(other, 'Чужой файл приложен', [second!.id]), HOUR)).toBe('FILE_NOT_FOUND');
    const list = await repo.page(me, 0, 5);
    expect(list.total).toBe(1);
    expect(list.appeals[0]!.files).toEqual([{ id: first!.id, name: 'чек.pdf' }]);
    expect((await repo.page(other, 0, 5)).total).toBe(0);

    // A day on, the cleanup takes the unattached uploads and keeps the appeal's.
    const removed = await deleteUnattachedAppealFiles({ files })(new Date(NOW.getTime() + APPEAL_FILE_LIMITS.unattachedMs + 1));
    expect(removed).toBe(19);
    expect(await files.file(me, first!.id)).toBeDefined();
  });

  it('forgets the notifications, the files and the answer e-mail when the profile is deleted, keeping the appeal', async () => {
    const me = await customer('+79161110518');
    const files = postgresAppealFiles(db);
    const attached = file(me);
    await files.add(attached, HOUR);
    await postgresAppeals(db).add({ ...appeal(me, 'Прошу перезвонить', [attached.id]), email: 'me@example.ru' }, HOUR);
    await db.updateTable('appeal').set({ status: 'ANSWERED' }).where('customer_id', '=', me).execute();
    expect(await postgresNotifications(db).hasUnread(me)).toBe(true);
    expect(await postgresProfileEraser(db).erase(me)).toBe(true);
    expect(await postgresNotifications(db).hasUnread(me)).toBe(false);
    expect(await files.file(me, attached.id)).toBeUndefined();
    expect(await db.selectFrom('appeal').select(['text', 'email']).where('customer_id', '=', me).execute()).toEqual([
      { text: 'Прошу перезвонить', email: null },
    ]);
  });
});
