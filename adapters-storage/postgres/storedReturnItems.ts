import * as t from 'io-ts';
import type { ReturnCartItem } from '../../application/returns/ReturnRepository';
import { decodeStored, shapeOf } from '../storedValue';

/** return_cart.items: the draft's chosen items; imageCodes absent in drafts made before there were photos. */
const StoredReturnItems = shapeOf<readonly ReturnCartItem[]>()(
  t.array(
    t.intersection(
      [
        t.type({ itemId: t.string, quantity: t.number, reasonCode: t.union([t.string, t.null]), comment: t.string }),
        t.partial({ imageCodes: t.array(t.string) }),
      ],
      'ReturnCartItem',
    ),
  ),
);

/** The items of return cart `cartId` as stored. */
export const returnItems = (items: unknown, cartId: string): readonly ReturnCartItem[] =>
  decodeStored(StoredReturnItems, items, `return_cart.items of return cart ${cartId}`);
