import { tmpdir } from 'node:os';
import { serializeSigned } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { signed } from '../../adapters-http/gateways/tinkoffToken';
import { postgresEgcInvoices } from '../../adapters-storage/postgres/postgresEgcInvoices';
import { HELD_BACK_SANDBOX, openTestShop, testShopConfig, type TestShopApp } from '../../test-fixtures/testShop';
import { PAYMENT } from './modules/paymentModule';
import { SERVER } from './modules/serverModule';
import { serverContainer, shopApp } from './serverContainer';
import { COMPANY_IDS } from '../../test-fixtures/companyIds';

const SECRET = 'gift-card-api-secret';
const SID = '6a0e8a44-7c1d-4a2b-9e3f-0a1b2c3d4e51';
const OTHER_SID = '6a0e8a44-7c1d-4a2b-9e3f-0a1b2c3d4e52';
let db: Kysely<Database>;
let app: TestShopApp;
let restricted: TestShopApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  // Notifications held back: the test delivers the sandbox's outbox itself.
  const options = { sessionSecret: SECRET, payment: HELD_BACK_SANDBOX };
  const shop = await openTestShop('giftcard-api', 20, options);
  ({ db, app } = shop);
  restricted = shopApp(testShopConfig(db, shop.dataDir, { ...options, featureToggles: { sm_site_egc_authorized_only: true } }));
  for (const sid of [SID, OTHER_SID]) cookies[sid] = (await serializeSigned('sid', sid, SECRET)).split(';')[0]!;
});
afterAll(() => db.destroy());

