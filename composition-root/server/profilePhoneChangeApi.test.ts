import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { apiBrowser, signInAs } from '../../test-fixtures/signedInClient';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

describe("changing the profile's phone by an SMS code (spec §7 POST /profiles/current/phone/_change, …/_confirm-change)", () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('phone-change', 1, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  const signedIn = async (phone: string) => {
    const me = apiBrowser(app);
    await signInAs(me, phone);
    return me;
  };
  /** The newest code the development outbox sent to the phone, and its text. */
  const lastSms = async (me: ReturnType<typeof apiBrowser>, phone: string) => {
    const text: string = (await me.call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body[0].text;
    return { text, code: /\d{6}/.exec(text)![0] };
  };

  it("sends a code to the new phone; the code makes it the profile's phone, the one sign-in finds the customer by", async () => {
    const me = await signedIn('+79168880001');
    const sent = await me.call('POST', '/profiles/current/phone/_change', { newPhone: '8 (916) 888-00-02', token: '' });
    expect(sent).toEqual({ status: 200, body: { phone: '+79168880002', codeLength: 6, resendAfterSeconds: 60, expiresInSeconds: 600 } });
    const { text, code } = await lastSms(me, '+79168880002');
    expect(text).toBe(`Код для смены телефона в профиле: ${code}. Никому не сообщайте его.`);
    const changed = await me.call('POST', '/profiles/current/phone/_confirm-change', { code, token: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.phone).toBe('+79168880002');
    expect(await me.call('POST', '/profiles/current/phone/_confirm-change', { code })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_FLOW' } });

    expect((await me.call('GET', '/profiles/current')).body.phone).toBe('+79168880002');
    expect(await db.selectFrom('customer').select('phone').where('phone', 'in', ['+79168880001', '+79168880002']).execute()).toEqual([
      { phone: '+79168880002' },
    ]);
  });

  it('a wrong code changes nothing; a sign-in code for the phone does not confirm the change', async () => {
    const me = await signedIn('+79168880011');
    await me.call('POST', '/profiles/current/phone/_change', { newPhone: '+79168880012' });
    const { code } = await lastSms(me, '+79168880012');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await me.call('POST', '/profiles/current/phone/_confirm-change', { code: wrong })).toMatchObject({
      status: 400,
      body: { reason: 'INCORRECT_CODE' },
    });
    expect((await me.call('GET', '/profiles/current')).body.phone).toBe('+79168880011');
    const other = apiBrowser(app);
    await other.call('POST', '/auth/phone/codes', { phone: '+79168880013', typeChannel: 'SMS' });
    expect(await me.call('POST', '/profiles/current/phone/_confirm-change', { code: (await lastSms(other, '+79168880013')).code })).toMatchObject({
      status: 400,
    });
    expect((await me.call('POST', '/profiles/current/phone/_confirm-change', { code })).body.phone).toBe('+79168880012');
  });

  it("refuses the profile's own phone, another customer's, a malformed one, a second code within a minute, visitors", async () => {
    const me = await signedIn('+79168880021');
    await signedIn('+79168880022');
    expect(await me.call('POST', '/profiles/current/phone/_change', { newPhone: '+79168880021' })).toMatchObject({
      status: 400,
      body: { reason: 'INCORRECT_PHONE' },
    });
    expect(await me.call('POST', '/profiles/current/phone/_change', { newPhone: '+79168880022' })).toMatchObject({
      status: 409,
      body: { reason: 'PHONE_ALREADY_USED', message: 'Этот номер телефона уже привязан к другому профилю' },
    });
    expect(await me.call('POST', '/profiles/current/phone/_change', { newPhone: '12' })).toMatchObject({ status: 400, body: { reason: 'INCORRECT_PHONE' } });
    expect(await me.call('POST', '/profiles/current/phone/_change', { phone: '+79168880023' })).toMatchObject({
      status: 400,
      body: { reason: 'INCORRECT_REQUEST' },
    });
    expect(await me.call('POST', '/profiles/current/phone/_confirm-change', { code: 123456 })).toMatchObject({
      status: 400,
      body: { reason: 'INCORRECT_REQUEST' },
    });
    expect((await me.call('POST', '/profiles/current/phone/_change', { newPhone: '+79168880023' })).status).toBe(200);
    expect(await me.call('POST', '/profiles/current/phone/_change', { newPhone: '+79168880023' })).toMatchObject({
      status: 429,
      body: { reason: 'ALREADY_SENT' },
    });
    const visitor = apiBrowser(app);
    expect(await visitor.call('POST', '/profiles/current/phone/_change', { newPhone: '+79168880024' })).toMatchObject({
      status: 401,
      body: { reason: 'NOT_AUTHORIZED' },
    });
    expect((await visitor.call('POST', '/profiles/current/phone/_confirm-change', { code: '123456' })).status).toBe(401);
  });
});
