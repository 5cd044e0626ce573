import type * as E from 'fp-ts/Either';
import type { KeptOrder, ProlongRefusal } from '../../domain/order/orderKeeping';
import type { OrderStatus } from '../../domain/order/orderStatus';

/** A customer's requests about a placed order, each under the order row's lock. Null: the customer has no such order. */
export interface OrderAftercare {
  /** Reads the order's keeping, asks `decide` and stores the prolongation it answers. */
  readonly prolongKeeping: (
    customerId: string,
    orderNumber: string,
    decide: (order: KeptOrder) => E.Either<ProlongRefusal, KeptOrder>,
  ) => Promise<E.Either<ProlongRefusal, KeptOrder> | null>;
  /** Keeps the change asked for (once per order and reason) when `accepts` the order's status; answers the status. */
  readonly recordEditRequest: (
    customerId: string,
    orderNumber: string,
    reasonCode: string,
    accepts: (status: OrderStatus) => boolean,
    now: Date,
  ) => Promise<OrderStatus | null>;
}