const call = (path: string, body?: unknown, sid = SID, on = app) =>
  on.request(`/web-api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: cookies[sid]!, origin: 'http://localhost', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const line = { designId: 'sport', nominal: 3000, quantity: 2, recipientEmail: 'friend@example.ru' };
const company = {
  companyName: 'ООО «Ромашка»',
  ...COMPANY_IDS,
  contactName: 'Анна Петрова',
  phone: '+7 916 111-08-01',
  email: 'buh@romashka.ru',
  nominal: 5000,
  quantity: 20,
};

describe('gift cards over HTTP (spec §7 Gift cards)', () => {
  it('GET /egc/designs lists the demo designs with their pictures', async () => {
    const designs = (await (await call('/egc/designs')).json()) as { id: string; imageUrl: string }[];
    expect(designs.map((d) => d.id)).toEqual(['sport', 'birthday', 'new-year', 'thanks']);
    expect((await app.request(designs[0]!.imageUrl)).headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses bad set-quantity bodies with 400 and a reason, never 500', async () => {
    for (const body of [
      '{',
      {},
      { ...line, nominal: '3000' },
      { ...line, quantity: -1 },
      { ...line, quantity: 1.5 },
      { ...line, designId: 7 },
      { ...line, invoiceNumber: 5 },
    ]) {
      const answer = await call('/egc/cart/items/_set-quantity', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { reason: string }).reason).toBe('INCORRECT_REQUEST');
    }
    expect(((await (await call('/egc/cart/items/_set-quantity', { ...line, nominal: 550 })).json()) as { reason: string }).reason).toBe('INVALID_NOMINAL');
    expect(((await (await call('/egc/cart/items/_set-quantity', { ...line, recipientEmail: 'nobody' })).json()) as { reason: string }).reason).toBe(
      'INVALID_EMAIL',
    );
    expect((await call('/egc/cart/items/_set-quantity', { ...line, designId: 'nope' })).status).toBe(404);
  });

  it('buys: the cart by its invoice number, pay online, come back, see the cards; they pay at checkout', async () => {
    expect(await (await call('/egc/cart/current')).json()).toMatchObject({ invoiceNumber: null, items: [], total: 0 });
    const cart = (await (await call('/egc/cart/items/_set-quantity', line)).json()) as {
      invoiceNumber: string;
      total: number;
      items: { designName: string }[];
    };
    expect(cart).toMatchObject({ status: 'CART', total: 6000, items: [{ designName: 'Спорт — это жизнь', quantity: 2, amount: 6000 }] });
    const { invoiceNumber } = cart;
    expect(await (await call(`/egc/cart/${invoiceNumber}`)).json()).toEqual(await (await call('/egc/cart/current')).json());
    expect((await call(`/egc/cart/${invoiceNumber}`, undefined, OTHER_SID)).status).toBe(404);
    expect((await call(`/egc/invoices/${invoiceNumber}`, undefined, OTHER_SID)).status).toBe(404);

    for (const body of ['{', {}, { email: 'me@example.ru' }, { email: 1, phone: '+79161110801' }])
      expect((await call(`/egc/invoices/${invoiceNumber}/payments`, body)).status).toBe(400);
    expect(
      ((await (await call(`/egc/invoices/${invoiceNumber}/payments`, { email: 'me@example.ru', phone: '123' })).json()) as { reason: string }).reason,
    ).toBe('INCORRECT_PHONE');
    expect((await call(`/egc/invoices/${invoiceNumber}/payments`, { email: 'me@example.ru', phone: '+79161110801' }, OTHER_SID)).status).toBe(404);
    const started = (await (await call(`/egc/invoices/${invoiceNumber}/payments`, { email: 'me@example.ru', phone: '+7 916 111-08-01' })).json()) as {
      paymentUrl: string;
    };
    expect(started.paymentUrl).toMatch(/^\/sandbox-acquirer\/pay\/\d+$/);
    const page = await (await app.request(started.paymentUrl)).text();
    expect(page).toContain(`Электронные подарочные карты, заказ № ${invoiceNumber}`);

    const paid = await app.request(started.paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(paid.headers.get('location')).toBe(`/giftcard/cart?invoice=${invoiceNumber}`);
    expect((await call(`/egc/invoices/${invoiceNumber}?force=maybe`)).status).toBe(400);
    expect(await (await call(`/egc/invoices/${invoiceNumber}`)).json()).toMatchObject({ status: 'AWAITING_PAYMENT', cards: [] });
    const invoice = (await (await call(`/egc/invoices/${invoiceNumber}?force=true`)).json()) as {
      status: string;
      cards: { giftCardNumber: string; pin: string; nominal: number }[];
    };
    expect(invoice.status).toBe('PAID');
    expect(invoice.cards.map((c) => c.nominal)).toEqual([3000, 3000]);
    expect(((await (await call(`/egc/invoices/${invoiceNumber}`)).json()) as { cards: unknown[] }).cards).toHaveLength(2);
    expect((await call(`/egc/invoices/${invoiceNumber}/payments`, { email: 'me@example.ru', phone: '+79161110801' })).status).toBe(409);

    const [card] = invoice.cards;
    const balance = await call('/cart/gift-cards/_validate', { giftCardNumber: card!.giftCardNumber, pin: card!.pin });
    expect(await balance.json()).toEqual({ giftCardNumber: card!.giftCardNumber, balance: 3000 });
  });

  it('POST /egc/legal-orders: 400 for a bad body, field messages of spec §5, a number for a good request', async () => {
    for (const body of ['{', {}, { ...company, tin: 7701234567 }]) expect((await call('/egc/legal-orders', body)).status).toBe(400);
    const refused = await call('/egc/legal-orders', { ...company, tin: '123', ogrn: '1' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      tin: 'ИНН должен содержать 10 или 12 цифр',
      ogrn: 'Неверный формат',
    });
    const placed = await call('/egc/legal-orders', company);
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { requestNumber: string }).requestNumber).toMatch(/^\d+$/);
  });

  it('with the authorised-only toggle an anonymous visitor cannot buy, and the pages say so', async () => {
    expect(((await (await call('/egc/cart/items/_set-quantity', line, OTHER_SID, restricted)).json()) as { reason: string }).reason).toBe('NOT_AUTHORIZED');
    expect((await call('/egc/designs', undefined, OTHER_SID, restricted)).status).toBe(200);
    const page = await (await restricted.request('/giftcard/e-giftcard', { headers: { cookie: cookies[OTHER_SID]! } })).text();
    expect(page).toContain('Покупка подарочных карт доступна после входа в личный кабинет');
  });

  it('server-renders the pages; the aliases are the info page', async () => {
    const html = async (path: string) => {
      const answer = await app.request(path, { headers: { cookie: cookies[SID]! } });
      expect(answer.status, path).toBe(200);
      return answer.text();
    };
    for (const path of ['/giftcard/', '/giftcard/faq', '/giftcard/rules']) {
      const page = await html(path);
      for (const text of ['Подарочные карты', 'Правила использования', 'Вопросы и ответы', 'href="/giftcard/e-giftcard"', 'href="/giftcard/corporate/"'])
        expect(page).toContain(text);
    }
    expect(await html('/giftcard/e-giftcard')).toContain('С днём рождения');
    expect(await html('/giftcard/corporate/')).toContain('Отправить заявку');
    expect(await html('/giftcard/cart')).toContain('В корзине подарочных карт пока пусто');
    expect((await app.request('/giftcard/cart?invoice=999', { headers: { cookie: cookies[SID]! } })).status).toBe(404);
  });

  it('a T-Bank notification of an invoice payment reaches the invoice through the one notification endpoint', async () => {
    const container = serverContainer(
      testShopConfig(db, tmpdir(), {
        sessionSecret: SECRET,
        payment: {
          provider: { kind: 'tinkoff', terminalKey: 'T', password: 'P', baseUrl: 'http://acquirer.invalid' },
          shopUrl: 'https://shop.example',
          jobsIntervalMs: 1000,
          releaseIntervalMs: 1000,
        },
      }),
    );
    const tinkoff = container.get(SERVER.app);
    const owner = 'session:egc-notified';
    const cart = await postgresEgcInvoices(db).changeCart(owner, null, () =>
      E.right([{ designId: 'thanks', nominal: 1000, recipientEmail: 'a@example.ru', quantity: 1 }]),
    );
    if (E.isLeft(cart)) throw new Error('no cart');
    await postgresEgcInvoices(db).sendToPayment(cart.right.invoiceNumber, owner, { email: 'a@example.ru', phone: '+79161110803' });
    const paymentId = crypto.randomUUID();
    const egcPayments = container.get(PAYMENT.invoicePayments);
    await egcPayments.addPayment({
      id: paymentId,
      orderNumber: cart.right.invoiceNumber,
      provider: 'tinkoff',
      paymentTool: 'CARD_ONLINE',
      amount: new Decimal(1000),
    });
    const body = JSON.stringify(
      signed({ TerminalKey: 'T', OrderId: paymentId, Success: true, Status: 'CONFIRMED', PaymentId: '555001', ErrorCode: '0', Amount: 100000 }, 'P'),
    );
    const notify = () => tinkoff.request('/payment-api/v1/notifications/tinkoff', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await (await notify()).text()).toBe('OK');
    expect(await (await notify()).text()).toBe('OK');
    const invoice = await postgresEgcInvoices(db).invoice(cart.right.invoiceNumber);
    expect(invoice?.status).toBe('PAID');
    expect(invoice?.cards).toHaveLength(1);
  });
});
