import { contactUserType } from '../../../domain/checkout/contacts';
import type { CheckoutState } from '../../../domain/checkout/checkoutState';
import { checkoutPaymentOptions } from '../../../domain/payment/checkoutPaymentOptions';
import type { ContactUser, LegalEntityInfo, PaymentOption } from '../../contract/checkoutDetails';

/** spec §3 Cart contactUser. */
export function encodeContactUser(checkout: CheckoutState): ContactUser {
  return { contactUserType: contactUserType(checkout), owner: checkout.owner, receiver: checkout.receiver, verifiedPhones: [...checkout.verifiedPhones] };
}

/** spec §3 Cart legalEntityInfo. */
export function encodeLegalEntityInfo(checkout: CheckoutState): LegalEntityInfo {
  return checkout.legalEntity;
}

/** spec §3 Cart payment.paymentOptions. */
export function encodePaymentOptions(checkout: CheckoutState): PaymentOption[] {
  return checkoutPaymentOptions(checkout).map((o) => ({ paymentMethod: o.paymentMethod, paymentTool: o.paymentTool ?? null, isSelected: o.isSelected }));
}
