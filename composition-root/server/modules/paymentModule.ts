import { ContainerModule } from 'inversify';
import { orderPaymentRoutes } from '../../../adapters-http/server/routes/orderPaymentRoutes';
import { paymentNotificationRoutes } from '../../../adapters-http/server/routes/paymentNotificationRoutes';
import type { PaymentUseCases } from '../../../adapters-http/server/paymentDeps';
import { postgresPendingPayments } from '../../../adapters-storage/postgres/orderPaymentSupersession';
import { postgresEgcPayments } from '../../../adapters-storage/postgres/postgresEgcPayments';
import { postgresPaymentRepository } from '../../../adapters-storage/postgres/postgresPaymentRepository';
import { postgresSandboxAcquirerStore } from '../../../adapters-storage/postgres/postgresSandboxAcquirerStore';
import { withInvoiceReports } from '../../../application/giftcard/invoiceReports';
import { acceptPaymentNotification } from '../../../application/payment/acceptPaymentNotification';
import { orderPaymentTools } from '../../../application/payment/orderPaymentTools';
import type { PaymentGateway } from '../../../application/payment/PaymentGateway';
import type { PaymentRepository } from '../../../application/payment/PaymentRepository';
import { payOrderBy } from '../../../application/payment/payOrderBy';
import { reconcilePayment } from '../../../application/payment/reconcilePayment';
import { retryPayment } from '../../../application/payment/retryPayment';
import { startPayment } from '../../../application/payment/startPayment';
import { supersedePendingPayments } from '../../../application/payment/supersedePendingPayments';
import { acquirer, type Acquirer, type Dispatch, type SandboxAcquirer } from '../acquirer';
import type { BackgroundJob } from '../backgroundJobs';
import { egcIssuing } from '../egcIssuing';
import { CONFIG, CORE, JOBS } from './coreModule';
import { ROUTES } from './routes';
import { resolveAll, token } from './token';

/** Online payment of orders and gift-card invoices through the configured acquirer (README, PAYMENT_PROVIDER). */
export const PAYMENT = {
  /** Where the in-process sandbox acquirer sends its requests: this server's own app (serverContainer.ts). */
  dispatch: token<Dispatch>('Dispatch'),
  acquirer: token<Acquirer>('Acquirer'),
  /** The acquirer's port: T-Bank or the sandbox. */
  gateway: token<PaymentGateway>('PaymentGateway'),
  /** The sandbox acquirer itself, present only with PAYMENT_PROVIDER=sandbox. */
  sandbox: token<SandboxAcquirer | undefined>('SandboxAcquirer'),
  /** The shop's public address the acquirer sends payers back to (SHOP_URL). */
  shopUrl: token<string>('ShopUrl'),
  payments: token<PaymentRepository>('PaymentRepository'),
  /** Payments of gift-card invoices; paying one issues its cards with PINs sealed under the session secret. */
  invoicePayments: token<PaymentRepository>('InvoicePaymentRepository'),
  useCases: token<PaymentUseCases>('PaymentUseCases'),
} as const;

const P = PAYMENT;

export const paymentModule = new ContainerModule(({ bind }) => {
  bind(P.acquirer).toResolvedValue(
    (config, db, dispatch, clock) => acquirer(config, postgresSandboxAcquirerStore(db), dispatch, clock),
    [CONFIG.payment, CORE.db, P.dispatch, CORE.clock],
  );
  bind(P.gateway).toResolvedValue((a) => a.gateway, [P.acquirer]);
  bind(P.sandbox).toResolvedValue((a) => a.sandbox, [P.acquirer]);
  bind(P.shopUrl).toResolvedValue((config) => config.shopUrl, [CONFIG.payment]);
  bind(P.payments).toResolvedValue(postgresPaymentRepository, [CORE.db]);
  bind(P.invoicePayments).toResolvedValue(
    (db, secret, clock, shopUrl) => postgresEgcPayments(db, egcIssuing(secret, clock, shopUrl)),
    [CORE.db, CONFIG.sessionSecret, CORE.clock, P.shopUrl],
  );
  bind(P.useCases).toDynamicValue((ctx) => {
    const { db, ids, shopUrl, invoices, ...deps } = resolveAll(ctx, {
      payments: P.payments,
      gateway: P.gateway,
      db: CORE.db,
      ids: CORE.ids,
      shopUrl: P.shopUrl,
      invoices: P.invoicePayments,
    });
    const starting = { ...deps, ids, shopUrl };
    return {
      startPayment: startPayment(starting),
      reconcilePayment: reconcilePayment(deps),
      // A payment the orders do not know may be a gift-card invoice's (giftCardModule.ts).
      acceptPaymentNotification: acceptPaymentNotification({ ...deps, payments: withInvoiceReports(deps.payments, invoices) }),
      orderPaymentTools: orderPaymentTools(deps),
      retryPayment: retryPayment(starting),
      payOrderBy: payOrderBy(starting),
      supersedePendingPayments: supersedePendingPayments({ ...deps, pending: postgresPendingPayments(db) }),
    };
  });

  bind(ROUTES.paymentNotifications).toResolvedValue(paymentNotificationRoutes, [P.useCases]);
  bind(ROUTES.orderPayment).toResolvedValue(orderPaymentRoutes, [P.useCases]);
  bind(ROUTES.sandboxAcquirer).toResolvedValue((sandbox) => sandbox?.routes, [P.sandbox]);
  bind(JOBS).toResolvedValue(
    (sandbox, config): readonly BackgroundJob[] =>
      sandbox ? [{ name: 'sandbox acquirer notifications', intervalMs: config.jobsIntervalMs, run: sandbox.deliverDue }] : [],
    [P.sandbox, CONFIG.payment],
  );
});
