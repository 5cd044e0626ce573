import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { PaymentRepository } from '../../application/payment/PaymentRepository';
import type { Clock } from '../../application/shared/Clock';
import { egcExpiry, invoiceAsOrderStatus } from '../../domain/giftcard/egcInvoice';
import { hashGiftCardPin } from './giftCardPin';
import type { PinCipher } from './giftCardPinCipher';
import { giftCardMail } from '../../domain/mail/giftCardMail';
import { enqueueMail } from './postgresMailQueue';
import { paymentAttempts } from './paymentAttempts';
import type { Database } from './schema';

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

/** The letter of an issued card, its design picture linked from the shop's address. */
export function issuedCardLetter(
  card: {
    readonly recipient_email: string;
    readonly card_number: string;
    readonly nominal: number;
    readonly expires_at: Date;
    readonly design_name: string;
    readonly image_url: string;
  },
  pin: string,
  letters: NonNullable<EgcIssuing['letters']> = DEFAULT_LETTERS,
) {
  return giftCardMail({
    recipientEmail: card.recipient_email,
    cardNumber: card.card_number,
    pin,
    nominal: card.nominal,
    expiresAt: card.expires_at,
    designName: card.design_name,
    imageUrl: /^https?:/.test(card.image_url) ? card.image_url : `${letters.shopUrl}${card.image_url}`,
    shopName: letters.shopName,
  });
}

/** Cards of a paid invoice: numbers from a sequence, balance = nominal, into gift_card so they pay at checkout. */
async function issueCards(
  trx: Transaction<Database>,
  invoiceNumber: string,
  paidAt: Date,
  { pin, pins, letters = DEFAULT_LETTERS }: EgcIssuing,
): Promise<void> {
  const items = await trx
    .selectFrom('egc_invoice_item')
    .innerJoin('egc_design', 'egc_design.id', 'egc_invoice_item.design_id')
    .selectAll('egc_invoice_item')
    .select(['egc_design.name as design_name', 'egc_design.image_url'])
    .where('invoice_number', '=', invoiceNumber)
    .orderBy('position')
    .execute();
  for (const item of items) {
    for (let i = 0; i < item.quantity; i++) {
      const { number } = (await sql<{ number: string }>`select nextval('egc_card_number_seq')::text as number`.execute(trx)).rows[0]!;
      const code = pin();
      await trx
        .insertInto('gift_card')
        .values({ number, pin_hash: hashGiftCardPin(code), balance: item.nominal, expires_at: egcExpiry(paidAt) })
        .execute();
      await trx
        .insertInto('egc_issued_card')
        .values({
          card_number: number,
          invoice_number: invoiceNumber,
          design_id: item.design_id,
          nominal: item.nominal,
          recipient_email: item.recipient_email,
          pin: pins.seal(code, number),
        })
        .execute();
      // The letter is written in the issuing transaction (transactional outbox); the mail job sends it.
      const letter = issuedCardLetter({ ...item, card_number: number, expires_at: egcExpiry(paidAt) }, code, letters);
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
      const row = await db
        .selectFrom('egc_invoice')
        .select(['invoice_number', 'owner_key', 'status', 'total'])
        .where('invoice_number', '=', invoiceNumber)
        .executeTakeFirst();
      return (
        row && {
          orderNumber: row.invoice_number,
          ownerKey: row.owner_key,
          customerId: null,
          status: invoiceAsOrderStatus(row.status),
          paymentMethod: 'EGC_ONLINE',
          paymentTool: null,
          amountToPay: new Decimal(row.total),
          currency: 'RUB',
        }
      );
    },
    ...paymentAttempts(db, 'egc_payment', () => issuing.clock.now(), {
      lock: async (trx, invoiceNumber) => {
        const invoice = await trx
          .selectFrom('egc_invoice')
          .select(['status', 'total'])
          .where('invoice_number', '=', invoiceNumber)
          .forUpdate()
          .executeTakeFirstOrThrow();
        return { orderStatus: invoiceAsOrderStatus(invoice.status), amountToPay: invoice.total };
      },
      pay: async (trx, invoiceNumber, now) => {
        await trx.updateTable('egc_invoice').set({ status: 'PAID', paid_at: now }).where('invoice_number', '=', invoiceNumber).execute();
        await issueCards(trx, invoiceNumber, now, issuing);
      },
    }),
  };
}
