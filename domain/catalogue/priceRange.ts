/**
 * The price filter's two fields (spec §3 facet values from/to/min/max): what a shopper typed stays as typed;
 * the listing's range fills what was not typed, and never so that «от» would read above «до».
 */
export interface PriceBounds {
  readonly min: number;
  readonly max: number;
}

export interface TypedPrices {
  readonly from: number | null;
  readonly to: number | null;
}

/** The selected range: typed ends as typed, the others from the bounds, an untyped end never crossing a typed one (spec §3 Catalogue search result, range_slider). */
export function selectedPriceRange(bounds: PriceBounds, typed: TypedPrices): { readonly from: number; readonly to: number } {
  const from = typed.from ?? (typed.to === null ? bounds.min : Math.min(bounds.min, typed.to));
  const to = typed.to ?? Math.max(bounds.max, from);
  return { from, to };
}

/** Hints of the empty fields: the bounds, left out where one would cross the other field's typed value (spec §3 range_slider from/to/min/max). */
export function pricePlaceholders(bounds: PriceBounds | null, typed: TypedPrices): { readonly from: number | null; readonly to: number | null } {
  if (!bounds) return { from: null, to: null };
  return {
    from: typed.to !== null && bounds.min > typed.to ? null : bounds.min,
    to: typed.from !== null && bounds.max < typed.from ? null : bounds.max,
  };
}
