/** How an order is obtained: picked up or delivered (spec §4 Delivery variants). */
export type ObtainingType = 'PICKUP' | 'DELIVERY';
/** Delivery kinds (spec §3). */
export type DeliveryKind = 'ordinary' | 'express' | 'click' | 'legalEntities';

/** A delivery variant offered for the cart (spec §3 Cart shipmentType.variants). */
export interface DeliveryVariant {
  readonly type: ObtainingType;
  readonly enabled: boolean;
}

/** The variants the shopper can pick from, in given order (spec §4 Delivery variants). */
export function enabledVariants<V extends DeliveryVariant>(variants: readonly V[]): readonly V[] {
  return variants.filter((v) => v.enabled);
}

/** Tabs are shown only when more than one variant is enabled (spec §4 Delivery variants). */
export function showsDeliveryTabs(variants: readonly DeliveryVariant[]): boolean {
  return new Set(enabledVariants(variants).map((v) => v.type)).size > 1;
}

/** The selected variant: the wanted one when enabled, else the first enabled, else none (spec §4 Delivery variants). */
export function selectVariant(variants: readonly DeliveryVariant[], wanted: ObtainingType | null): ObtainingType | null {
  const enabled = enabledVariants(variants);
  return enabled.find((v) => v.type === wanted)?.type ?? enabled[0]?.type ?? null;
}
