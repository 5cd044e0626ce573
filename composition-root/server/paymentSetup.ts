import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { tinkoffGateway } from '../../adapters-http/gateways/tinkoffGateway';
import { sandboxAcquirerRoutes } from '../../adapters-http/sandboxAcquirer/sandboxAcquirerRoutes';
import { sandboxNotifier } from '../../adapters-http/sandboxAcquirer/sandboxNotifier';
import type { PaymentUseCases } from '../../adapters-http/server/paymentDeps';
import { postgresPaymentRepository } from '../../adapters-storage/postgres/postgresPaymentRepository';
import { postgresSandboxAcquirerStore } from '../../adapters-storage/postgres/postgresSandboxAcquirerStore';
import type { Database } from '../../adapters-storage/postgres/schema';
import { SHOP_NAME } from '../../adapters-ui-react/meta';
import { acceptPaymentNotification } from '../../application/payment/acceptPaymentNotification';
import { orderPaymentTools } from '../../application/payment/orderPaymentTools';
import type { PaymentGateway } from '../../application/payment/PaymentGateway';
import { reconcilePayment } from '../../application/payment/reconcilePayment';
import { retryPayment } from '../../application/payment/retryPayment';
import { startPayment } from '../../application/payment/startPayment';
import { supersedePendingPayments } from '../../application/payment/supersedePendingPayments';
import { postgresPendingPayments } from '../../adapters-storage/postgres/orderPaymentSupersession';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import type { PaymentConfig } from '../paymentConfig';
import { CURRENCY_CODES } from '../../domain/money/currency';
import { withInvoiceReports } from '../../application/giftcard/invoiceReports';
import { postgresEgcPayments } from '../../adapters-storage/postgres/postgresEgcPayments';
import { egcIssuing } from './egcIssuing';
import type { InvoiceAcquirer } from './giftCardWiring';

/** Requests into this same process (the sandbox acquirer and the shop's notification endpoint): any host, dispatched to the app. */
export type Dispatch = (request: Request) => Response | Promise<Response>;

/** The sandbox acquirer's routes and its outbox delivery, present only with PAYMENT_PROVIDER=sandbox. */
export interface SandboxAcquirer {
  readonly routes: ReturnType<typeof sandboxAcquirerRoutes>;
  /** Sends the due notifications once; returns how many were acknowledged. */
  readonly deliverDue: () => Promise<number>;
}

export interface PaymentSetup {
  readonly useCases: PaymentUseCases;
  readonly sandbox?: SandboxAcquirer;
  /** The acquirer for other payers than orders: gift-card invoices (giftCardWiring.ts). */
  readonly acquirer: InvoiceAcquirer;
}

const IN_PROCESS = 'http://in-process.invalid';
const SANDBOX_TERMINAL = 'SandboxShop';

const inProcessFetch = (dispatch: Dispatch): typeof fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit) => dispatch(new Request(new URL(String(input instanceof Request ? input.url : input), IN_PROCESS), init))) as typeof fetch;

/**
 * The payment gateway of the configuration and the use-cases over it. The sandbox acquirer is reached
 * through the same T-Bank adapter as the real one, in process, with a password made at every start
 * (its notifications are signed when sent, so restarts lose nothing).
 */
export function paymentSetup(db: Kysely<Database>, config: PaymentConfig, dispatch: Dispatch, ids: IdGenerator = { uuid: randomUUID }, sessionSecret?: string): PaymentSetup {
  const notificationUrl = (provider: string) => `${config.shopUrl}/payment-api/v1/notifications/${provider}`;
  let gateway: PaymentGateway;
  let sandbox: SandboxAcquirer | undefined;
  if (config.provider.kind === 'tinkoff') {
    const { terminalKey, password, baseUrl } = config.provider;
    gateway = tinkoffGateway({ provider: 'tinkoff', terminalKey, password, baseUrl, notificationUrl: notificationUrl('tinkoff') });
  } else {
    const password = randomBytes(24).toString('hex');
    const store = postgresSandboxAcquirerStore(db);
    const deliver = sandboxNotifier(store, { password, heldBackMs: config.provider.notifyDelayMs, post: inProcessFetch(dispatch) });
    const deliverDue = () => deliver(new Date());
    const immediate = config.provider.notifyDelayMs === 0;
    const routes = sandboxAcquirerRoutes(store, {
      terminalKey: SANDBOX_TERMINAL, password, merchantName: SHOP_NAME, publicUrl: config.shopUrl,
      // Not held back: sent right away; the scheduler retries whatever this attempt leaves.
      decided: () => { if (immediate) void deliverDue().catch((error: unknown) => console.error('sandbox notification', error)); },
    });
    gateway = tinkoffGateway(
      { provider: 'sandbox', terminalKey: SANDBOX_TERMINAL, password, baseUrl: `${IN_PROCESS}/sandbox-acquirer`, notificationUrl: notificationUrl('sandbox'), currencies: CURRENCY_CODES },
      inProcessFetch(dispatch),
    );
    sandbox = { routes, deliverDue };
  }
  const deps = { payments: postgresPaymentRepository(db), gateway };
  const starting = { ...deps, ids, shopUrl: config.shopUrl };
  return {
    useCases: {
      startPayment: startPayment(starting),
      reconcilePayment: reconcilePayment(deps),
      // A payment the orders do not know may be a gift-card invoice's (giftCardWiring.ts).
      acceptPaymentNotification: acceptPaymentNotification({ ...deps, payments: withInvoiceReports(deps.payments, postgresEgcPayments(db, egcIssuing(sessionSecret))) }),
      orderPaymentTools: orderPaymentTools(deps),
      retryPayment: retryPayment(starting),
      supersedePendingPayments: supersedePendingPayments({ ...deps, pending: postgresPendingPayments(db) }),
    },
    sandbox,
    acquirer: { gateway, shopUrl: config.shopUrl, ids },
  };
}
