import * as E from 'fp-ts/Either';
import { encodeReturn, encodeReturnCart, encodeReturnsPage } from '../../adapters-http/server/encode/encodeReturns';
import type { ReturnServerDeps } from '../../adapters-http/server/returnDeps';
import { RETURNS_PAGE_SIZE } from '../../application/returns/listReturns';
import { customerIdOf } from '../../application/shipment/cartOwner';
import type { ReturnPagesData } from '../../adapters-ui-react/returns/returnPagesData';

/** The return pages rendered on the server for the signed-in customer, as the API would answer them. */
export const serverReturnPages = ({ useCases: returns }: ReturnServerDeps, ownerKey: string): ReturnPagesData => {
  const customerId = customerIdOf(ownerKey);
  return {
    list: async (page) =>
      customerId
        ? { signedIn: true, page: encodeReturnsPage(page, RETURNS_PAGE_SIZE.default, await returns.listReturns(customerId, page, RETURNS_PAGE_SIZE.default)) }
        : { signedIn: false },
    detail: async (id) => {
      if (!customerId) return { signedIn: false };
      const found = await returns.getReturn(customerId, id);
      return found ? { signedIn: true, ret: encodeReturn(found) } : { missing: 404 };
    },
    draft: async (orderNumber) => {
      if (!customerId) return { signedIn: false };
      const cart = await returns.openReturnCart(customerId, orderNumber);
      if (E.isLeft(cart)) return cart.left._tag === 'NOT_FOUND' ? { missing: 404 } : { signedIn: true, notReturnable: true, orderNumber };
      return { signedIn: true, cart: encodeReturnCart(cart.right), points: (await returns.listReturnPoints(customerId, cart.right.cart.id)) ?? [] };
    },
  };
};
