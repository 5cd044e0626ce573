import type { EgcDesigns, EgcInvoice } from '../../adapters-http/contract/giftCards';

// The missing answer is pageData.ts's PageMissing, written out: importing it would make a cycle.

/** What the gift-card pages load, in process on the server and over the API in the browser (docs/giftcards.md). */
export interface GiftCardPageData {
  /** The card pictures (spec §7 GET /egc/designs). */
  readonly designs: () => Promise<EgcDesigns>;
  /** The visitor's open cart, or with a number that invoice with its pending payment reconciled first; 404 for another's. */
  readonly cart: (invoiceNumber: string | null) => Promise<EgcInvoice | { readonly missing: 400 | 404 }>;
}
