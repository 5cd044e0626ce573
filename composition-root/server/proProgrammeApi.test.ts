import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

const ORIGIN = 'http://shop.test';
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';

describe('the professional programme over HTTP (spec §7 Professional programme)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('pro', 1, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  type Me = Awaited<ReturnType<typeof signedInBrowser>>;
  const upload = async (me: Me | undefined, bytes: string, name = 'диплом.pdf') => {
    const form = new FormData();
    form.set('file', new Blob([bytes]), name);
    const res = await app.request(`${ORIGIN}/web-api/v1/pro/files`, {
      method: 'POST',
      headers: { origin: ORIGIN, ...(me ? { cookie: me.cookie() } : {}) },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };
  const trainerForm = { firstName: 'Иван', lastName: 'Петров', birthDate: '01.02.1985', sportKinds: ['FOOTBALL'], organization: 'СШОР № 1', agreement: true };
  const register = async (me: Me) => me.call('POST', '/pro/trainer-profiles', { ...trainerForm, documentFileId: (await upload(me, PDF)).body.fileId });
  const sportsmanForm = { firstName: 'Анна', lastName: 'Иванова', birthDate: '05.05.2000', sportKind: 'FOOTBALL', agreement: true };

  it('answers NOT_AUTHORIZED to a visitor, but lists sport kinds and checks codes', async () => {
    const stranger = apiBrowser(app);
    const calls = [
      ['POST', '/pro/trainer-profiles'],
      ['GET', '/pro/trainer-profiles/current'],
      ['PUT', '/pro/trainer-profiles'],
      ['POST', '/pro/sportsmen'],
      ['GET', '/pro/profiles/current'],
      ['POST', '/pro/codes'],
      ['POST', '/pro/sportsmen/codes'],
    ] as const;
    for (const [method, path] of calls) {
      const answer = await stranger.call(method, path, method === 'GET' ? undefined : {});
      expect([path, answer.status, answer.body.reason]).toEqual([path, 401, 'NOT_AUTHORIZED']);
    }
    expect((await upload(undefined, PDF)).status).toBe(401);
    const kinds = await stranger.call('GET', '/pro/sports-kinds');
    expect([kinds.status, kinds.body[0]]).toEqual([200, { code: 'FOOTBALL', name: 'Футбол' }]);
    expect((await stranger.call('POST', '/pro/sportsmen/_check-invitation', { invitationCode: 'ABCDEFGH' })).body).toEqual({ valid: false });
  });

  it('registers a trainer once, under review with a code to share, and shows the profile to its owner only', async () => {
    const me = await signedInBrowser(app, '+7918');
    expect((await me.call('GET', '/pro/profiles/current')).body).toEqual({ role: 'NONE', status: null, statusName: null });
    expect((await me.call('GET', '/pro/trainer-profiles/current')).status).toBe(404);
    const added = await register(me);
    expect([added.status, added.body]).toEqual([
      201,
      {
        firstName: 'Иван',
        lastName: 'Петров',
        birthDate: '1985-02-01',
        phone: expect.stringMatching(/^\+7918\d{7}$/),
        sportKinds: ['FOOTBALL'],
        organization: 'СШОР № 1',
        status: 'UNDER_REVIEW',
        statusName: 'Заявка на рассмотрении',
        invitationCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
        invitationUrl: `/pro-invitation/join?code=${added.body.invitationCode}`,
        sportsmen: 0,
      },
    ]);
    expect((await me.call('GET', '/pro/trainer-profiles/current')).body).toEqual(added.body);
    expect((await me.call('GET', '/pro/profiles/current')).body).toEqual({
      role: 'TRAINER',
      status: 'UNDER_REVIEW',
      statusName: 'Заявка на рассмотрении',
      invitation: { code: added.body.invitationCode, url: added.body.invitationUrl },
    });
    const again = await register(me);
    expect([again.status, again.body.reason]).toEqual([409, 'PRO_PROFILE_EXISTS']);

    const edited = await me.call('PUT', '/pro/trainer-profiles', { ...trainerForm, organization: 'ДЮСШ «Олимп»', agreement: undefined });
    expect([edited.status, edited.body.organization, edited.body.invitationCode]).toEqual([200, 'ДЮСШ «Олимп»', added.body.invitationCode]);

    const other = await signedInBrowser(app, '+7918');
    expect((await other.call('GET', '/pro/trainer-profiles/current')).status).toBe(404);
    expect((await other.call('PUT', '/pro/trainer-profiles', trainerForm)).status).toBe(404);
    // Another customer's uploaded document is not theirs to attach.
    const theirs = await other.call('POST', '/pro/trainer-profiles', { ...trainerForm, documentFileId: (await upload(me, PDF)).body.fileId });
    expect([theirs.status, theirs.body.reason]).toEqual([400, 'FILE_NOT_FOUND']);
  });

  it('refuses malformed bodies with 400 and broken rules with the spec messages per field', async () => {
    const me = await signedInBrowser(app, '+7918');
    for (const body of [
      '{',
      {},
      { ...trainerForm, sportKinds: 'FOOTBALL' },
      { ...trainerForm, agreement: 'yes', documentFileId: 'x' },
      { ...trainerForm, firstName: 'И'.repeat(101), documentFileId: 'x' },
    ]) {
      const answer = await me.call('POST', '/pro/trainer-profiles', body);
      expect([answer.status, answer.body.reason]).toEqual([400, 'INCORRECT_REQUEST']);
    }
    const refused = await me.call('POST', '/pro/trainer-profiles', {
      ...trainerForm,
      birthDate: '01.01.2015',
      sportKinds: [],
      agreement: false,
      documentFileId: 'x',
    });
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      {
        birthDate: 'Минимальный возраст для регистрации — 18 лет',
        sportKinds: 'Выберите один из вариантов',
        agreement: 'Необходимо согласие на обработку персональных данных',
      },
    ]);
    expect((await me.call('POST', '/pro/sportsmen/_check-invitation', { code: 'X' })).status).toBe(400);
    expect((await me.call('POST', '/pro/sportsmen', { ...sportsmanForm })).status).toBe(400);
    const wrongFile = await upload(me, 'просто текст', 'a.txt');
    expect([wrongFile.status, wrongFile.body.reason]).toEqual([400, 'UNSUPPORTED_FILE_FORMAT']);
  });

  it('lets a sportsman join by the code, telling whose it is without the surname; approval gives the trainer the TRAINER level', async () => {
    const coach = await signedInBrowser(app, '+7918');
    const { invitationCode } = (await register(coach)).body;
    const athlete = await signedInBrowser(app, '+7918');
    const typed = `${invitationCode.slice(0, 4).toLowerCase()}-${invitationCode.slice(4)}`;
    expect((await athlete.call('POST', '/pro/sportsmen/_check-invitation', { invitationCode: typed })).body).toEqual({
      valid: true,
      trainerName: 'Иван П.',
      organization: 'СШОР № 1',
      sportKinds: ['FOOTBALL'],
    });
    const young = await athlete.call('POST', '/pro/sportsmen', { ...sportsmanForm, birthDate: '01.01.2012', invitationCode });
    expect([young.status, young.body.fields]).toEqual([400, { birthDate: 'Минимальный возраст для регистрации — 18 лет' }]);
    const unknown = await athlete.call('POST', '/pro/sportsmen', { ...sportsmanForm, invitationCode: 'ZZZZZZZZ' });
    expect([unknown.status, unknown.body.reason]).toEqual([400, 'INVITATION_NOT_FOUND']);
    const joined = await athlete.call('POST', '/pro/sportsmen', { ...sportsmanForm, invitationCode: typed });
    expect([joined.status, joined.body]).toEqual([201, { role: 'SPORTSMAN', status: 'UNDER_REVIEW', statusName: 'Заявка на рассмотрении' }]);
    expect((await athlete.call('POST', '/pro/sportsmen', { ...sportsmanForm, invitationCode })).status).toBe(409);
    expect((await athlete.call('GET', '/pro/trainer-profiles/current')).status).toBe(404);
    expect((await coach.call('GET', '/pro/trainer-profiles/current')).body.sportsmen).toBe(1);

    const { phone } = (await coach.call('GET', '/profiles/current')).body;
    const customer = await db.selectFrom('customer').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
    await db.updateTable('pro_profile').set({ status: 'APPROVED' }).where('customer_id', '=', customer.id).execute();
    expect((await coach.call('GET', '/pro/profiles/current')).body).toMatchObject({ role: 'TRAINER', status: 'APPROVED', statusName: 'Участник программы' });
    expect((await coach.call('GET', '/profiles/current/bonuses')).body.level).toBe('TRAINER');
  });

  it('takes an individual sportsman with an individual sport, a rank and a document, once', async () => {
    const me = await signedInBrowser(app, '+7918');
    const kinds = await apiBrowser(app).call('GET', '/pro/individual-sport-kinds');
    expect(kinds.body.map((k: { code: string }) => k.code)).toContain('SWIMMING');
    const form = { firstName: 'Мария', lastName: 'Козлова', birthDate: '10.10.1999', sportKind: 'SWIMMING', rank: 'CMS', agreement: true };
    expect((await apiBrowser(app).call('POST', '/pro/individual-sportsmen', {})).status).toBe(401);
    expect((await me.call('POST', '/pro/individual-sportsmen', { ...form, rank: 7 })).status).toBe(400);
    const refused = await me.call('POST', '/pro/individual-sportsmen', { ...form, sportKind: 'FOOTBALL', documentFileId: 'x' });
    expect([refused.status, refused.body.fields]).toEqual([400, { sportKind: 'Выберите один из вариантов' }]);
    const noFile = await me.call('POST', '/pro/individual-sportsmen', { ...form, documentFileId: crypto.randomUUID() });
    expect([noFile.status, noFile.body.reason]).toEqual([400, 'FILE_NOT_FOUND']);
    const added = await me.call('POST', '/pro/individual-sportsmen', { ...form, documentFileId: (await upload(me, PDF)).body.fileId });
    expect([added.status, added.body]).toEqual([201, { role: 'INDIVIDUAL_SPORTSMAN', status: 'UNDER_REVIEW', statusName: 'Заявка на рассмотрении' }]);
    expect((await me.call('GET', '/pro/profiles/current')).body.role).toBe('INDIVIDUAL_SPORTSMAN');
    const again = await me.call('POST', '/pro/individual-sportsmen', { ...form, documentFileId: (await upload(me, PDF)).body.fileId });
    expect([again.status, again.body.reason]).toEqual([409, 'PRO_PROFILE_EXISTS']);
    expect((await register(me)).status).toBe(409);
  });

  it('keeps a contact phone other than the account’s only with the SMS code sent to it', async () => {
    const me = await signedInBrowser(app, '+7918');
    const { phone: own } = (await me.call('GET', '/profiles/current')).body;
    const document = async () => (await upload(me, PDF)).body.fileId;
    const other = '+79187770011';
    const noCode = await me.call('POST', '/pro/trainer-profiles', { ...trainerForm, phone: other, documentFileId: await document() });
    expect([noCode.status, noCode.body.reason]).toEqual([400, 'PHONE_VERIFICATION_CODE_REQUIRED']);
    expect((await me.call('POST', '/pro/codes', { phone: 'не телефон' })).body.reason).toBe('INCORRECT_PHONE');
    expect((await me.call('POST', '/pro/codes', {})).status).toBe(400);
    const sent = await me.call('POST', '/pro/codes', { phone: other });
    expect([sent.status, sent.body.codeLength]).toEqual([200, 6]);
    const sms = (await me.call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(other)}`)).body[0].text as string;
    expect(sms).toContain('профессиональной программы');
    const code = /\d{6}/.exec(sms)![0];
    const wrong = await me.call('POST', '/pro/trainer-profiles', {
      ...trainerForm,
      phone: other,
      code: code === '000000' ? '111111' : '000000',
      documentFileId: await document(),
    });
    expect([wrong.status, wrong.body.reason]).toEqual([400, 'INCORRECT_CODE']);
    // Another customer cannot use a code sent for me.
    const stranger = await signedInBrowser(app, '+7918');
    const stolen = await stranger.call('POST', '/pro/trainer-profiles', {
      ...trainerForm,
      phone: other,
      code,
      documentFileId: (await upload(stranger, PDF)).body.fileId,
    });
    expect([stolen.status, stolen.body.reason]).toEqual([400, 'INCORRECT_CODE']);
    const added = await me.call('POST', '/pro/trainer-profiles', { ...trainerForm, phone: other, code, documentFileId: await document() });
    expect([added.status, added.body.phone]).toEqual([201, other]);
    // The account's own phone needs no code.
    const athlete = await signedInBrowser(app, '+7918');
    const { phone: athletePhone } = (await athlete.call('GET', '/profiles/current')).body;
    expect(own).not.toBe(athletePhone);
    const joined = await athlete.call('POST', '/pro/sportsmen', { ...sportsmanForm, phone: athletePhone, invitationCode: added.body.invitationCode });
    expect(joined.status).toBe(201);
  });
});
