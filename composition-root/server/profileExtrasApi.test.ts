import { createHmac } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { ean13CheckDigit } from '../../domain/loyalty/clubCard';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';
import { MAIL } from './modules/mailModule';

const SECRET = 'profile-extras-secret';

/**
 * The profile's small calls (spec §7 Profile): the favourite sport and the sports to choose from, the club card's QR
 * code, the review widget's token, and a partner's promo code sent by e-mail.
 */
describe('favourite sport, club card, review widget token and partner promo codes over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let sendPending: () => Promise<number>;
  beforeAll(async () => {
    const shop = await openTestShop('profile-extras', 20, {
      sessionSecret: SECRET,
      auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined },
      mail: { kind: 'outbox', intervalMs: 1000 },
    });
    ({ db, app } = shop);
    sendPending = shop.container.get(MAIL.sendPending);
  }, 90_000);
  afterAll(() => db.destroy());

  it('lists the sports to choose from, as the header lists them', async () => {
    const answer = await apiBrowser(app).call('GET', '/favorite-sports');
    expect(answer.status).toBe(200);
    const header = (await apiBrowser(app).call('GET', '/sports')).body.sports as { id: string; name: string }[];
    expect(answer.body.sports).toEqual(header.map((s) => ({ id: s.id, name: s.name })));
    expect(answer.body.sports.length).toBeGreaterThan(3);
  });

  it("keeps the customer's favourite sport, one of the shop's sports, and refuses anonymous visitors", async () => {
    const [first, second] = (await apiBrowser(app).call('GET', '/favorite-sports')).body.sports as { id: string; name: string }[];
    const me = await signedInBrowser(app);
    expect((await me.call('GET', '/profiles/current/favorite-sport')).body).toEqual({ favoriteSport: null });
    const chosen = await me.call('POST', '/profiles/current/favorite-sport', { id: first!.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ favoriteSport: first });
    await me.call('POST', '/profiles/current/favorite-sport', { id: second!.id });
    expect((await me.call('GET', '/profiles/current/favorite-sport')).body).toEqual({ favoriteSport: second });
    // Another customer's choice is their own.
    expect((await (await signedInBrowser(app)).call('GET', '/profiles/current/favorite-sport')).body).toEqual({ favoriteSport: null });
    for (const body of ['{', {}, { id: 7 }, { id: 'no-such-sport' }, { id: 'a b' }]) {
      expect((await me.call('POST', '/profiles/current/favorite-sport', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await me.call('GET', '/profiles/current/favorite-sport')).body).toEqual({ favoriteSport: second });
    const anonymous = apiBrowser(app);
    expect((await anonymous.call('GET', '/profiles/current/favorite-sport')).status).toBe(401);
    const refused = await anonymous.call('POST', '/profiles/current/favorite-sport', { id: first!.id });
    expect(refused.status).toBe(401);
    expect(refused.body.reason).toBe('NOT_AUTHORIZED');
  });

  it("gives the customer's club card for the till: a fixed EAN-13 number in the shop's range, in the QR code", async () => {
    const me = await signedInBrowser(app);
    const card = await me.call('GET', '/profiles/qr-code');
    expect(card.status).toBe(200);
    expect(card.body.cardNumber).toMatch(/^29\d{11}$/);
    expect(card.body.cardNumber.at(-1)).toBe(ean13CheckDigit(card.body.cardNumber.slice(0, 12)));
    expect(card.body.qrCode).toBe(card.body.cardNumber);
    expect((await me.call('GET', '/profiles/qr-code')).body).toEqual(card.body);
    expect((await (await signedInBrowser(app)).call('GET', '/profiles/qr-code')).body.cardNumber).not.toBe(card.body.cardNumber);
    expect((await apiBrowser(app).call('GET', '/profiles/qr-code')).status).toBe(401);
  });

  it("signs the review widget's token for the customer with the widget's own key, for an hour", async () => {
    const me = await signedInBrowser(app);
    await me.call('PUT', '/profiles/current', { firstName: 'Анна', lastName: 'Петрова' });
    const answer = await me.call('GET', '/shoppilot/jwt-tokens');
    expect(answer.status).toBe(200);
    const key = createHmac('sha256', SECRET).update('jwt:shoppilot').digest();
    const { payload, protectedHeader } = await jwtVerify(answer.body.token, key);
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ name: 'Анна', sub: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(answer.body.expiresAt).toBe(new Date(payload.exp! * 1000).toISOString());
    // The session's key itself does not open it.
    await expect(jwtVerify(answer.body.token, new TextEncoder().encode(SECRET))).rejects.toThrow();
    expect((await (await signedInBrowser(app)).call('GET', '/shoppilot/jwt-tokens')).body.token).not.toBe(answer.body.token);
    expect((await apiBrowser(app).call('GET', '/shoppilot/jwt-tokens')).status).toBe(401);
  });

  it("hands out the partner's promo code for an address, the same one when asked again, and sends it there once", async () => {
    const first = await apiBrowser(app).call('GET', '/partners/promocodes/dnkom?email=Runner@Example.ru');
    expect(first.status).toBe(200);
    expect(first.body.promocode).toMatch(/^DNKOM-[0-9A-Z]{8}$/);
    expect((await apiBrowser(app).call('GET', '/partners/promocodes/dnkom?email=runner@example.ru')).body).toEqual(first.body);
    const other = await apiBrowser(app).call('GET', '/partners/promocodes/dnkom?email=swimmer@example.ru');
    expect(other.body.promocode).not.toBe(first.body.promocode);
    expect(await sendPending()).toBe(2);
    const letters = (await apiBrowser(app).call('GET', '/dev/mail-outbox?to=runner@example.ru')).body as { subject: string; text: string }[];
    expect(letters).toHaveLength(1);
    expect(letters[0]!.subject).toBe('Промокод ДНКОМ от Спорт·Маркета');
    expect(letters[0]!.text).toContain(first.body.promocode);
  });

  it('answers SEND_EMAIL_ERROR with the text for the field to an address it cannot send to, 400 without one', async () => {
    for (const email of ['not-an-email', 'me@mailinator.com']) {
      const refused = await apiBrowser(app).call('GET', `/partners/promocodes/dnkom?email=${encodeURIComponent(email)}`);
      expect(refused.status, email).toBe(400);
      expect(refused.body).toEqual({
        reason: 'SEND_EMAIL_ERROR',
        message: 'Не удалось отправить промокод на этот адрес. Проверьте адрес электронной почты или укажите другой',
      });
    }
    for (const q of ['', '?email=']) expect((await apiBrowser(app).call('GET', `/partners/promocodes/dnkom${q}`)).body.reason, q).toBe('INCORRECT_REQUEST');
  });
});
