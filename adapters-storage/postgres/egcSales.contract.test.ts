import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinkoffGateway } from '../../adapters-http/gateways/tinkoffGateway';
import { signed } from '../../adapters-http/gateways/tinkoffToken';
import { withInvoiceReports } from '../../application/giftcard/invoiceReports';
import { setEgcQuantity } from '../../application/giftcard/setEgcQuantity';
import { acceptPaymentNotification } from '../../application/payment/acceptPaymentNotification';
import type { PaymentGateway } from '../../application/payment/PaymentGateway';
import { reconcilePayment } from '../../application/payment/reconcilePayment';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { giftCardPinMatches } from './giftCardPin';
import { postgresEgcInvoices } from './postgresEgcInvoices';
import { postgresEgcPayments } from './postgresEgcPayments';
import { pinCipher, pinKeyFrom } from './giftCardPinCipher';
import { postgresLegalOrders } from './postgresLegalOrders';
import { postgresPaymentRepository } from './postgresPaymentRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const PASSWORD = 'egc-test-password';
const PAID_AT = new Date('2026-11-23T10:00:00Z');
let pinSeq = 100000;
const pins = pinCipher(pinKeyFrom('contract-test'));
const issuing = { clock: { now: () => PAID_AT }, pin: () => String(++pinSeq), pins };

// The acquirer confirms whatever is asked: GetState answers SUCCEEDED for the amount set here.
let acquirerHolds = new Decimal(0);
const gateway: PaymentGateway = {
  ...tinkoffGateway({ provider: 'tinkoff', terminalKey: 'T', password: PASSWORD, notificationUrl: 'https://shop.example/n' }),
  paymentStatus: async () => E.right({ status: 'SUCCEEDED', amount: acquirerHolds }),
};

