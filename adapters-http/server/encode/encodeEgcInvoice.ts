import type { EgcDesign, EgcInvoice as StoredInvoice } from '../../../application/giftcard/EgcRepository';
import type { EgcDesigns, EgcInvoice } from '../../contract/giftCards';

/** The designs as the API answers them (spec §7 GET /egc/designs). */
export const encodeEgcDesigns = (designs: readonly EgcDesign[]): EgcDesigns => designs.map((d) => ({ id: d.id, name: d.name, imageUrl: d.imageUrl }));

/** An empty cart not yet made (no invoice number). */
const EMPTY_EGC_CART: EgcInvoice = { invoiceNumber: null, status: 'CART', items: [], total: 0, buyerEmail: null, buyerPhone: null, cards: [] };

/** An invoice as the API answers it, its lines named by their designs (spec §7 GET /egc/cart/{invoice}, GET /egc/invoices/{n}). */
export function encodeEgcInvoice(invoice: StoredInvoice | undefined, designs: readonly EgcDesign[]): EgcInvoice {
  if (!invoice) return EMPTY_EGC_CART;
  const byId = new Map(designs.map((d) => [d.id, d]));
  return {
    invoiceNumber: invoice.invoiceNumber,
    status: invoice.status,
    total: invoice.total.toNumber(),
    buyerEmail: invoice.buyerEmail,
    buyerPhone: invoice.buyerPhone,
    items: invoice.lines.map((l) => ({
      designId: l.designId,
      designName: byId.get(l.designId)?.name ?? '',
      imageUrl: byId.get(l.designId)?.imageUrl ?? '',
      nominal: l.nominal,
      quantity: l.quantity,
      recipientEmail: l.recipientEmail,
      amount: l.nominal * l.quantity,
    })),
    cards: invoice.cards.map((c) => ({ ...c, expiresAt: c.expiresAt.toISOString() })),
  };
}
