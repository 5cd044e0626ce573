import type * as E from 'fp-ts/Either';

/** A refusal as the pages show it: the server's message, and per-field messages of a form. */
export interface GiftCardApiFailure {
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** The gift-card pages' writes from the browser (spec §7 Gift cards), over whatever the composition root binds. */
export interface GiftCardApi<Invoice, LegalOrderBody> {
  readonly setQuantity: (body: {
    readonly invoiceNumber: string | null;
    readonly designId: string;
    readonly nominal: number;
    readonly quantity: number;
    readonly recipientEmail: string;
  }) => Promise<E.Either<GiftCardApiFailure, Invoice>>;
  readonly pay: (
    invoiceNumber: string,
    buyer: { readonly email: string; readonly phone: string },
  ) => Promise<E.Either<GiftCardApiFailure, { readonly paymentUrl: string }>>;
  readonly placeLegalOrder: (body: LegalOrderBody) => Promise<E.Either<GiftCardApiFailure, { readonly requestNumber: string }>>;
}