describe.each(kinds)('e-gift-card sales on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await kind.create(20));
  });
  afterAll(() => drop());

  const invoices = () => postgresEgcInvoices(db, pins);
  const setQuantity = () => setEgcQuantity({ invoices: invoices(), policy: { authorisedOnly: false } });

  it('parallel changes of one cart all land, and the total is the sum of its lines', async () => {
    const owner = { ownerKey: 'session:egc-parallel', signedIn: false };
    const nominals = Array.from({ length: 10 }, (_, i) => 1000 + i * 500);
    const answers = await Promise.all(
      [...nominals, ...nominals].map((nominal, i) =>
        setQuantity()(owner, { invoiceNumber: null, designId: 'sport', nominal, recipientEmail: 'me@example.ru', quantity: i < 10 ? 1 : 2 }),
      ),
    );
    expect(answers.every(E.isRight)).toBe(true);
    const cart = (await invoices().openCart(owner.ownerKey))!;
    expect(new Set(answers.map((a) => E.isRight(a) && a.right.invoiceNumber))).toEqual(new Set([cart.invoiceNumber]));
    expect(cart.lines).toHaveLength(10);
    const sum = cart.lines.reduce((s, l) => s + l.nominal * l.quantity, 0);
    expect(cart.total.toNumber()).toBe(sum);
    const eleventh = await setQuantity()(owner, {
      invoiceNumber: cart.invoiceNumber,
      designId: 'thanks',
      nominal: 500,
      recipientEmail: 'me@example.ru',
      quantity: 1,
    });
    expect(eleventh).toEqual(E.left('TOO_MANY_LINES_IN_BASKET'));
  });

  it('parallel confirmations — notifications and the payer coming back — issue the cards once', async () => {
    const owner = { ownerKey: 'session:egc-pay', signedIn: false };
    await setQuantity()(owner, { invoiceNumber: null, designId: 'birthday', nominal: 3000, recipientEmail: 'friend@example.ru', quantity: 2 });
    const cart = await setQuantity()(owner, { invoiceNumber: null, designId: 'sport', nominal: 500, recipientEmail: 'me@example.ru', quantity: 1 });
    if (E.isLeft(cart)) throw new Error(cart.left);
    const { invoiceNumber } = cart.right;
    expect(cart.right.total.toNumber()).toBe(6500);
    expect(await invoices().sendToPayment(invoiceNumber, 'session:someone-else', { email: 'a@b.ru', phone: '+79161110801' })).toEqual(E.left('NOT_FOUND'));
    expect(E.isRight(await invoices().sendToPayment(invoiceNumber, owner.ownerKey, { email: 'me@example.ru', phone: '+79161110801' }))).toBe(true);

    const payments = postgresEgcPayments(db, issuing);
    const paymentId = crypto.randomUUID();
    await payments.addPayment({ id: paymentId, orderNumber: invoiceNumber, provider: 'tinkoff', paymentTool: 'CARD_ONLINE', amount: new Decimal(6500) });
    await payments.setAcquirerPayment(paymentId, '777001', 'https://securepay.example/p');
    acquirerHolds = new Decimal(6500);

    const accept = acceptPaymentNotification({ payments: withInvoiceReports(postgresPaymentRepository(db), payments), gateway });
    // Distinct acquirer ids, so every delivery is a new notification and reaches the invoice.
    const notice = (n: number) => ({
      headers: {},
      body: JSON.stringify(
        signed(
          { TerminalKey: 'T', OrderId: paymentId, Success: true, Status: 'CONFIRMED', PaymentId: String(9100 + n), ErrorCode: '0', Amount: 650000 },
          PASSWORD,
        ),
      ),
    });
    const reconcile = reconcilePayment({ payments, gateway });
    await Promise.all([...Array.from({ length: 10 }, (_, n) => accept('tinkoff', notice(n))), ...Array.from({ length: 5 }, () => reconcile(invoiceNumber))]);

    const paid = (await invoices().invoice(invoiceNumber))!;
    expect(paid.status).toBe('PAID');
    expect(paid.cards.map((c) => c.nominal).toSorted()).toEqual([3000, 3000, 500]);
    expect(paid.cards.every((c) => c.expiresAt.toISOString() === '2027-11-23T10:00:00.000Z')).toBe(true);
    const stored = await db
      .selectFrom('gift_card')
      .selectAll()
      .where(
        'number',
        'in',
        paid.cards.map((c) => c.giftCardNumber),
      )
      .execute();
    expect(stored.reduce((s, c) => s + Number(c.balance), 0)).toBe(6500);
    const first = paid.cards[0]!;
    expect(giftCardPinMatches(first.pin, stored.find((c) => c.number === first.giftCardNumber)!.pin_hash)).toBe(true);
    expect((await payments.latestPayment(invoiceNumber))?.status).toBe('SUCCEEDED');
    // Paid: not payable again, and the next card goes to a new cart.
    expect(await invoices().sendToPayment(invoiceNumber, owner.ownerKey, { email: 'me@example.ru', phone: '+79161110801' })).toEqual(
      E.left('INVOICE_NOT_PAYABLE'),
    );
    const next = await setQuantity()(owner, { invoiceNumber, designId: 'sport', nominal: 500, recipientEmail: 'me@example.ru', quantity: 1 });
    expect(E.isRight(next) && next.right.invoiceNumber).not.toBe(invoiceNumber);
  });

  it("a notification for an order payment is still the order repository's, and an unknown id stays unknown", async () => {
    const accept = acceptPaymentNotification({ payments: withInvoiceReports(postgresPaymentRepository(db), postgresEgcPayments(db, issuing)), gateway });
    const body = JSON.stringify(
      signed({ TerminalKey: 'T', OrderId: crypto.randomUUID(), Success: true, Status: 'CONFIRMED', PaymentId: '1', ErrorCode: '0', Amount: 100 }, PASSWORD),
    );
    const answer = await accept('tinkoff', { headers: {}, body });
    expect(E.isRight(answer) && answer.right.outcome).toEqual({ _tag: 'UNKNOWN_PAYMENT' });
  });

  it('stores a corporate request and numbers it', async () => {
    const order = {
      companyName: 'ООО «Ромашка»',
      tin: '7701234567',
      bic: '',
      iec: '770101001',
      paymentAccount: '40702810900000000001',
      correspondentAccount: '30101810400000000225',
      ogrn: '1027700132195',
      contactName: 'Анна',
      phone: '+79161110801',
      email: 'buh@romashka.ru',
      nominal: 5000,
      quantity: 20,
    };
    const [a, b] = await Promise.all([postgresLegalOrders(db).add(order), postgresLegalOrders(db).add(order)]);
    expect(Number(a) > 1000 && Number(b) > 1000 && a !== b).toBe(true);
  });
});
