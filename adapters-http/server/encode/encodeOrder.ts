import type { OrderView } from '../../../application/orders/getOrder';
import { cancelReasonName } from '../../../domain/order/orderCancellation';
import { returnDeadlineOf } from '../../../domain/returns/returnRules';
import type { OrderDetails } from '../../contract/orderDetails';

/** An order for its owner as GET /orders/{orderNumber} answers it; money in the order's currency. */
export function encodeOrder({ order, items, paymentStatus }: OrderView): OrderDetails {
  const { shipment } = order;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    currency: order.currency,
    obtainingType: shipment.type,
    pickupPoint: shipment.type === 'PICKUP' && shipment.point ? shipment.point : null,
    deliveryAddress: shipment.type === 'DELIVERY' ? shipment.address.text : null,
    owner: { firstName: order.owner.firstName, lastName: order.owner.lastName, phone: order.owner.phone },
    receiver: order.receiver && { firstName: order.receiver.firstName, lastName: order.receiver.lastName, phone: order.receiver.phone },
    paymentMethod: order.paymentMethod,
    paymentTool: order.paymentTool,
    paymentStatus,
    cancellation:
      order.status === 'CANCELLED' && order.cancellation
        ? { reasonCode: order.cancellation.reasonCode, reason: cancelReasonName(order.cancellation.reasonCode), comment: order.cancellation.comment }
        : null,
    returnDeadline: returnDeadlineOf(order.status, order.receivedAt)?.toISOString() ?? null,
    items: items.map((i) => ({
      productId: i.productId,
      wareId: i.wareId,
      name: i.name,
      brand: i.brandName,
      size: i.size,
      quantity: i.quantity,
      price: i.price.toNumber(),
    })),
    total: {
      productsCost: order.productsCost.toNumber(),
      discountAmount: order.discountAmount.toNumber(),
      bonusAmount: order.bonusAmount.toNumber(),
      giftCardsAmount: order.giftCardsAmount.toNumber(),
      deliveryCost: order.deliveryCost.toNumber(),
      totalCost: order.totalCost.toNumber(),
      amountToPay: order.amountToPay.toNumber(),
    },
  };
}
