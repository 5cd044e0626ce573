import type { DeliveryAddress } from './deliveryAddress';

/** The cart's delivery address as the checkout shows it (spec §3 Delivery address): blank details may be absent. */
export interface CartAddress {
  readonly text: string;
  readonly geoPoint: string;
  readonly apartment?: string;
}

/** What the delivery tab's address choice shows: a saved address, or the entry form («Другой адрес»). */
export type AddressSelection = { readonly kind: 'saved'; readonly id: string } | { readonly kind: 'other' };

/** The selection on opening the tab, and whether it must be sent to the cart (nothing was chosen before). */
export interface InitialSelection {
  readonly selection: AddressSelection;
  readonly apply: boolean;
}

/**
 * The saved address the cart already delivers to (spec §3 Delivery address, reused at checkout): the same
 * house and flat. The other details (entrance, floor) may have been edited since and do not make a new address.
 */
export function savedAddressOf(saved: readonly DeliveryAddress[], chosen: CartAddress | null): DeliveryAddress | null {
  if (!chosen) return null;
  return saved.find((a) => a.geoPoint === chosen.geoPoint && a.text === chosen.text.trim() && a.apartment === (chosen.apartment ?? '').trim()) ?? null;
}

/**
 * What the delivery tab starts with (spec §2 Checkout steps, §3 Delivery address). An address already in the
 * cart is kept (shown as its saved entry, else in the form) and never replaced; with nothing chosen, the
 * last used saved address (or the first one) is chosen for the customer; without saved ones, the form.
 */
export function initialAddressSelection(saved: readonly DeliveryAddress[], chosen: CartAddress | null, lastUsedId: string | null): InitialSelection {
  if (chosen) {
    const match = savedAddressOf(saved, chosen);
    return { selection: match ? { kind: 'saved', id: match.id } : { kind: 'other' }, apply: false };
  }
  const preferred = saved.find((a) => a.id === lastUsedId) ?? saved[0];
  return preferred ? { selection: { kind: 'saved', id: preferred.id }, apply: true } : { selection: { kind: 'other' }, apply: false };
}

/** «Тверская улица, 7, кв. 12»: the line a saved address is chosen by (spec §3 Delivery address). */
export function savedAddressLine(address: DeliveryAddress): string {
  return address.apartment ? `${address.text}, кв. ${address.apartment}` : address.text;
}
