import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { signedInBrowser } from '../../test-fixtures/signedInClient';

const ORIGIN = 'http://shop.test';
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';

describe('the pro profile in the profile area (spec §2 Profile routes; GET /pro/profiles/current; /profile/pro/)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('pro-profile-page', 1, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  type Me = Awaited<ReturnType<typeof signedInBrowser>>;
  const html = async (me: Me, path: string) => (await app.request(path, { headers: { cookie: me.cookie() } })).text();
  const upload = async (me: Me) => {
    const form = new FormData();
    form.set('file', new Blob([PDF]), 'диплом.pdf');
    const res = await app.request(`${ORIGIN}/web-api/v1/pro/files`, { method: 'POST', headers: { origin: ORIGIN, cookie: me.cookie() }, body: form });
    return ((await res.json()) as { fileId: string }).fileId;
  };

  it('shows a trainer the code and link, a sportsman their trainer, and lists the page only for members', async () => {
    const trainer = await signedInBrowser(app, '+7917');
    expect(await html(trainer, '/profile/personal/')).not.toContain('href="/profile/pro/"');
    expect(await html(trainer, '/profile/pro/')).toContain('Вы пока не участвуете в профессиональной программе');
    const added = await trainer.call('POST', '/pro/trainer-profiles', {
      firstName: 'Иван',
      lastName: 'Петров',
      birthDate: '01.02.1985',
      sportKinds: ['FOOTBALL'],
      organization: 'СШОР № 1',
      agreement: true,
      documentFileId: await upload(trainer),
    });
    expect(added.status).toBe(201);
    const code = added.body.invitationCode as string;
    expect((await trainer.call('GET', '/users/current')).body.proRole).toBe('TRAINER');
    const trainerPage = await html(trainer, '/profile/pro/');
    for (const text of ['Тренер', 'Заявка на рассмотрении', code, `/pro-invitation/join?code=${code}`, 'href="/profile/pro/"'])
      expect(trainerPage).toContain(text);

    const athlete = await signedInBrowser(app, '+7917');
    const joined = await athlete.call('POST', '/pro/sportsmen', {
      invitationCode: code,
      firstName: 'Анна',
      lastName: 'Иванова',
      birthDate: '05.05.2000',
      sportKind: 'FOOTBALL',
      agreement: true,
    });
    expect(joined.status).toBe(201);
    expect((await athlete.call('GET', '/pro/profiles/current')).body).toEqual({
      role: 'SPORTSMAN',
      status: 'UNDER_REVIEW',
      statusName: 'Заявка на рассмотрении',
      trainer: { name: 'Иван П.', organization: 'СШОР № 1' },
    });
    await db.updateTable('pro_profile').set({ status: 'APPROVED' }).where('invitation_code', '=', code).execute();
    const athletePage = await html(athlete, '/profile/pro/');
    for (const text of ['Спортсмен', 'Иван П., СШОР № 1', 'href="/profile/pro/"']) expect(athletePage).toContain(text);
    expect(athletePage).not.toContain(code);
  });

  it('prompts a visitor to sign in', async () => {
    expect(await (await app.request('/profile/pro/')).text()).toContain('Войдите, чтобы увидеть свою анкету в профессиональной программе');
  });
});
