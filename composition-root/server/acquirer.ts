import { randomBytes } from 'node:crypto';
import { tinkoffGateway } from '../../adapters-http/gateways/tinkoffGateway';
import { sandboxAcquirerRoutes } from '../../adapters-http/sandboxAcquirer/sandboxAcquirerRoutes';
import { sandboxNotifier } from '../../adapters-http/sandboxAcquirer/sandboxNotifier';
import type { SandboxAcquirerStore } from '../../adapters-http/sandboxAcquirer/SandboxAcquirerStore';
import { SHOP_NAME } from '../../adapters-ui-react/meta';
import type { PaymentGateway } from '../../application/payment/PaymentGateway';
import type { Clock } from '../../application/shared/Clock';
import { CURRENCY_CODES } from '../../domain/money/currency';
import type { PaymentConfig } from '../paymentConfig';

/** Requests into this same process (the sandbox acquirer and the shop's notification endpoint): any host, dispatched to the app. */
export type Dispatch = (request: Request) => Response | Promise<Response>;

/** The sandbox acquirer's routes and its outbox delivery, present only with PAYMENT_PROVIDER=sandbox. */
export interface SandboxAcquirer {
  readonly routes: ReturnType<typeof sandboxAcquirerRoutes>;
  /** Sends the due notifications once; returns how many were acknowledged. */
  readonly deliverDue: () => Promise<number>;
}

/** The acquirer of the configuration: its gateway, and the sandbox itself when it is the sandbox. */
export interface Acquirer {
  readonly gateway: PaymentGateway;
  readonly sandbox: SandboxAcquirer | undefined;
}

const IN_PROCESS = 'http://in-process.invalid';
const SANDBOX_TERMINAL = 'SandboxShop';

const inProcessFetch = (dispatch: Dispatch): typeof fetch =>
  (async (input: RequestInfo | URL, init?: RequestInit) =>
    dispatch(new Request(new URL(String(input instanceof Request ? input.url : input), IN_PROCESS), init))) as typeof fetch;

/**
 * T-Bank, or the sandbox acquirer reached through the same T-Bank adapter, in process, with a password made at every
 * start (its notifications are signed when sent, so restarts lose nothing).
 */
export function acquirer(config: PaymentConfig, store: SandboxAcquirerStore, dispatch: Dispatch, clock: Clock): Acquirer {
  const notificationUrl = (provider: string) => `${config.shopUrl}/payment-api/v1/notifications/${provider}`;
  if (config.provider.kind === 'tinkoff') {
    const { terminalKey, password, baseUrl } = config.provider;
    return {
      gateway: tinkoffGateway({ provider: 'tinkoff', terminalKey, password, baseUrl, notificationUrl: notificationUrl('tinkoff') }),
      sandbox: undefined,
    };
  }
  const password = randomBytes(24).toString('hex');
  const deliver = sandboxNotifier(store, { password, heldBackMs: config.provider.notifyDelayMs, post: inProcessFetch(dispatch) });
  const deliverDue = () => deliver(clock.now());
  const immediate = config.provider.notifyDelayMs === 0;
  const routes = sandboxAcquirerRoutes(store, {
    terminalKey: SANDBOX_TERMINAL,
    password,
    merchantName: SHOP_NAME,
    publicUrl: config.shopUrl,
    // Not held back: sent right away; the scheduler retries whatever this attempt leaves.
    decided: () => {
      if (immediate) void deliverDue().catch((error: unknown) => console.error('sandbox notification', error));
    },
  });
  const gateway = tinkoffGateway(
    {
      provider: 'sandbox',
      terminalKey: SANDBOX_TERMINAL,
      password,
      baseUrl: `${IN_PROCESS}/sandbox-acquirer`,
      notificationUrl: notificationUrl('sandbox'),
      currencies: CURRENCY_CODES,
    },
    inProcessFetch(dispatch),
  );
  return { gateway, sandbox: { routes, deliverDue } };
}
