import * as E from 'fp-ts/Either';
import { returnableUnits } from '../../domain/returns/returnRules';
import { editReturnCart, type ReturnCartDeps } from './editReturnCart';

export type SelectFailure = { readonly _tag: 'RETURN_QUANTITY_EXCEEDED' };

/**
 * Chooses which sizes of the order go back (spec §7 POST /orders/{n}/return-carts/products/_select
 * {selectedProducts}): kept ones keep what was set, new ones start at one unit with no reason yet. A size the
 * order did not buy, or has no units left to return, is refused.
 */
export const selectReturnProducts = (deps: ReturnCartDeps) => (customerId: string, orderNumber: string, selectedProducts: readonly string[]) =>
  editReturnCart<SelectFailure>(deps, customerId, orderNumber, (cart, order) => {
    const unique = [...new Set(selectedProducts)];
    const free = (id: string) => {
      const line = order.lines.find((l) => l.wareId === id);
      return line ? returnableUnits(line) : 0;
    };
    if (unique.some((id) => free(id) < 1)) return E.left({ _tag: 'RETURN_QUANTITY_EXCEEDED' });
    const items = unique.map((itemId) => cart.items.find((i) => i.itemId === itemId) ?? { itemId, quantity: 1, reasonCode: null, comment: '' });
    return E.right({ ...cart, items });
  });
