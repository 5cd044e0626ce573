import type * as E from 'fp-ts/Either';
import type { OrderRecord } from './OrderRepository';

/**
 * Starts (or finds the already started) online payment of an order awaiting payment and gives the
 * acquirer's page to send the buyer to. Called on every answer for such an order, idempotent retries
 * included, so it must answer the same pending payment for the same order.
 */
export type StartPayment = (order: OrderRecord) => Promise<E.Either<{ readonly _tag: string }, { readonly paymentUrl: string }>>;
