/** Stock states the server reports for a ware (spec §3 Cart item). */
type StockState = 'IN_STOCK' | 'OUT_OF_STOCK';

/** What a cart line's stock means for ordering (spec §4 Stock). */
export type StockStatus = 'AVAILABLE' | 'ORDER_ONLY' | 'UNAVAILABLE' | 'UNKNOWN';

/** A ware's availability as reported in the cart (spec §3 Cart item). */
export interface Availability {
  readonly state: StockState;
  readonly quantity: number;
}

/** Stock facts needed to classify a line; state is a plain string because unknown states arrive (spec §4 Stock). */
export interface StockFacts {
  readonly blocked: boolean;
  readonly available: { readonly state: string; readonly quantity: number };
}

/** IN_STOCK above 0 available, IN_STOCK 0 order only, OUT_OF_STOCK or blocked unavailable, else unknown (spec §4 Stock). */
export function stockStatus(line: StockFacts): StockStatus {
  if (line.blocked) return 'UNAVAILABLE';
  switch (line.available.state) {
    case 'IN_STOCK':
      return line.available.quantity > 0 ? 'AVAILABLE' : 'ORDER_ONLY';
    case 'OUT_OF_STOCK':
      return 'UNAVAILABLE';
    default:
      return 'UNKNOWN';
  }
}
