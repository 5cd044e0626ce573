import Decimal from 'decimal.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { ApplyOutcome, PaymentRecord, PaymentRepository } from '../../application/payment/PaymentRepository';
import type { Clock } from '../../application/shared/Clock';
import { egcExpiry, invoiceAsOrderStatus } from '../../domain/giftcard/egcInvoice';
import { hashGiftCardPin } from './giftCardPin';
import type { PinCipher } from './giftCardPinCipher';
import { giftCardMail } from '../../domain/mail/giftCardMail';
import { enqueueMail } from './postgresMailQueue';
import { firstReport } from './postgresPaymentRepository';
import type { Database } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What issuing needs: the time of payment and a fresh PIN per card. */
export interface EgcIssuing {
  readonly clock: Clock;
  readonly pin: () => string;
  /** Seals the PIN kept for the buyer (egc_issued_card.pin): never stored in clear. */
  readonly pins: PinCipher;
  /** Where the design pictures are linked from in the recipients' letters (docs/email.md). */
  readonly letters?: { readonly shopUrl: string; readonly shopName: string };
}

const DEFAULT_LETTERS = { shopUrl: '', shopName: 'Спорт·Маркет' };

function paymentRecord(row: Selectable<Database['egc_payment']>): PaymentRecord {
  return {
    id: row.id, orderNumber: row.invoice_number, provider: row.provider, providerPaymentId: row.provider_payment_id, confirmationUrl: row.confirmation_url,
    paymentTool: row.payment_tool, amount: new Decimal(row.amount), status: row.status,
  };
}

/** Cards of a paid invoice: numbers from a sequence, balance = nominal, into gift_card so they pay at checkout. */
async function issueCards(trx: Transaction<Database>, invoiceNumber: string, paidAt: Date, { pin, pins, letters = DEFAULT_LETTERS }: EgcIssuing): Promise<void> {
  const items = await trx.selectFrom('egc_invoice_item').innerJoin('egc_design', 'egc_design.id', 'egc_invoice_item.design_id')
    .selectAll('egc_invoice_item').select(['egc_design.name as design_name', 'egc_design.image_url']).where('invoice_number', '=', invoiceNumber).orderBy('position').execute();
  for (const item of items) {
    for (let i = 0; i < item.quantity; i++) {
      const { number } = (await sql<{ number: string }>`select nextval('egc_card_number_seq')::text as number`.execute(trx)).rows[0]!;
      const code = pin();
      await trx.insertInto('gift_card').values({ number, pin_hash: hashGiftCardPin(code), balance: item.nominal, expires_at: egcExpiry(paidAt) }).execute();
      await trx.insertInto('egc_issued_card').values({
        card_number: number, invoice_number: invoiceNumber, design_id: item.design_id, nominal: item.nominal, recipient_email: item.recipient_email, pin: pins.seal(code, number),
      }).execute();
      // The letter is written in the issuing transaction (transactional outbox); the mail job sends it.
      const letter = giftCardMail({
        recipientEmail: item.recipient_email, cardNumber: number, pin: code, nominal: item.nominal, expiresAt: egcExpiry(paidAt),
        designName: item.design_name, imageUrl: /^https?:/.test(item.image_url) ? item.image_url : `${letters.shopUrl}${item.image_url}`, shopName: letters.shopName,
      });
      await enqueueMail(trx, letter, `egc-card:${number}`, paidAt);
    }
  }
}

/**
 * Invoices as the payment use-cases see orders (spec §9 EGC_ONLINE): the same start, reconcile and notification
 * rules apply. A success is applied under the invoice's row lock, then the payment's (the orders' order), and
 * only the AWAITING_PAYMENT → PAID change issues cards, so parallel confirmations issue them once.
 */
export function postgresEgcPayments(db: Kysely<Database>, issuing: EgcIssuing): PaymentRepository {
  return {
    findOrder: async (invoiceNumber) => {
      const row = await db.selectFrom('egc_invoice').select(['invoice_number', 'owner_key', 'status', 'total']).where('invoice_number', '=', invoiceNumber).executeTakeFirst();
      return row && {
        orderNumber: row.invoice_number, ownerKey: row.owner_key, customerId: null, status: invoiceAsOrderStatus(row.status),
        paymentMethod: 'EGC_ONLINE', paymentTool: null, amountToPay: new Decimal(row.total), currency: 'RUB',
      };
    },
    addPayment: async (p) => {
      await db.insertInto('egc_payment').values({
        id: p.id, invoice_number: p.orderNumber, provider: p.provider, payment_tool: p.paymentTool, amount: p.amount.toFixed(2), status: 'PENDING',
      }).execute();
    },
    setAcquirerPayment: async (paymentId, providerPaymentId, confirmationUrl) => {
      await db.updateTable('egc_payment').set({ provider_payment_id: providerPaymentId, confirmation_url: confirmationUrl, updated_at: issuing.clock.now() })
        .where('id', '=', paymentId).execute();
    },
    latestPayment: async (invoiceNumber) => {
      const row = await db.selectFrom('egc_payment').selectAll().where('invoice_number', '=', invoiceNumber)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row && paymentRecord(row);
    },
    applyReport: (target, decide) => db.transaction().execute(async (trx): Promise<ApplyOutcome> => {
      if (!(await firstReport(trx, target))) return { _tag: 'DUPLICATE' };
      if (!UUID.test(target.paymentId)) return { _tag: 'UNKNOWN_PAYMENT' };
      const owner = await trx.selectFrom('egc_payment').select('invoice_number')
        .where('id', '=', target.paymentId).where('provider', '=', target.provider).executeTakeFirst();
      if (!owner) return { _tag: 'UNKNOWN_PAYMENT' };
      const invoice = await trx.selectFrom('egc_invoice').select(['status', 'total']).where('invoice_number', '=', owner.invoice_number).forUpdate().executeTakeFirstOrThrow();
      const payment = await trx.selectFrom('egc_payment').select(['status', 'amount']).where('id', '=', target.paymentId).forUpdate().executeTakeFirstOrThrow();
      const transition = decide({ paymentStatus: payment.status, paymentAmount: payment.amount, orderStatus: invoiceAsOrderStatus(invoice.status), amountToPay: invoice.total });
      const now = issuing.clock.now();
      if (transition.paymentStatus !== payment.status) {
        await trx.updateTable('egc_payment').set({ status: transition.paymentStatus, updated_at: now }).where('id', '=', target.paymentId).execute();
      }
      if (transition.payOrder && invoice.status === 'AWAITING_PAYMENT') {
        await trx.updateTable('egc_invoice').set({ status: 'PAID', paid_at: now }).where('invoice_number', '=', owner.invoice_number).execute();
        await issueCards(trx, owner.invoice_number, now, issuing);
      }
      return { _tag: 'APPLIED', transition };
    }),
  };
}
