import * as E from 'fp-ts/Either';
import { supersedeAction } from '../../domain/payment/paymentSupersession';
import { paymentTransition, type PaymentStatus } from '../../domain/payment/paymentTransition';
import type { PaymentRecord } from './PaymentRepository';
import type { PaymentDeps } from './startPayment';

/** An order's attempts still PENDING in our table, oldest first. */
export interface PendingPayments {
  readonly pendingOf: (orderNumber: string) => Promise<readonly PaymentRecord[]>;
}

export interface SupersedeDeps extends PaymentDeps {
  readonly pending: PendingPayments;
}

/**
 * Before an order's amount changes (spec §6 ADD_PRODUCT, §9; docs/orders.md): every attempt registered at
 * the acquirer and still pending is asked about; one still unpaid there is cancelled at the acquirer and
 * recorded CANCELLED (superseded), one settled meanwhile is applied as a report — a success pays the order
 * for the old sum and the change is then refused as ORDER_NOT_EDITABLE. An acquirer that cannot be asked
 * or refuses the cancel leaves the attempt pending: PAYMENT_IN_PROGRESS, the operator repeats later.
 * Attempts the acquirer never answered are superseded in the change's own transaction (amountChangeVerdict).
 */
export const supersedePendingPayments =
  (deps: SupersedeDeps) =>
  async (orderNumber: string): Promise<E.Either<'PAYMENT_IN_PROGRESS', void>> => {
    for (const attempt of await deps.pending.pendingOf(orderNumber)) {
      if (!attempt.providerPaymentId) continue;
      if (attempt.provider !== deps.gateway.provider) return E.left('PAYMENT_IN_PROGRESS');
      const state = await deps.gateway.paymentStatus(attempt.providerPaymentId);
      if (E.isLeft(state)) return E.left('PAYMENT_IN_PROGRESS');
      // The acquirer's answer to Cancel is applied as a report of the attempt's own sum.
      const settled =
        supersedeAction(state.right.status) === 'APPLY_REPORT'
          ? state
          : E.map(({ status }: { readonly status: PaymentStatus }) => ({ status, amount: attempt.amount }))(
              await deps.gateway.cancelPayment(attempt.providerPaymentId),
            );
      if (E.isLeft(settled)) return E.left('PAYMENT_IN_PROGRESS');
      await deps.payments.applyReport({ provider: attempt.provider, paymentId: attempt.id }, (current) => paymentTransition(current, settled.right));
    }
    return E.right(undefined);
  };
