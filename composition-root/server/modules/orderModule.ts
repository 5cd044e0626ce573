import * as E from 'fp-ts/Either';
import { ContainerModule } from 'inversify';
import type { OrderUseCases } from '../../../adapters-http/server/orderDeps';
import { orderRoutes } from '../../../adapters-http/server/routes/orderRoutes';
import { profileOrderRoutes } from '../../../adapters-http/server/routes/profileOrderRoutes';
import { postgresGuestOrderClaims } from '../../../adapters-storage/postgres/postgresGuestOrderClaims';
import { postgresOrderAftercare } from '../../../adapters-storage/postgres/postgresOrderAftercare';
import { postgresOrderCancellations } from '../../../adapters-storage/postgres/postgresOrderCancellations';
import { postgresOrderHistory } from '../../../adapters-storage/postgres/postgresOrderHistory';
import { postgresOrderLineWriter } from '../../../adapters-storage/postgres/postgresOrderLineWriter';
import { postgresOrderRepository } from '../../../adapters-storage/postgres/postgresOrderRepository';
import { postgresRetailPurchases } from '../../../adapters-storage/postgres/postgresRetailPurchases';
import { postgresUnpaidOrders } from '../../../adapters-storage/postgres/postgresUnpaidOrders';
import type { CartDeps } from '../../../application/cart/getCart';
import { addOrderProducts } from '../../../application/orders/addOrderProducts';
import { cancelOrder } from '../../../application/orders/cancelOrder';
import { getOrder } from '../../../application/orders/getOrder';
import { getRetailPurchase } from '../../../application/orders/getRetailPurchase';
import type { GuestOrderClaims } from '../../../application/orders/GuestOrderClaims';
import { listOrders } from '../../../application/orders/listOrders';
import { listRetailPurchases } from '../../../application/orders/listRetailPurchases';
import { placeOrder } from '../../../application/orders/placeOrder';
import { prolongReceivingDate } from '../../../application/orders/prolongReceivingDate';
import { releaseExpiredOrders } from '../../../application/orders/releaseExpiredOrders';
import { requestOrderEdit } from '../../../application/orders/requestOrderEdit';
import { resumeRefunds } from '../../../application/orders/resumeRefunds';
import type { BackgroundJob } from '../backgroundJobs';
import { CART_PORTS } from './cartModule';
import { CONFIG, CORE, JOBS } from './coreModule';
import { PAYMENT } from './paymentModule';
import { ROUTES } from './routes';
import { resolveAll, token } from './token';

/** Orders: placing one, the thank-you page's order, the profile's orders, operators adding products, cancelling and refunding. */
export const ORDERS = {
  /** Guest orders a customer's phone claims at sign-in. */
  claims: token<GuestOrderClaims>('GuestOrderClaims'),
  useCases: token<OrderUseCases>('OrderUseCases'),
} as const;

export const orderModule = new ContainerModule(({ bind }) => {
  bind(ORDERS.claims).toResolvedValue(postgresGuestOrderClaims, [CORE.db]);
  bind(ORDERS.useCases).toDynamicValue((ctx): OrderUseCases => {
    const cart = resolveAll<CartDeps>(ctx, CART_PORTS);
    const { db, clock, payments, gateway, customers, stock, sellers, priceLists, audit, claims } = resolveAll(ctx, {
      db: CORE.db,
      clock: CORE.clock,
      payments: PAYMENT.useCases,
      gateway: PAYMENT.gateway,
      customers: CORE.customers,
      stock: CORE.stock,
      sellers: CORE.sellers,
      priceLists: CORE.priceLists,
      audit: CORE.audit,
      claims: ORDERS.claims,
    });
    const orders = postgresOrderRepository(db);
    const refunds = { cancellations: postgresOrderCancellations(db), gateway, clock };
    const aftercare = { aftercare: postgresOrderAftercare(db), clock };
    return {
      placeOrder: placeOrder({
        ...cart,
        customers,
        orders,
        handOver: { stock, sellers },
        startPayment: async (order) => E.mapLeft((_tag: string) => ({ _tag }))(await payments.startPayment(order.orderNumber, order.paymentTool)),
      }),
      getOrder: getOrder({
        orders,
        catalogue: cart.catalogue,
        reconcilePayment: async (order) => {
          await payments.reconcilePayment(order.orderNumber);
          return (await orders.byNumber(order.orderNumber)) ?? order;
        },
      }),
      addOrderProducts: addOrderProducts({
        orders,
        lines: postgresOrderLineWriter(db),
        catalogue: cart.catalogue,
        priceLists,
        audit,
        clock,
        supersedePayments: payments.supersedePendingPayments,
      }),
      releaseExpiredOrders: releaseExpiredOrders({ unpaid: postgresUnpaidOrders(db) }),
      listOrders: listOrders({ history: postgresOrderHistory(db), claims }),
      cancelOrder: cancelOrder(refunds),
      resumeRefunds: resumeRefunds(refunds),
      prolongReceivingDate: prolongReceivingDate(aftercare),
      requestOrderEdit: requestOrderEdit(aftercare),
      listRetailPurchases: listRetailPurchases({ retail: postgresRetailPurchases(db) }),
      getRetailPurchase: getRetailPurchase({ retail: postgresRetailPurchases(db) }),
    };
  });

  bind(ROUTES.profileOrders).toResolvedValue(profileOrderRoutes, [ORDERS.useCases]);
  bind(ROUTES.orders).toResolvedValue(orderRoutes, [ORDERS.useCases]);
  bind(JOBS).toResolvedValue(
    (orders, config, clock): readonly BackgroundJob[] => [
      { name: 'release unpaid orders', intervalMs: config.releaseIntervalMs, run: () => orders.releaseExpiredOrders(clock.now()) },
      { name: 'finish refunds of cancelled paid orders', intervalMs: config.releaseIntervalMs, run: orders.resumeRefunds },
    ],
    [ORDERS.useCases, CONFIG.payment, CORE.clock],
  );
});
