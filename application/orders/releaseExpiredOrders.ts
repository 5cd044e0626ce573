import { unpaidOrderCutoff } from '../../domain/order/orderLimits';

/** Orders awaiting payment, and their cancellation. */
export interface UnpaidOrders {
  /** Numbers of the orders still awaiting payment that were placed before `before`, oldest first. */
  readonly awaitingSince: (before: Date) => Promise<readonly string[]>;
  /**
   * In one transaction: cancels the order if it still awaits payment and gives back what it took —
   * stock, promo-code uses, gift-card amounts, bonus points. False when it was paid or cancelled meanwhile.
   */
  readonly cancelUnpaid: (orderNumber: string, now: Date) => Promise<boolean>;
}

/**
 * Cancels the orders whose online payment did not complete within UNPAID_ORDER_MINUTES (30), so they do not keep
 * stock, gift cards, promo codes or bonuses forever (spec §4; the time is the shop's choice). Each order is
 * released in its own transaction; an order paid meanwhile is left alone. Answers the numbers cancelled.
 */
export const releaseExpiredOrders =
  (deps: { readonly unpaid: UnpaidOrders }) =>
  async (now: Date): Promise<readonly string[]> => {
    const expired = await deps.unpaid.awaitingSince(unpaidOrderCutoff(now));
    const cancelled: string[] = [];
    for (const orderNumber of expired) {
      if (await deps.unpaid.cancelUnpaid(orderNumber, now)) cancelled.push(orderNumber);
    }
    return cancelled;
  };
