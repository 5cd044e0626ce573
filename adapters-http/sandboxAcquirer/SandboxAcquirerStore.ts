import type { CurrencyCode } from '../../domain/money/currency';

/** The sandbox acquirer's payment states, named as T-Bank names them. */
export const SANDBOX_STATUSES = ['NEW', 'CONFIRMED', 'REJECTED', 'CANCELED', 'REFUNDED'] as const;
type SandboxStatus = (typeof SANDBOX_STATUSES)[number];

/** A payment registered at the sandbox acquirer by Init; amount in kopecks (hundredths) of its currency. */
export interface SandboxPayment {
  readonly paymentId: string;
  readonly terminalKey: string;
  readonly orderId: string;
  readonly amount: number;
  readonly currency: CurrencyCode;
  readonly description: string;
  readonly successUrl: string;
  readonly failUrl: string;
  readonly notificationUrl: string;
  readonly status: SandboxStatus;
}

/** A notification waiting in the outbox, with the payment it tells about. */
interface QueuedNotification {
  readonly id: string;
  readonly attempts: number;
  readonly payment: SandboxPayment;
}

/** The sandbox acquirer's own storage: its payments and its notification outbox. */
export interface SandboxAcquirerStore {
  /** A new payment, or DUPLICATE_ORDER_ID when the terminal already has the OrderId. */
  readonly register: (payment: Omit<SandboxPayment, 'paymentId' | 'status'>) => Promise<SandboxPayment | 'DUPLICATE_ORDER_ID'>;
  readonly find: (paymentId: string) => Promise<SandboxPayment | undefined>;
  /** In one transaction: a NEW payment takes the payer's decision and a notification is queued; a decided one stays as it is. */
  readonly decide: (paymentId: string, status: Exclude<SandboxStatus, 'NEW' | 'REFUNDED'>) => Promise<SandboxPayment | undefined>;
  /** In one transaction: a CONFIRMED payment is refunded (REFUNDED) and a notification queued; answers whether this call refunded it. */
  readonly refund: (paymentId: string) => Promise<boolean>;
  /** Undelivered notifications queued at least `heldBackMs` ago and due for an attempt, oldest first. */
  readonly due: (now: Date, heldBackMs: number, limit: number) => Promise<readonly QueuedNotification[]>;
  readonly delivered: (id: string, at: Date) => Promise<void>;
  readonly retryLater: (id: string, at: Date) => Promise<void>;
}
