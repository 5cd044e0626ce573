/** Whether each way of obtaining a size is available (spec §3 Size availability blocks). */
export interface ObtainingAvailability {
  readonly pickup?: boolean;
  readonly transport?: boolean;
  readonly delivery?: boolean;
  readonly expressDelivery?: boolean;
  readonly deliveryClick?: boolean;
  readonly pointDelivery?: boolean;
}

/** Label for how a product can be obtained, null when no special label applies (spec §4 Product availability). */
export type AvailabilityLabel = 'DELIVERY_ONLY' | 'RETAIL_ONLY' | null;

/** 'delivery only': delivery or express but no point delivery, transport or pickup; 'retail only': pickup and no delivery type (spec §4). */
export function availabilityLabel(a: ObtainingAvailability): AvailabilityLabel {
  const anyDelivery = Boolean(a.delivery || a.expressDelivery || a.deliveryClick || a.pointDelivery || a.transport);
  if ((a.delivery || a.expressDelivery) && !a.pointDelivery && !a.transport && !a.pickup) return 'DELIVERY_ONLY';
  if (a.pickup && !anyDelivery) return 'RETAIL_ONLY';
  return null;
}
