import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

const owner = { firstName: 'Анна', lastName: 'Петрова', phone: '+7 912 345-67-89', email: 'anna@example.ru' };
const company = {
  name: 'ООО «Спорт»',
  tin: '7701234567',
  bic: '044525225',
  iec: '770101001',
  paymentAccount: '40702810900000000001',
  correspondentAccount: '30101810400000000225',
  ogrn: '1027700000001',
};

describe('checkout steps 2–3 over HTTP (spec §7 Cart)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('checkout-details', 5, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  /** A browser of its own, keeping its session cookie. */
  const browser = () => apiBrowser(app).call;

  it('stores the owner and a receiver with PUT /cart/receiver and shows them as contactUser', async () => {
    const call = browser();
    const empty = await call('GET', '/cart');
    expect(empty.body.contactUser).toEqual({ contactUserType: 'OWNER', owner: null, receiver: null, verifiedPhones: [] });
    const saved = await call('PUT', '/cart/receiver', { owner, receiver: { firstName: 'Иван', lastName: 'Петров', phone: '89123450000' } });
    expect(saved.status).toBe(200);
    expect(saved.body.contactUser).toEqual({
      contactUserType: 'RECEIVER',
      owner: { firstName: 'Анна', lastName: 'Петрова', phone: '+79123456789', email: 'anna@example.ru' },
      receiver: { firstName: 'Иван', lastName: 'Петров', phone: '+79123450000' },
      verifiedPhones: [],
    });
    expect(saved.body.version).toBe(empty.body.version + 1);
    const back = await call('PUT', '/cart/receiver', { owner, receiver: null });
    expect(back.body.contactUser.contactUserType).toBe('OWNER');
  });

  it('answers field errors by path, INVALID_EMAIL with its text, and a malformed body as INCORRECT_REQUEST', async () => {
    const call = browser();
    const bad = await call('PUT', '/cart/receiver', {
      owner: { ...owner, phone: '123', email: 'anna@' },
      receiver: { firstName: '', lastName: 'Петров', phone: '+79123450000' },
    });
    expect(bad).toEqual({
      status: 400,
      body: {
        reason: 'INCORRECT_REQUEST',
        message: 'Неверный формат телефона',
        fields: {
          'owner.phone': 'Неверный формат телефона',
          'owner.email': 'Адрес почты не соответствует формату',
          'receiver.firstName': 'Пожалуйста, заполните обязательное поле',
        },
      },
    });
    expect(await call('PUT', '/cart/receiver', { owner: { ...owner, email: 'anna@mailinator.com' }, receiver: null })).toEqual({
      status: 400,
      body: { reason: 'INVALID_EMAIL', message: 'Этот адрес почты заблокирован. Пожалуйста, укажите другой адрес' },
    });
    expect(await call('PUT', '/cart/receiver', { owner: { firstName: 'Анна' } })).toEqual({
      status: 400,
      body: { reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' },
    });
    expect((await call('PUT', '/cart/receiver?cartType=NOPE', { owner, receiver: null })).status).toBe(400);
  });

  it('confirms a phone by SMS code: a wrong code is refused, the right one adds it to verifiedPhones', async () => {
    const call = browser();
    const phone = '+79161112233';
    const sent = await call('POST', '/cart/phone/_verify', { phone, token: '' });
    expect(sent).toEqual({ status: 200, body: { phone, codeLength: 6, resendAfterSeconds: 60, expiresInSeconds: 600 } });
    expect((await call('POST', '/cart/phone/_verify', { phone })).body.reason).toBe('ALREADY_SENT');
    const outbox = await call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    const text: string = outbox.body[0].text;
    expect(text).toMatch(/^Код подтверждения телефона для заказа: \d{6}\./);
    const code = /\d{6}/.exec(text)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await call('POST', '/cart/phone/_verify', { phone, code: wrong })).toEqual({
      status: 400,
      body: { reason: 'INCORRECT_CODE', message: 'Неверный код' },
    });
    // A checkout code never signs anybody in.
    expect((await call('POST', '/auth/tokens', { phone, code })).body.reason).toBe('INCORRECT_CODE');
    const confirmed = await call('POST', '/cart/phone/_verify', { phone, code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.contactUser.verifiedPhones).toEqual([phone]);
    expect((await call('POST', '/cart/phone/_verify', { phone, code })).body.reason).toBe('INCORRECT_CODE');
    expect((await call('POST', '/cart/phone/_verify', { phone: '12' })).body.reason).toBe('INCORRECT_PHONE');
  });

  it('offers online options before a shipment, selects an allowed one and refuses one not allowed', async () => {
    const call = browser();
    const cart = await call('GET', '/cart');
    expect(cart.body.payment.paymentOptions).toEqual([
      { paymentMethod: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE', isSelected: false },
      { paymentMethod: 'CARD_ONLINE', paymentTool: 'FASTER_PAYMENT_SYSTEM', isSelected: false },
      { paymentMethod: 'CARD_ONLINE', paymentTool: 'SBER_PAY', isSelected: false },
    ]);
    const chosen = await call('POST', '/cart/payments', { id: 'CARD_ONLINE', paymentTool: 'SBER_PAY' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.payment.paymentOptions.filter((o: { isSelected: boolean }) => o.isSelected)).toEqual([
      { paymentMethod: 'CARD_ONLINE', paymentTool: 'SBER_PAY', isSelected: true },
    ]);
    expect(await call('POST', '/cart/payments', { id: 'CASHLESS' })).toEqual({
      status: 400,
      body: { reason: 'PAYMENT_NOT_ALLOWED', message: 'Этот способ оплаты недоступен для выбранного способа получения' },
    });
    expect((await call('POST', '/cart/payments', { id: 'BITCOIN' })).body.reason).toBe('INCORRECT_REQUEST');
  });

  it('buys as a legal entity: the tin is checked, then only CASHLESS is offered and chosen; DELETE goes back', async () => {
    const call = browser();
    expect(await call('POST', '/cart/legal-entity', { ...company, tin: '12345' })).toEqual({
      status: 400,
      body: { reason: 'INCORRECT_REQUEST', message: 'ИНН должен содержать 10 или 12 цифр', fields: { tin: 'ИНН должен содержать 10 или 12 цифр' } },
    });
    const legal = await call('POST', '/cart/legal-entity', { ...company, ceo: 'Сидоров П. П.' });
    expect(legal.status).toBe(200);
    expect(legal.body.isLegalEntity).toBe(true);
    expect(legal.body.legalEntityInfo).toEqual({ ...company, ceo: 'Сидоров П. П.' });
    expect(legal.body.payment.paymentOptions).toEqual([{ paymentMethod: 'CASHLESS', paymentTool: null, isSelected: true }]);
    expect((await call('POST', '/cart/payments', { id: 'CARD_ONLINE', paymentTool: 'CARD_ONLINE' })).body.reason).toBe('PAYMENT_NOT_ALLOWED');
    const person = await call('DELETE', '/cart/legal-entity');
    expect(person.body).toMatchObject({ isLegalEntity: false, legalEntityInfo: null });
    expect(
      person.body.payment.paymentOptions.every((o: { isSelected: boolean; paymentMethod: string }) => !o.isSelected && o.paymentMethod !== 'CASHLESS'),
    ).toBe(true);
  });
});
