import * as E from 'fp-ts/Either';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { EgcInvoiceRepository } from '../../application/giftcard/EgcRepository';
import { egcTotal, type EgcLine } from '../../domain/giftcard/egcCart';
import { readEgcInvoice } from './egcInvoiceRows';
import type { PinCipher } from './giftCardPinCipher';
import type { Database } from './schema';

/** Rolls a refused change back; carries its reason out of the transaction. */
class Refused extends Error {
  constructor(readonly reason: unknown) {
    super('refused');
  }
}

/** The owner's open cart locked for this transaction, made when there is none (a racer's insert is waited for, then found). */
async function lockOpenCart(trx: Transaction<Database>, ownerKey: string): Promise<string> {
  await sql`insert into egc_invoice (invoice_number, owner_key, status) values (nextval('egc_invoice_seq')::text, ${ownerKey}, 'CART')
    on conflict (owner_key) where status = 'CART' do nothing`.execute(trx);
  const row = await trx
    .selectFrom('egc_invoice')
    .select('invoice_number')
    .where('owner_key', '=', ownerKey)
    .where('status', '=', 'CART')
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.invoice_number;
}

async function writeLines(trx: Transaction<Database>, invoiceNumber: string, lines: readonly EgcLine[]): Promise<void> {
  await trx.deleteFrom('egc_invoice_item').where('invoice_number', '=', invoiceNumber).execute();
  if (lines.length > 0) {
    await trx
      .insertInto('egc_invoice_item')
      .values(
        lines.map((l, position) => ({
          invoice_number: invoiceNumber,
          position,
          design_id: l.designId,
          nominal: l.nominal,
          recipient_email: l.recipientEmail,
          quantity: l.quantity,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('egc_invoice')
    .set({ total: egcTotal(lines).toFixed(2) })
    .where('invoice_number', '=', invoiceNumber)
    .execute();
}

/**
 * E-gift-card carts and invoices; every change holds the invoice's row lock, so parallel clicks queue. `pins` opens
 * the issued cards' PINs for `invoice` (what the owner's reads go through); without it they read ''.
 */
export function postgresEgcInvoices(db: Kysely<Database>, pins?: PinCipher): EgcInvoiceRepository {
  return {
    designs: async () =>
      (await db.selectFrom('egc_design').selectAll().orderBy('position').execute()).map((d) => ({ id: d.id, name: d.name, imageUrl: d.image_url })),
    openCart: async (ownerKey) => {
      const row = await db.selectFrom('egc_invoice').select('invoice_number').where('owner_key', '=', ownerKey).where('status', '=', 'CART').executeTakeFirst();
      return row && readEgcInvoice(db, row.invoice_number);
    },
    invoice: (invoiceNumber) => readEgcInvoice(db, invoiceNumber, pins),
    changeCart: <L>(ownerKey: string, invoiceNumber: string | null, change: (lines: readonly EgcLine[]) => E.Either<L, readonly EgcLine[]>) =>
      db
        .transaction()
        .execute(async (trx) => {
          const named =
            invoiceNumber === null
              ? undefined
              : await trx
                  .selectFrom('egc_invoice')
                  .select('invoice_number')
                  .where('invoice_number', '=', invoiceNumber)
                  .where('owner_key', '=', ownerKey)
                  .where('status', '=', 'CART')
                  .forUpdate()
                  .executeTakeFirst();
          const number = named?.invoice_number ?? (await lockOpenCart(trx, ownerKey));
          const current = await readEgcInvoice(trx, number);
          const next = change(current?.lines ?? []);
          // A refused change leaves no trace, not even the cart it made.
          if (E.isLeft(next)) throw new Refused(next.left);
          await writeLines(trx, number, next.right);
          return E.right((await readEgcInvoice(trx, number))!);
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) return E.left(error.reason as L);
          throw error;
        }),
    sendToPayment: (invoiceNumber, ownerKey, buyer) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('egc_invoice')
          .select(['status', 'total'])
          .where('invoice_number', '=', invoiceNumber)
          .where('owner_key', '=', ownerKey)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return E.left('NOT_FOUND' as const);
        if (row.status === 'PAID' || Number(row.total) <= 0) return E.left('INVOICE_NOT_PAYABLE' as const);
        // Contacts may be corrected before paying again; the lines stay as sent.
        await trx
          .updateTable('egc_invoice')
          .set({ status: 'AWAITING_PAYMENT', buyer_email: buyer.email, buyer_phone: buyer.phone })
          .where('invoice_number', '=', invoiceNumber)
          .execute();
        return E.right((await readEgcInvoice(trx, invoiceNumber))!);
      }),
  };
}
