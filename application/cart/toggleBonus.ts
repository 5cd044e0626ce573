import * as E from 'fp-ts/Either';
import type { StoredCart } from './CartRepository';
import { changeCart, type CartChangeDeps } from './changeCart';
import { customerIdOf } from '../shipment/cartOwner';
import { isHomeMarket } from '../../domain/market/pricingInputs';

type ToggleBonusFailure = { readonly _tag: 'NOT_AUTHORIZED' | 'BONUSES_RUSSIA_ONLY' };

/** Pays part of the order with bonuses, or stops; signed-in customers in Russia only (spec §7 POST /cart/_toggle-bonus, domain/market/russiaOnly.ts). */
export const toggleBonus = (deps: CartChangeDeps) => async (ownerKey: string, bonusApplied: boolean) => {
  const home = isHomeMarket((await deps.pricing(undefined, ownerKey)).market);
  return changeCart(deps)(ownerKey, (cart): E.Either<ToggleBonusFailure, StoredCart> => {
    if (customerIdOf(ownerKey) === null) return E.left({ _tag: 'NOT_AUTHORIZED' });
    if (bonusApplied && !home) return E.left({ _tag: 'BONUSES_RUSSIA_ONLY' });
    return E.right({ ...cart, checkout: { ...cart.checkout, bonusApplied } });
  });
};
