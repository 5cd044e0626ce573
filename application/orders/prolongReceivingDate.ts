import * as E from 'fp-ts/Either';
import { keptUntil, MAX_PROLONGATIONS, prolongRefusal, type KeptOrder, type ProlongRefusal } from '../../domain/order/orderKeeping';
import type { IsoDate } from '../../domain/shipment/receivingDate';
import type { Clock } from '../shared/Clock';
import type { OrderAftercare } from './OrderAftercare';

/** The order's keeping after the call: the new last day and how many prolongations remain. */
interface ProlongedKeeping {
  readonly receivingDateTo: IsoDate;
  readonly prolongationsLeft: number;
}

/**
 * POST /orders/{n}/_prolong-receiving-date (spec §7 Orders): the customer keeps an order waiting in the shop
 * 3 days longer, once (domain/order/orderKeeping.ts); under the row lock, so a retry is refused as already prolonged.
 */
export const prolongReceivingDate =
  (deps: { readonly aftercare: OrderAftercare; readonly clock: Clock }) =>
  async (customerId: string, orderNumber: string): Promise<E.Either<ProlongRefusal | 'NOT_FOUND', ProlongedKeeping>> => {
    const now = deps.clock.now();
    const done = await deps.aftercare.prolongKeeping(customerId, orderNumber, (order) => {
      const refusal = prolongRefusal(order, now);
      return refusal ? E.left(refusal) : E.right({ ...order, prolongations: order.prolongations + 1 });
    });
    if (done === null) return E.left('NOT_FOUND');
    return E.map((order: KeptOrder) => ({
      receivingDateTo: keptUntil(order)!,
      prolongationsLeft: MAX_PROLONGATIONS - order.prolongations,
    }))(done);
  };
