import type { addOrderProducts } from '../../application/orders/addOrderProducts';
import type { cancelOrder } from '../../application/orders/cancelOrder';
import type { getOrder } from '../../application/orders/getOrder';
import type { listOrders } from '../../application/orders/listOrders';
import type { prolongReceivingDate } from '../../application/orders/prolongReceivingDate';
import type { requestOrderEdit } from '../../application/orders/requestOrderEdit';
import type { getRetailPurchase } from '../../application/orders/getRetailPurchase';
import type { listRetailPurchases } from '../../application/orders/listRetailPurchases';
import type { placeOrder } from '../../application/orders/placeOrder';
import type { releaseExpiredOrders } from '../../application/orders/releaseExpiredOrders';
import type { resumeRefunds } from '../../application/orders/resumeRefunds';

/** Order placement, the thank-you page's order, operators adding products, releasing unpaid orders, cancelling and refunding. */
export interface OrderUseCases {
  readonly placeOrder: ReturnType<typeof placeOrder>;
  readonly getOrder: ReturnType<typeof getOrder>;
  readonly addOrderProducts: ReturnType<typeof addOrderProducts>;
  readonly releaseExpiredOrders: ReturnType<typeof releaseExpiredOrders>;
  /** The profile: the customer's orders, and cancelling one. */
  readonly listOrders: ReturnType<typeof listOrders>;
  readonly cancelOrder: ReturnType<typeof cancelOrder>;
  readonly prolongReceivingDate: ReturnType<typeof prolongReceivingDate>;
  readonly requestOrderEdit: ReturnType<typeof requestOrderEdit>;
  /** The purchases in shops with the club card. */
  readonly listRetailPurchases: ReturnType<typeof listRetailPurchases>;
  readonly getRetailPurchase: ReturnType<typeof getRetailPurchase>;
  /** The job finishing paid orders' refunds a cancellation left unanswered (docs/orders.md). */
  readonly resumeRefunds: ReturnType<typeof resumeRefunds>;
}
