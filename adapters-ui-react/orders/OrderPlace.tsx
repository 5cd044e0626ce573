import type { OrderDetails } from '../../adapters-http/contract/orderDetails';

/** Where an order is got: the pickup point's name and address, else the delivery address. */
export function OrderPlace({ order }: { readonly order: Pick<OrderDetails, 'pickupPoint' | 'deliveryAddress'> }) {
  return order.pickupPoint ? (
    <p>
      {order.pickupPoint.name}
      <br />
      <span className="muted">{order.pickupPoint.address}</span>
    </p>
  ) : (
    <p>{order.deliveryAddress}</p>
  );
}
