import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { postgresDevCaptcha } from './postgresDevCaptcha';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();

describe.each(kinds)('development captcha tokens on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(1));
  });
  afterAll(() => drop());

  let now = new Date('2026-03-01T10:00:00Z');
  let n = 0;
  /** One server process's captcha; the processes share nothing but the database. */
  const process = () =>
    postgresDevCaptcha(
      db,
      () => String(++n),
      () => now,
    );

  it('accepts a token once in whichever process it reaches, and refuses unknown and expired ones', async () => {
    const [a, b] = [process(), process()];
    const token = await a.issue();
    const answers = await Promise.all([a.verifier.verify(token, 'x'), b.verifier.verify(token, 'x')]);
    expect(answers.filter((r) => r.ok)).toHaveLength(1);
    expect((await b.verifier.verify(token, 'x')).ok).toBe(false);
    expect(await b.verifier.verify('dev-captcha-forged', 'x')).toEqual({ ok: false, detail: 'Invalid or expired Token.' });
    const late = await a.issue();
    now = new Date(now.getTime() + 5 * 60_000);
    expect((await b.verifier.verify(late, 'x')).ok).toBe(false);
  });

  it('forgets expired tokens when it issues new ones', async () => {
    const captcha = process();
    await captcha.issue();
    now = new Date(now.getTime() + 5 * 60_000);
    const fresh = await captcha.issue();
    expect((await db.selectFrom('dev_captcha_token').select('token').execute()).map((r) => r.token)).toEqual([fresh]);
  });
});
