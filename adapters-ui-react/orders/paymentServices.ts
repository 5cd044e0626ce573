import type { Either } from 'fp-ts/Either';

/** Paying an order again from the thank-you page: a new attempt's page, then the browser goes there. */
export interface PaymentServices {
  readonly retry: (orderNumber: string, paymentTool: string | null) => Promise<Either<{ readonly message: string }, { readonly paymentUrl: string }>>;
  /** Leaves the shop for the acquirer's page. */
  readonly goTo: (url: string) => void;
}
