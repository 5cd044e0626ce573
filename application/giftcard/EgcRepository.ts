import type Decimal from 'decimal.js';
import type { Either } from 'fp-ts/Either';
import type { EgcLine } from '../../domain/giftcard/egcCart';
import type { EgcInvoiceStatus } from '../../domain/giftcard/egcInvoice';
import type { LegalOrder } from '../../domain/giftcard/legalOrder';

/** A card picture the buyer chooses (spec §7 GET /egc/designs). */
export interface EgcDesign {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string;
}

/** A card issued for a paid invoice; the PIN is shown to the invoice's owner only. */
interface IssuedEgcCard {
  readonly giftCardNumber: string;
  readonly pin: string;
  readonly nominal: number;
  readonly designId: string;
  readonly recipientEmail: string;
  readonly expiresAt: Date;
}

/** An e-gift-card cart or invoice (spec §7 GET /egc/cart/{invoice}, GET /egc/invoices/{n}). */
export interface EgcInvoice {
  readonly invoiceNumber: string;
  readonly ownerKey: string;
  readonly status: EgcInvoiceStatus;
  readonly lines: readonly EgcLine[];
  readonly total: Decimal;
  readonly buyerEmail: string | null;
  readonly buyerPhone: string | null;
  readonly cards: readonly IssuedEgcCard[];
}

export interface EgcBuyer {
  readonly email: string;
  readonly phone: string;
}

/** Designs, carts and invoices of e-gift cards. */
export interface EgcInvoiceRepository {
  readonly designs: () => Promise<readonly EgcDesign[]>;
  /** The owner's invoice still being filled, if any. */
  readonly openCart: (ownerKey: string) => Promise<EgcInvoice | undefined>;
  readonly invoice: (invoiceNumber: string) => Promise<EgcInvoice | undefined>;
  /**
   * In one transaction under the invoice's row lock: the owner's cart — the named one while it is theirs
   * and still a CART, else their open cart, made when there is none — gets the lines `change` returns.
   */
  readonly changeCart: <L>(
    ownerKey: string,
    invoiceNumber: string | null,
    change: (lines: readonly EgcLine[]) => Either<L, readonly EgcLine[]>,
  ) => Promise<Either<L, EgcInvoice>>;
  /** Under the row lock: the owner's CART with lines becomes AWAITING_PAYMENT with the buyer's contacts; an invoice awaiting payment keeps its state. */
  readonly sendToPayment: (invoiceNumber: string, ownerKey: string, buyer: EgcBuyer) => Promise<Either<'NOT_FOUND' | 'INVOICE_NOT_PAYABLE', EgcInvoice>>;
}

/** Corporate gift-card orders (spec §7 POST /egc/legal-orders). */
export interface LegalOrderRepository {
  /** Stores the request; answers its number. */
  readonly add: (order: LegalOrder) => Promise<string>;
}
