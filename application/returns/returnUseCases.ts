import type { Clock } from '../shared/Clock';
import type { IdGenerator } from '../shared/IdGenerator';
import { changeReturnImages, type UploadPhoto } from './changeReturnImages';
import { changeReturnState } from './changeReturnState';
import { fileReturn } from './fileReturn';
import { listReturnPoints } from './listReturnPoints';
import { getReturn, listReturns } from './listReturns';
import { openReturnCart } from './openReturnCart';
import { receiveOrder } from './receiveOrder';
import { returnProducts } from './returnProducts';
import type { OrderReceipts, ReturnCarts, ReturnOrders } from './ReturnRepository';
import { selectReturnProducts } from './selectReturnProducts';
import { setReturnWay } from './setReturnWay';
import { updateReturnCartItem } from './updateReturnCartItem';

/** Returns of received orders (docs/returns.md): the customer's draft and returns, and the fulfilment side's reports. */
export const returnUseCases = (deps: {
  readonly carts: ReturnCarts;
  readonly returns: ReturnOrders;
  readonly receipts: OrderReceipts;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly uploadPhoto: UploadPhoto;
}) => ({
  openReturnCart: openReturnCart(deps),
  selectReturnProducts: selectReturnProducts(deps),
  updateReturnCartItem: updateReturnCartItem(deps),
  setReturnWay: setReturnWay(deps),
  listReturnPoints: listReturnPoints(deps),
  returnProducts: returnProducts(deps),
  fileReturn: fileReturn(deps),
  listReturns: listReturns(deps),
  getReturn: getReturn(deps),
  changeReturnState: changeReturnState(deps),
  changeReturnImages: changeReturnImages(deps),
  receiveOrder: receiveOrder(deps),
});

export type ReturnUseCases = ReturnType<typeof returnUseCases>;
