import * as E from 'fp-ts/Either';
import type { StoredCart } from './CartRepository';
import { changeCart, type CartChangeDeps } from './changeCart';
import { customerIdOf } from '../shipment/cartOwner';

/** Pays part of the order with bonuses, or stops; signed-in customers only (spec §7 POST /cart/_toggle-bonus). */
export const toggleBonus = (deps: CartChangeDeps) => (ownerKey: string, bonusApplied: boolean) =>
  changeCart(deps)(ownerKey, (cart): E.Either<{ readonly _tag: 'NOT_AUTHORIZED' }, StoredCart> =>
    customerIdOf(ownerKey) === null ? E.left({ _tag: 'NOT_AUTHORIZED' }) : E.right({ ...cart, checkout: { ...cart.checkout, bonusApplied } }));
