import Decimal from 'decimal.js';
import type { Kysely, Selectable } from 'kysely';
import type { OrderLine, OrderRecord } from '../../application/orders/OrderRepository';
import { isCurrencyCode } from '../../domain/money/currency';
import { decodeStored } from '../storedValue';
import type { Database } from './schema';
import { StoredPaymentMethod, StoredPaymentTool } from './storedCheckout';
import { StoredOrderContacts, StoredOrderShipment } from './storedOrder';

type OrderRow = Selectable<Database['customer_order']>;

/** An order with its lines as stored; undefined when there is none with the number. */
export async function readOrder(db: Kysely<Database>, orderNumber: string): Promise<OrderRecord | undefined> {
  const row = await db.selectFrom('customer_order').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
  if (!row) return undefined;
  const lines = await db.selectFrom('order_line').selectAll().where('order_number', '=', orderNumber).orderBy('ware_id').orderBy('shop_id').execute();
  return orderRecord(
    row,
    lines.map((l) => ({ productId: l.product_id, wareId: l.ware_id, shopId: l.shop_id, quantity: l.quantity, price: new Decimal(l.price) })),
  );
}

/** The stored row as the application sees it, its jsonb and payment codes decoded. */
function orderRecord(row: OrderRow, lines: readonly OrderLine[]): OrderRecord {
  const of = `of order ${row.order_number}`;
  const contacts = decodeStored(StoredOrderContacts, row.contacts, `customer_order.contacts ${of}`);
  return {
    orderNumber: row.order_number,
    ownerKey: row.owner_key,
    customerId: row.customer_id,
    status: row.status,
    shipment: decodeStored(StoredOrderShipment, row.shipment, `customer_order.shipment ${of}`),
    owner: contacts.owner,
    receiver: contacts.receiver,
    paymentMethod: decodeStored(StoredPaymentMethod, row.payment_method, `customer_order.payment_method ${of}`),
    paymentTool: decodeStored(StoredPaymentTool, row.payment_tool, `customer_order.payment_tool ${of}`),
    currency: isCurrencyCode(row.currency) ? row.currency : 'RUB',
    productsCost: new Decimal(row.products_cost),
    discountAmount: new Decimal(row.discount_amount),
    bonusAmount: new Decimal(row.bonus_amount),
    giftCardsAmount: new Decimal(row.gift_cards_amount),
    deliveryCost: new Decimal(row.delivery_cost),
    totalCost: new Decimal(row.total_cost),
    amountToPay: new Decimal(row.amount_to_pay),
    lines,
    createdAt: new Date(row.created_at),
    receivedAt: row.received_at && new Date(row.received_at),
    cancellation: row.cancel_reason_code === null ? null : { reasonCode: row.cancel_reason_code, comment: row.cancel_comment ?? '' },
  };
}
