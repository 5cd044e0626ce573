import type { ReturnCartView as CartView } from '../../../application/returns/editReturnCart';
import type { OrderReturn } from '../../../application/returns/ReturnRepository';
import { RETURN_REASONS, returnReasonName } from '../../../domain/returns/returnReasons';
import { returnableUnits } from '../../../domain/returns/returnRules';
import { RETURN_STATUS_LABELS } from '../../../domain/returns/returnStatus';
import { productImageUrl } from '../../contract/mediaUrl';
import { reviewThumbnailUrl } from '../../contract/reviewPhotos';
import type { ReturnCartView, ReturnOrderView, ReturnsPage } from '../../contract/returns';

/** A thumbnail per line, as the order history's. */
const PREVIEW_SIDE = 96;
type Currency = ReturnCartView['currency'];
/** A photo of a defect as the pages show it: its code and thumbnail (the review photos' media route). */
const image = (imageCode: string) => ({ imageCode, url: reviewThumbnailUrl(imageCode) });

/** The draft as the return-cart calls answer it. */
export function encodeReturnCart({ cart, order, deadline }: CartView): ReturnCartView {
  return {
    id: cart.id,
    orderNumber: cart.orderNumber,
    returnDeadline: deadline.toISOString(),
    currency: order.currency as Currency,
    items: cart.items.map(({ itemId, quantity, reasonCode, comment, imageCodes = [] }) => ({
      itemId,
      quantity,
      reasonCode,
      comment,
      images: imageCodes.map(image),
    })),
    selectedProducts: cart.items.map((i) => i.itemId),
    potentialReturnOrder: { address: cart.address, returnPoint: cart.returnPoint },
    lines: order.lines.map((l) => ({
      itemId: l.wareId,
      productId: l.productId,
      name: l.name,
      size: l.size,
      image: productImageUrl(l.productId, 0, PREVIEW_SIDE),
      price: Number(l.price),
      bought: l.bought,
      returnable: returnableUnits(l),
    })),
    reasons: RETURN_REASONS.map(({ code, name, commentRequired }) => ({ code, name, commentRequired })),
  };
}

/** A filed return as GET /orders/returns/{n} answers it. */
export function encodeReturn(r: OrderReturn): ReturnOrderView {
  return {
    id: r.id,
    orderNumber: r.orderNumber,
    status: r.status,
    statusName: RETURN_STATUS_LABELS[r.status],
    createdAt: r.createdAt.toISOString(),
    currency: r.currency as Currency,
    refundAmount: Number(r.refundAmount),
    returnPoint: r.returnPoint,
    address: r.address,
    itemCount: r.lines.reduce((n, l) => n + l.quantity, 0),
    lines: r.lines.map((l) => ({
      itemId: l.wareId,
      productId: l.productId,
      name: l.name,
      size: l.size,
      image: productImageUrl(l.productId, 0, PREVIEW_SIDE),
      quantity: l.quantity,
      price: Number(l.price),
      reasonCode: l.reasonCode,
      reasonName: returnReasonName(l.reasonCode),
      comment: l.comment,
      images: l.imageCodes.map(image),
    })),
  };
}

/** GET /orders/returns/?page&pageSize as it answers. */
export function encodeReturnsPage(
  page: number,
  pageSize: number,
  { returns, total }: { readonly returns: readonly OrderReturn[]; readonly total: number },
): ReturnsPage {
  return { returns: returns.map(encodeReturn), pagination: { page, pageSize, total } };
}
