import type { OrderReturnPageData, ReturnPageData, ReturnsPageData } from '../../adapters-http/contract/returns';

/** A page's data could not be given (as pageData.ts PageMissing, repeated so this file needs nothing of the pages). */
type Missing = { readonly missing: 400 | 404 };

/** Where the return pages get their data: in process on the server, over the API in the browser. */
export interface ReturnPagesData {
  /** The customer's returns, a page of 5 (/profile/returns/?page=N). */
  readonly list: (page: number) => Promise<ReturnsPageData>;
  /** The customer's return (/profile/returns/{id}/); 404 for anyone else's. */
  readonly detail: (id: string) => Promise<ReturnPageData | Missing>;
  /** The draft return of an order (/profile/order_return/{n}); 404 for anyone else's order. */
  readonly draft: (orderNumber: string) => Promise<OrderReturnPageData | Missing>;
}
