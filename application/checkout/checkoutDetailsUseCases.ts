import type { IdGenerator } from '../shared/IdGenerator';
import type { CartDeps } from '../cart/getCart';
import { saveContacts } from './saveContacts';
import { choosePayment } from './choosePayment';
import { clearLegalEntity, setLegalEntity } from './setLegalEntity';

/** Checkout steps 2–3 without the SMS: contacts, payment and legal entity, given their ports. */
export function checkoutDetailsUseCases(deps: CartDeps & { readonly ids: IdGenerator }) {
  return {
    saveContacts: saveContacts(deps),
    choosePayment: choosePayment(deps),
    setLegalEntity: setLegalEntity(deps),
    clearLegalEntity: clearLegalEntity(deps),
  };
}

export type CheckoutDetailsUseCases = ReturnType<typeof checkoutDetailsUseCases>;
