import { signed } from '../gateways/tinkoffToken';
import type { SandboxAcquirerStore, SandboxPayment } from './SandboxAcquirerStore';

export interface SandboxNotifierConfig {
  readonly password: string;
  /** SANDBOX_NOTIFY_DELAY_MS: how long a notification is held back before its first attempt. */
  readonly heldBackMs: number;
  /** Sends a notification: the shop's notification endpoint, reached in process. */
  readonly post: (url: string, init: RequestInit) => Promise<Response>;
}

/** The notification T-Bank POSTs for a payment (its documented fields; the masked card is a fake one). */
function sandboxNotification(payment: SandboxPayment, password: string) {
  return signed(
    {
      TerminalKey: payment.terminalKey,
      OrderId: payment.orderId,
      Success: payment.status === 'CONFIRMED',
      Status: payment.status,
      PaymentId: Number(payment.paymentId),
      ErrorCode: payment.status === 'REJECTED' ? '1051' : '0',
      Amount: payment.amount,
      CardId: 0,
      Pan: '500000******0009',
      ExpDate: '1230',
    },
    password,
  );
}

/** 1 s, 2 s, 4 s … at most a minute between attempts. */
const backoffMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** attempts);

/**
 * Delivers the outbox: each due notification is signed and POSTed; an answer other than 200 OK leaves
 * it queued for a later attempt, so notifications survive crashes and outages (at least once).
 */
export function sandboxNotifier(store: SandboxAcquirerStore, config: SandboxNotifierConfig) {
  return async (now: Date): Promise<number> => {
    const queued = await store.due(now, config.heldBackMs, 20);
    let sent = 0;
    for (const { id, attempts, payment } of queued) {
      const answer = await config
        .post(payment.notificationUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sandboxNotification(payment, config.password)),
        })
        .then(
          async (r) => r.ok && (await r.text()).trim() === 'OK',
          () => false,
        );
      if (answer) {
        await store.delivered(id, now);
        sent++;
      } else {
        await store.retryLater(id, new Date(now.getTime() + backoffMs(attempts)));
      }
    }
    return sent;
  };
}
