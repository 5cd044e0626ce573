import * as E from 'fp-ts/Either';
import type { RetailPurchase, RetailPurchases } from './RetailPurchases';

/** GET /orders/retails/{n} (spec §7 Orders): one of the customer's purchases in shops with its receipt lines; another's is not found. */
export const getRetailPurchase =
  (deps: { readonly retail: RetailPurchases }) =>
  async (customerId: string, receiptNumber: string): Promise<E.Either<'NOT_FOUND', RetailPurchase>> => {
    const purchase = await deps.retail.byNumber(customerId, receiptNumber);
    return purchase ? E.right(purchase) : E.left('NOT_FOUND');
  };
