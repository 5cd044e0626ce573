/** What a shopper can ask of a pickup place (spec §9 Pickup filters). */
const PICKUP_FILTERS = ['CARD_PAYMENT', 'AROUND_THE_CLOCK', 'SAMPLE'] as const;
export type PickupFilter = (typeof PICKUP_FILTERS)[number];

/** A place suits the shopper when it offers every filter asked (the pickup map's checkboxes combine with «and»). */
export const meetsFilters = (place: { readonly filters: readonly string[] }, asked: readonly PickupFilter[]): boolean =>
  asked.every((f) => place.filters.includes(f));
