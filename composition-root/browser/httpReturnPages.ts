import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import {
  ReturnCartView,
  ReturnImageAdded,
  ReturnImageDeleted,
  ReturnOrderView,
  ReturnPoints,
  ReturnsPage,
  ReturnState,
} from '../../adapters-http/contract/returns';
import type { ReturnPagesData } from '../../adapters-ui-react/returns/returnPagesData';
import type { ReturnServices } from '../../adapters-ui-react/returns/returnServices';

const order = (n: string) => `/orders/${encodeURIComponent(n)}`;

/** The return pages over the API; 401 means an anonymous visitor (spec §6). */
export const httpReturnPages = (request: ApiRequest): ReturnPagesData => ({
  list: async (page) => {
    const list = await request('GET', `/orders/returns?page=${page}`, ReturnsPage);
    if (E.isRight(list)) return { signedIn: true, page: list.right };
    if (list.left.status === 401) return { signedIn: false };
    throw new Error(list.left.message);
  },
  detail: async (id) => {
    const found = await request('GET', `/orders/returns/${encodeURIComponent(id)}`, ReturnOrderView);
    if (E.isRight(found)) return { signedIn: true, ret: found.right };
    if (found.left.status === 401) return { signedIn: false };
    if (found.left.status === 404) return { missing: 404 };
    throw new Error(found.left.message);
  },
  draft: async (orderNumber) => {
    const cart = await request('POST', `${order(orderNumber)}/return-carts/current`, ReturnCartView);
    if (E.isLeft(cart)) {
      if (cart.left.status === 401) return { signedIn: false };
      if (cart.left.status === 404) return { missing: 404 };
      if (cart.left.status === 409) return { signedIn: true, notReturnable: true, orderNumber };
      throw new Error(cart.left.message);
    }
    const points = await request('GET', `/return-carts/${encodeURIComponent(cart.right.id)}/map-points`, ReturnPoints);
    return { signedIn: true, cart: cart.right, points: E.isRight(points) ? points.right.points : [] };
  },
});

/** The return form's calls and cancelling a return (spec §7 Orders). */
export const browserReturnServices = (request: ApiRequest): ReturnServices => ({
  select: (orderNumber, selectedProducts) => request('POST', `${order(orderNumber)}/return-carts/products/_select`, ReturnCartView, { selectedProducts }),
  updateItem: (orderNumber, itemId, change) =>
    request('PUT', `${order(orderNumber)}/return-carts/current/items/${encodeURIComponent(itemId)}`, ReturnCartView, change),
  setWay: (orderNumber, way) => request('POST', `${order(orderNumber)}/return-carts/current/potential-return-order`, ReturnCartView, way),
  file: (cartId) => request('POST', `/return-carts/${encodeURIComponent(cartId)}/return-orders`, ReturnState),
  cancel: (id) => request('POST', `/orders/returns/${encodeURIComponent(id)}/_cancel/`, ReturnState),
  addImage: (orderNumber, itemId, file) => {
    const form = new FormData();
    form.set('orderNumber', orderNumber);
    form.set('wareReturnId', itemId);
    form.set('file', file);
    return request('POST', '/orders/returns/images', ReturnImageAdded, form);
  },
  deleteImage: (orderNumber, itemId, imageCode) =>
    request('DELETE', '/orders/returns/images', ReturnImageDeleted, { orderNumber, wareReturnId: itemId, imageCode }),
});
