import * as E from 'fp-ts/Either';
import { paymentTransition } from '../../domain/payment/paymentTransition';
import type { RawNotification } from './PaymentGateway';
import type { ApplyOutcome } from './PaymentRepository';
import type { PaymentDeps } from './startPayment';

/**
 * An acquirer's notification (spec §7 Orders payment calls): verified by its signature, recorded once
 * (a repeated delivery is acknowledged and changes nothing) and applied in the same transaction as the
 * payment and order changes, so a crash can neither lose it nor apply it twice.
 */
export const acceptPaymentNotification =
  (deps: PaymentDeps) =>
  async (
    provider: string,
    raw: RawNotification,
  ): Promise<E.Either<'NOT_FOUND' | 'INVALID_NOTIFICATION', { readonly acknowledgement: string; readonly outcome: ApplyOutcome }>> => {
    if (provider !== deps.gateway.provider) return E.left('NOT_FOUND');
    const notice = deps.gateway.readNotification(raw);
    if (E.isLeft(notice)) return notice;
    const { notificationId, paymentId, payload } = notice.right;
    const outcome = await deps.payments.applyReport({ provider, paymentId, notification: { id: notificationId, payload } }, (current) =>
      paymentTransition(current, notice.right),
    );
    return E.right({ acknowledgement: deps.gateway.acknowledgement, outcome });
  };
