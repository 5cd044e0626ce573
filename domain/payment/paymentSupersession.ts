import type { PaymentStatus } from './paymentTransition';

/** A payment attempt as a change of its order's amount sees it: registered = the acquirer answered its page. */
export interface AttemptForAmountChange {
  readonly status: PaymentStatus;
  readonly registered: boolean;
}

/** Why the shop refuses to change an order's amount now (409; the shop's code, docs/orders.md). */
export const PAYMENT_IN_PROGRESS_MESSAGE = 'Заказ сейчас оплачивается: дождитесь окончания оплаты и повторите попытку';

/**
 * What to do at the acquirer with a pending attempt before an order's amount changes (spec §6 ADD_PRODUCT,
 * §9): one the acquirer still holds as unpaid is cancelled there (T-Bank Cancel of a NEW payment); one it
 * has already settled is applied as any report is, so money taken meanwhile is recorded, never dropped.
 */
export function supersedeAction(acquirerSays: PaymentStatus): 'CANCEL_AT_ACQUIRER' | 'APPLY_REPORT' {
  return acquirerSays === 'PENDING' ? 'CANCEL_AT_ACQUIRER' : 'APPLY_REPORT';
}

/**
 * Whether an order's amount may change now, under its row lock: not while an attempt registered at the
 * acquirer is pending (the payer may be paying the old sum) — PAYMENT_IN_PROGRESS, repeated once it is
 * cancelled; pending attempts the acquirer never answered have no page to pay on and are superseded
 * (CANCELLED), so the next «Оплатить» pays the new amount (spec §6 ADD_PRODUCT, §9).
 */
export function amountChangeVerdict(
  attempts: readonly AttemptForAmountChange[],
): { readonly _tag: 'PAYMENT_IN_PROGRESS' } | { readonly _tag: 'ALLOWED'; readonly supersede: readonly number[] } {
  if (attempts.some((a) => a.status === 'PENDING' && a.registered)) return { _tag: 'PAYMENT_IN_PROGRESS' };
  return { _tag: 'ALLOWED', supersede: attempts.flatMap((a, i) => (a.status === 'PENDING' ? [i] : [])) };
}
