import type { CartType } from '../cart/cartType';
import type { DeliveryKind } from './deliveryVariants';

/** A delivery option as offered to a fast cart (spec §4 Fast cart). */
export interface DeliveryOffer {
  readonly kind: DeliveryKind;
  /** Date the goods can be received; null or absent when not available. */
  readonly availabilityDate?: string | null;
}

/** A fast cart becomes regular when an ordinary delivery variant with an availability date exists (spec §4 Fast cart). */
export function shouldConvertFastCart(cartType: CartType, offers: readonly DeliveryOffer[]): boolean {
  return cartType === 'FAST' && offers.some((o) => o.kind === 'ordinary' && Boolean(o.availabilityDate));
}
