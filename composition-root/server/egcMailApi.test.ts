import { serializeSigned } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { HELD_BACK_SANDBOX, openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { MAIL } from './modules/mailModule';

const SECRET = 'egc-mail-api-secret';
const SID = '6a0e8a44-7c1d-4a2b-9e3f-0a1b2c3d4e61';
const MAIL_OUTBOX = { kind: 'outbox', intervalMs: 1000 } as const;
let db: Kysely<Database>;
let app: TestShopApp;
let sendPending: () => Promise<number>;
let cookie = '';

beforeAll(async () => {
  const shop = await openTestShop('egc-mail-api', 20, { sessionSecret: SECRET, payment: HELD_BACK_SANDBOX, mail: MAIL_OUTBOX });
  ({ db, app } = shop);
  sendPending = shop.container.get(MAIL.sendPending);
  cookie = (await serializeSigned('sid', SID, SECRET)).split(';')[0]!;
});
afterAll(() => db.destroy());

const call = (path: string, body?: unknown) =>
  app.request(`/web-api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
type Letter = { to: string; subject: string; text: string; html: string };

describe('e-gift cards reach their recipients by e-mail (docs/email.md)', () => {
  it('buying with the sandbox acquirer leaves one letter per card, with its number and PIN, in the development outbox', async () => {
    await call('/egc/cart/items/_set-quantity', { designId: 'sport', nominal: 3000, quantity: 2, recipientEmail: 'Friend@Example.ru' });
    const cart = (await (
      await call('/egc/cart/items/_set-quantity', { designId: 'birthday', nominal: 5000, quantity: 1, recipientEmail: 'mama@example.ru' })
    ).json()) as { invoiceNumber: string };
    const { paymentUrl } = (await (await call(`/egc/invoices/${cart.invoiceNumber}/payments`, { email: 'me@example.ru', phone: '+79161111601' })).json()) as {
      paymentUrl: string;
    };
    await app.request(paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    const invoice = (await (await call(`/egc/invoices/${cart.invoiceNumber}?force=true`)).json()) as {
      status: string;
      cards: { giftCardNumber: string; pin: string; recipientEmail: string }[];
    };
    expect(invoice.status).toBe('PAID');

    expect(await (await call('/dev/mail-outbox?to=friend@example.ru')).json()).toEqual([]);
    expect(await sendPending()).toBe(3);
    expect(await sendPending()).toBe(0);

    const friend = (await (await call('/dev/mail-outbox?to=friend@example.ru')).json()) as Letter[];
    const mama = (await (await call('/dev/mail-outbox?to=mama@example.ru')).json()) as Letter[];
    expect(friend).toHaveLength(2);
    expect(mama).toHaveLength(1);
    for (const card of invoice.cards) {
      const letters = [...friend, ...mama].filter((l) => l.text.includes(`Номер карты: ${card.giftCardNumber}`));
      expect(letters).toHaveLength(1);
      expect(letters[0]!.text).toContain(`PIN-код: ${card.pin}`);
      expect(letters[0]!.html).toContain(`<td>${card.giftCardNumber}</td>`);
      expect(letters[0]!.to.toLowerCase()).toBe(card.recipientEmail.toLowerCase());
    }
    expect(mama[0]!.text).toContain('Номинал: 5\u00a0000\u00a0₽');
    expect(mama[0]!.text).toContain('/media/content/egc-birthday.svg');

    const page = await (await app.request(`/giftcard/cart?invoice=${cart.invoiceNumber}`, { headers: { cookie } })).text();
    // React separates adjacent text nodes with <!-- -->: what a reader sees is the text without them.
    expect(page.replaceAll('<!-- -->', '')).toContain('Карты отправлены на адреса: ');
    expect(page).toMatch(/<strong>friend@example\.ru<\/strong>.*<strong>mama@example\.ru<\/strong>/);
  });

  it('GET /dev/mail-outbox refuses a request without an address with 400', async () => {
    const answer = await call('/dev/mail-outbox');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { reason: string }).reason).toBe('INCORRECT_REQUEST');
  });
});
