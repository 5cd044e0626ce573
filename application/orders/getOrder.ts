import * as E from 'fp-ts/Either';
import type Decimal from 'decimal.js';
import type { PaymentStatus } from '../../domain/payment/paymentTransition';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import { customerIdOf, ownerOfCart } from '../shipment/cartOwner';
import type { OrderRecord, OrderRepository } from './OrderRepository';

/** A size on the order with what the thank-you page shows of it; units from every shop together. */
export interface OrderItemView {
  readonly productId: string;
  readonly wareId: string;
  readonly name: string;
  readonly brandName: string;
  readonly size: string;
  readonly quantity: number;
  readonly price: Decimal;
}

export interface OrderView {
  readonly order: OrderRecord;
  readonly items: readonly OrderItemView[];
  /** The latest payment attempt's status: a PENDING one may still be paid (FPS takes minutes), a FAILED one may be retried. */
  readonly paymentStatus: PaymentStatus | null;
}

export interface GetOrderDeps {
  readonly orders: Pick<OrderRepository, 'byNumber' | 'latestPaymentStatus'>;
  readonly catalogue: Pick<CatalogueRepository, 'wares'>;
  /**
   * Asks the acquirer how the payment of an order awaiting it went and records the outcome; called when
   * the page asks with the force flag (return from the payment page). The payment gateway provides it.
   */
  readonly reconcilePayment: (order: OrderRecord) => Promise<OrderRecord>;
}

/** Whether the owner (a session or `customer:<id>`, of either cart) placed the order, or it is the customer's. */
function ownsOrder(ownerKey: string, order: OrderRecord): boolean {
  return order.ownerKey === ownerOfCart(ownerKey).ownerKey || (order.customerId !== null && customerIdOf(ownerKey) === order.customerId);
}

/**
 * One order for its owner (spec §7 GET /orders/{orderNumber} with the force flag, §2 /cart/thanks/{orderNumber}/);
 * anyone else is told there is no such order.
 */
export const getOrder =
  (deps: GetOrderDeps) =>
  async (ownerKey: string, orderNumber: string, force: boolean): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, OrderView>> => {
    const stored = await deps.orders.byNumber(orderNumber);
    if (!stored || !ownsOrder(ownerKey, stored)) return E.left({ _tag: 'NOT_FOUND' });
    const order = force && stored.status === 'AWAITING_PAYMENT' ? await deps.reconcilePayment(stored) : stored;
    const wares = new Map((await deps.catalogue.wares([...new Set(order.lines.map((l) => l.wareId))])).map((w) => [w.wareId, w]));
    const items = new Map<string, OrderItemView>();
    for (const line of order.lines) {
      const ware = wares.get(line.wareId);
      const earlier = items.get(line.wareId);
      items.set(line.wareId, {
        productId: line.productId,
        wareId: line.wareId,
        name: ware?.name ?? '',
        brandName: ware?.brandName ?? '',
        size: ware?.size ?? '',
        quantity: (earlier?.quantity ?? 0) + line.quantity,
        price: line.price,
      });
    }
    return E.right({ order, items: [...items.values()], paymentStatus: await deps.orders.latestPaymentStatus(order.orderNumber) });
  };
