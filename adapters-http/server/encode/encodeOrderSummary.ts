import type { OrderSummary as Summary, OrderSummaryPage } from '../../../application/orders/listOrders';
import { ORDER_STATUS_LABELS } from '../../../domain/order/orderStatus';
import { returnDeadlineOf } from '../../../domain/returns/returnRules';
import { productImageUrl } from '../../contract/mediaUrl';
import type { OrderSummary, OrdersPage } from '../../contract/profileOrders';

/** The pictures of the order history: a thumbnail each, as a cart line's. */
const PREVIEW_SIDE = 96;

function encodeOrderSummary(order: Summary): OrderSummary {
  const { shipment } = order;
  const place = shipment.type === 'PICKUP' ? [shipment.point?.name, shipment.point?.address].filter(Boolean).join(', ') : shipment.address.text;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    statusName: ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt.toISOString(),
    currency: order.currency,
    total: { totalCost: order.totalCost.toNumber(), amountToPay: order.amountToPay.toNumber() },
    shipment: { obtainingType: shipment.type, place },
    itemCount: order.itemCount,
    returnDeadline: returnDeadlineOf(order.status, order.receivedAt)?.toISOString() ?? null,
    images: order.productIds.map((id) => productImageUrl(id, 0, PREVIEW_SIDE)),
  };
}

/** GET /orders?page&pageSize as it answers. */
export function encodeOrdersPage(page: number, pageSize: number, { orders, total }: OrderSummaryPage): OrdersPage {
  return { orders: orders.map(encodeOrderSummary), pagination: { page, pageSize, total } };
}
