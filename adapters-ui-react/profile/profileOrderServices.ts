import type { Either } from 'fp-ts/Either';

/** Cancelling an order from the profile (spec §7 POST /orders/{n}/_cancel); the failure carries the shop's message. */
export interface ProfileOrderServices {
  readonly cancel: (
    orderNumber: string,
    request: { readonly cancelReasonCode: string; readonly comment: string; readonly isTroubleProduct: boolean },
  ) => Promise<Either<{ readonly message: string }, unknown>>;
}
