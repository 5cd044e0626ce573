import { refundPaidOrder, type RefundDeps } from './refundPaidOrder';

/** Refunds finished per run at most, so one run stays short. */
const BATCH = 20;

/**
 * The job that finishes refunds a cancellation could not (the acquirer did not answer, the process died): each stale
 * claim is taken anew and refunded as the cancellation would have (docs/orders.md). Answers how many ended refunded.
 */
export const resumeRefunds = (deps: RefundDeps) => async (): Promise<number> => {
  let refunded = 0;
  for (const claim of await deps.cancellations.claimStaleRefunds(deps.clock.now(), BATCH)) {
    if ((await refundPaidOrder(deps)(claim)) === 'REFUNDED') refunded++;
  }
  return refunded;
};
