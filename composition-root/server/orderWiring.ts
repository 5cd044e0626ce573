import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import type { OrderUseCases } from '../../adapters-http/server/orderDeps';
import type { PaymentUseCases } from '../../adapters-http/server/paymentDeps';
import { postgresAuditLog } from '../../adapters-storage/postgres/postgresAuditLog';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresCatalogueRepository } from '../../adapters-storage/postgres/postgresCatalogueRepository';
import { postgresCustomerRepository } from '../../adapters-storage/postgres/postgresCustomerRepository';
import { postgresOrderLineWriter } from '../../adapters-storage/postgres/postgresOrderLineWriter';
import { postgresOrderRepository } from '../../adapters-storage/postgres/postgresOrderRepository';
import { postgresUnpaidOrders } from '../../adapters-storage/postgres/postgresUnpaidOrders';
import { postgresOrderCancellations } from '../../adapters-storage/postgres/postgresOrderCancellations';
import { postgresOrderHistory } from '../../adapters-storage/postgres/postgresOrderHistory';
import { postgresGuestOrderClaims } from '../../adapters-storage/postgres/postgresGuestOrderClaims';
import type { Database } from '../../adapters-storage/postgres/schema';
import { addOrderProducts } from '../../application/orders/addOrderProducts';
import { getOrder } from '../../application/orders/getOrder';
import { placeOrder } from '../../application/orders/placeOrder';
import { releaseExpiredOrders } from '../../application/orders/releaseExpiredOrders';
import { cancelOrder } from '../../application/orders/cancelOrder';
import { listOrders } from '../../application/orders/listOrders';
import type { RefundDeps } from '../../application/orders/refundPaidOrder';
import { resumeRefunds } from '../../application/orders/resumeRefunds';
import type { Clock } from '../../application/shared/Clock';
import { cartDeps } from './cartPageWiring';
import { postgresPriceLists } from '../../adapters-storage/postgres/postgresPriceLists';
import { postgresStockReader } from '../../adapters-storage/postgres/postgresStockReader';
import { fileSellers } from '../../adapters-storage/files/fileSellers';
import { SELLERS_FILE } from './productPageWiring';

const systemClock: Clock = { now: () => new Date() };

/** Order use-cases over PostgreSQL, paid online through the payment use-cases and refunded through the acquirer (paymentSetup.ts). */
export function orderWiring(db: Kysely<Database>, payments: PaymentUseCases, acquirer: RefundDeps['gateway'], clock: Clock = systemClock): OrderUseCases {
  const refunds = { cancellations: postgresOrderCancellations(db), gateway: acquirer, clock };
  const orders = postgresOrderRepository(db);
  const cart = cartDeps(db, postgresCartRepository(db), postgresCatalogueRepository(db), clock);
  return {
    placeOrder: placeOrder({
      ...cart, customers: postgresCustomerRepository(db), orders, handOver: { stock: postgresStockReader(db), sellers: fileSellers(SELLERS_FILE) },
      startPayment: async (order) => E.mapLeft((_tag: string) => ({ _tag }))(await payments.startPayment(order.orderNumber, order.paymentTool)),
    }),
    getOrder: getOrder({
      orders, catalogue: cart.catalogue,
      reconcilePayment: async (order) => {
        await payments.reconcilePayment(order.orderNumber);
        return (await orders.byNumber(order.orderNumber)) ?? order;
      },
    }),
    addOrderProducts: addOrderProducts({
      orders, lines: postgresOrderLineWriter(db), catalogue: cart.catalogue, priceLists: postgresPriceLists(db), audit: postgresAuditLog(db, randomUUID), clock,
      supersedePayments: payments.supersedePendingPayments,
    }),
    releaseExpiredOrders: releaseExpiredOrders({ unpaid: postgresUnpaidOrders(db) }),
    listOrders: listOrders({ history: postgresOrderHistory(db), claims: postgresGuestOrderClaims(db) }),
    cancelOrder: cancelOrder(refunds),
    resumeRefunds: resumeRefunds(refunds),
  };
}
