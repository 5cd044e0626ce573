import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

const maria = { firstName: 'Мария', lastName: 'Петрова', birthDate: '03.05.1990', sex: 'FEMALE', address: 'Москва, ул. Тверская, д. 1' };

describe('personal data over HTTP (spec §7 Profile GET and PUT /profiles/current)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('personal', 1, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  it('answers NOT_AUTHORIZED to an anonymous visitor', async () => {
    const stranger = apiBrowser(app);
    for (const method of ['GET', 'PUT'] as const) {
      const answer = await stranger.call(method, '/profiles/current', method === 'PUT' ? maria : undefined);
      expect([method, answer.status, answer.body.reason]).toEqual([method, 401, 'NOT_AUTHORIZED']);
    }
  });

  it('reads the new customer, saves the data, reads it back and marks the questionnaire complete', async () => {
    const me = await signedInBrowser(app, '+7916');
    const fresh = await me.call('GET', '/profiles/current');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      firstName: null,
      lastName: null,
      birthDate: null,
      sex: null,
      address: null,
      email: null,
      unconfirmedEmail: null,
      phone: expect.stringMatching(/^\+7916\d{7}$/),
    });

    const saved = await me.call('PUT', '/profiles/current', maria);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Мария',
      lastName: 'Петрова',
      birthDate: '1990-05-03',
      sex: 'FEMALE',
      address: 'Москва, ул. Тверская, д. 1',
    });
    expect((await me.call('GET', '/profiles/current')).body).toEqual(saved.body);
    expect((await me.call('GET', '/users/current')).body).toMatchObject({ username: 'Мария Петрова', profileCompleted: true });

    // Optional fields left out are cleared; the questionnaire stays complete.
    const names = await me.call('PUT', '/profiles/current', { firstName: 'Мария', lastName: 'Петрова' });
    expect(names.body).toMatchObject({ birthDate: null, sex: null, address: null });
    expect((await me.call('GET', '/users/current')).body.profileCompleted).toBe(true);
  });

  it('answers 400 with each broken field and its spec §5 message, saving nothing', async () => {
    const me = await signedInBrowser(app, '+7916');
    const bad = await me.call('PUT', '/profiles/current', { ...maria, firstName: 'М', birthDate: '01.01.2020', sex: 'OTHER' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      reason: 'INCORRECT_REQUEST',
      message: 'Пожалуйста, введите не меньше 2 символов',
      fields: {
        firstName: 'Пожалуйста, введите не меньше 2 символов',
        birthDate: 'Проверьте возраст, участник Клубной программы не может быть младше 14 лет',
        sex: 'Пожалуйста, выберите значение из списка',
      },
    });
    expect((await me.call('GET', '/profiles/current')).body.firstName).toBeNull();
  });

  it('refuses malformed bodies with INCORRECT_REQUEST, never 500', async () => {
    const me = await signedInBrowser(app, '+7916');
    for (const body of [
      '{',
      '[]',
      { lastName: 'Петрова' },
      { ...maria, firstName: 5 },
      { ...maria, birthDate: 19900503 },
      { ...maria, address: 'д'.repeat(1025) },
    ]) {
      const answer = await me.call('PUT', '/profiles/current', body);
      expect([answer.status, answer.body]).toEqual([400, { reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' }]);
    }
  });

  it('redirects /profile/ to /profile/personal/ and renders the saved data there', async () => {
    for (const path of ['/profile/', '/profile']) {
      const answer = await app.request(path);
      expect([answer.status, answer.headers.get('location')]).toEqual([302, '/profile/personal/']);
    }
    const me = await signedInBrowser(app, '+7916');
    await me.call('PUT', '/profiles/current', maria);
    const html = await (await app.request('/profile/personal/', { headers: { cookie: me.cookie() } })).text();
    expect(html).toContain('value="Мария"');
    expect(html).toContain('value="03.05.1990"');
    expect(html).toContain('Москва, ул. Тверская, д. 1');
    const anonymous = await (await app.request('/profile/personal/')).text();
    expect(anonymous).toContain('Войдите');
    expect(anonymous).not.toContain('value="Мария"');
  });

  it('deletes the profile and signs the customer out on every device', async () => {
    const me = await signedInBrowser(app, '+7916');
    await me.call('PUT', '/profiles/current', maria);
    const oldCookie = me.cookie();
    const deleted = await me.call('POST', '/profiles/current/_delete');
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect(me.cookie()).not.toBe(oldCookie);
    expect((await me.call('GET', '/users/current')).body.anonymous).toBe(true);
    expect((await me.call('GET', '/profiles/current')).status).toBe(401);
    expect((await me.call('POST', '/profiles/current/_delete')).body.reason).toBe('NOT_AUTHORIZED');
    // The old cookie no longer signs anyone in.
    const old = await app.request('/web-api/v1/users/current', { headers: { cookie: oldCookie } });
    expect((await old.json()).anonymous).toBe(true);
  });
});
