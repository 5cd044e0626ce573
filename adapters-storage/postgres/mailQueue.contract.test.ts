import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailGateway } from '../../application/mail/MailGateway';
import { sendPendingMail } from '../../application/mail/sendPendingMail';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { enqueueMail, postgresMailQueue } from './postgresMailQueue';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const T0 = new Date('2026-11-23T10:00:00Z');
const letter = (n: number) => ({ to: `r${n}@example.ru`, subject: `Письмо ${n}`, text: `Текст ${n}`, html: `<p>Текст ${n}</p>` });

/** A gateway that records what it was given; it yields between calls so parallel runs really interleave. */
function recordingGateway(fail: (to: string) => string | null = () => null) {
  const sent: string[] = [];
  const gateway: MailGateway = {
    send: async (m) => {
      await new Promise((resolve) => setImmediate(resolve));
      const error = fail(m.to);
      if (error) return E.left({ _tag: 'SERVER_ERROR', detail: error });
      sent.push(m.to);
      return E.right(undefined);
    },
  };
  return { gateway, sent };
}

describe.each(kinds)('the mail outbox on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(5));
  });
  afterAll(() => drop());

  const enqueue = (from: number, to: number, at = T0) =>
    db.transaction().execute(async (trx) => {
      for (let n = from; n < to; n++) await enqueueMail(trx, letter(n), `test:${n}`, at);
    });
  const row = (n: number) => db.selectFrom('mail_message').selectAll().where('reference', '=', `test:${n}`).executeTakeFirstOrThrow();

  it('keeps one letter per reference, and a letter written in a rolled-back transaction does not exist', async () => {
    await enqueue(0, 1);
    await enqueue(0, 1);
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, letter(999), 'test:999', T0);
        throw new Error('the change it reports failed');
      }),
    ).rejects.toThrow();
    const refs = await db.selectFrom('mail_message').select('reference').where('reference', 'in', ['test:0', 'test:999']).execute();
    expect(refs).toEqual([{ reference: 'test:0' }]);
  });

  it('parallel job runs send every due letter exactly once and mark each sent', async () => {
    await enqueue(1, 40);
    const { gateway, sent } = recordingGateway();
    const job = sendPendingMail({ queue: postgresMailQueue(db), gateway, clock: { now: () => T0 }, batch: 100 });
    const handled = await Promise.all(Array.from({ length: 6 }, () => job()));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(40);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    const pending = await db.selectFrom('mail_message').select('id').where('status', '=', 'PENDING').execute();
    expect(pending).toEqual([]);
    expect(await row(7)).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    expect(await job()).toBe(0);
  });

  it('a failed send stays pending with the error and the next try time, and is sent on a later run', async () => {
    await enqueue(100, 101);
    let down = true;
    const { gateway, sent } = recordingGateway(() => (down ? 'HTTP 503: unreadable answer' : null));
    let now = T0;
    const job = sendPendingMail({ queue: postgresMailQueue(db), gateway, clock: { now: () => now } });
    expect(await job()).toBe(1);
    expect(await row(100)).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'HTTP 503: unreadable answer', sent_at: null });
    expect(new Date((await row(100)).next_attempt_at).getTime()).toBe(T0.getTime() + 60_000);
    expect(await job()).toBe(0);
    now = new Date(T0.getTime() + 60_000);
    expect(await job()).toBe(1);
    expect(await row(100)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(new Date((await row(100)).next_attempt_at).getTime()).toBe(now.getTime() + 120_000);
    down = false;
    now = new Date(now.getTime() + 120_000);
    expect(await job()).toBe(1);
    expect(sent).toEqual(['r100@example.ru']);
    expect(await row(100)).toMatchObject({ status: 'SENT', attempts: 3, last_error: null });
  });

  it('a letter whose run died mid-send is not lost: other runs skip it for the lease, then send it', async () => {
    await enqueue(200, 201);
    const crashing = postgresMailQueue(db);
    await expect(crashing.processDue(T0, 1, () => Promise.reject(new Error('process killed')))).rejects.toThrow('process killed');
    const { gateway, sent } = recordingGateway();
    const job = (at: Date) => sendPendingMail({ queue: postgresMailQueue(db), gateway, clock: { now: () => at } })();
    expect(await job(new Date(T0.getTime() + 60_000))).toBe(0);
    expect(await job(new Date(T0.getTime() + 10 * 60_000))).toBe(1);
    expect(sent).toEqual(['r200@example.ru']);
  });
});
