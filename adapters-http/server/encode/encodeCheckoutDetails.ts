import type { CartView } from '../../../application/cart/cartView';
import type { CheckoutState } from '../../../domain/checkout/checkoutState';
import type { ContactUser, LegalEntityInfo } from '../../contract/checkoutDetails';

/** spec §3 Cart contactUser. */
export function encodeContactUser({ contactUserType, checkout }: CartView): ContactUser {
  return { contactUserType, owner: checkout.owner, receiver: checkout.receiver, verifiedPhones: [...checkout.verifiedPhones] };
}

/** spec §3 Cart legalEntityInfo. */
export function encodeLegalEntityInfo(checkout: CheckoutState): LegalEntityInfo {
  return checkout.legalEntity;
}
