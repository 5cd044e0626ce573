import type { SignInAnswer } from '../../contract/auth';
import { mergeDropNotice, type MergeDrop } from '../../../domain/checkout/checkoutMerge';

/** A finished sign-in (spec §7 POST /auth/tokens, /auth/{vk|sber-id|yandex-id}): the step, the user and what the cart could not bring, in words. */
export function encodeSignIn(step: SignInAnswer['step'], userInfo: SignInAnswer['userInfo'], dropped: readonly MergeDrop[]): SignInAnswer {
  return { step, userInfo, notices: dropped.map(mergeDropNotice) };
}
