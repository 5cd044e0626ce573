import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type { EgcInvoice } from '../../application/giftcard/EgcRepository';
import type { PinCipher } from './giftCardPinCipher';
import type { Database } from './schema';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * An invoice with its lines in the buyer's order and its issued cards, read through `db` (a transaction sees its own
 * writes). PINs are opened only with `pins` (the owner's read of the invoice); otherwise, or if one does not open, ''.
 */
export async function readEgcInvoice(db: Reader, invoiceNumber: string, pins?: PinCipher): Promise<EgcInvoice | undefined> {
  const row = await db.selectFrom('egc_invoice').selectAll().where('invoice_number', '=', invoiceNumber).executeTakeFirst();
  if (!row) return undefined;
  const items = await db.selectFrom('egc_invoice_item').selectAll().where('invoice_number', '=', invoiceNumber).orderBy('position').execute();
  const cards = await db
    .selectFrom('egc_issued_card')
    .innerJoin('gift_card', 'gift_card.number', 'egc_issued_card.card_number')
    .select(['card_number', 'pin', 'nominal', 'design_id', 'recipient_email', 'expires_at'])
    .where('invoice_number', '=', invoiceNumber)
    .orderBy('card_number')
    .execute();
  return {
    invoiceNumber: row.invoice_number,
    ownerKey: row.owner_key,
    status: row.status,
    total: new Decimal(row.total),
    buyerEmail: row.buyer_email,
    buyerPhone: row.buyer_phone,
    lines: items.map((i) => ({ designId: i.design_id, nominal: i.nominal, recipientEmail: i.recipient_email, quantity: i.quantity })),
    cards: cards.map((c) => ({
      giftCardNumber: c.card_number,
      pin: pins?.open(c.pin, c.card_number) ?? '',
      nominal: c.nominal,
      designId: c.design_id,
      recipientEmail: c.recipient_email,
      expiresAt: c.expires_at ?? new Date(0),
    })),
  };
}
