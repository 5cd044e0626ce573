import * as E from 'fp-ts/Either';

/** Units of a size held by one shop. */
export interface StockRow {
  readonly wareId: string;
  readonly shopId: string;
  readonly quantity: number;
}

/** Units of a size taken from one shop for an order. */
export type Allocation = StockRow;

/** A shop with what allocation prefers it by. */
export interface StockShop {
  readonly shopId: string;
  readonly cityId: string;
  readonly lat: number;
  readonly lon: number;
}

/** Where the goods go: a shop or pickup point (its own stock comes first) or an address. */
export interface HandOverPlace {
  readonly shopId: string | null;
  readonly cityId: string | null;
  readonly lat: number;
  readonly lon: number;
}

/**
 * Shops in the order stock is taken from (spec §3 Order lines per shop): the hand-over shop itself,
 * then the shops of its city, then any, nearest first within each group; ties by id, so racing
 * requests agree.
 */
export function shopPreference(place: HandOverPlace, shops: readonly StockShop[]): string[] {
  const group = (s: StockShop) => (s.shopId === place.shopId ? 0 : s.cityId === place.cityId ? 1 : 2);
  const distance = (s: StockShop) => (s.lat - place.lat) ** 2 + ((s.lon - place.lon) * Math.cos((place.lat * Math.PI) / 180)) ** 2;
  return [...shops].sort((a, b) => group(a) - group(b) || distance(a) - distance(b) || a.shopId.localeCompare(b.shopId)).map((s) => s.shopId);
}

/**
 * Takes the wanted units of every size from the shops' stock, preferred shops first (spec §4 Stock);
 * Left with the first size that is short. Never takes more than a shop holds.
 */
export function allocateStock(
  wanted: readonly { readonly wareId: string; readonly quantity: number }[],
  stock: readonly StockRow[],
  preference: readonly string[],
): E.Either<{ readonly wareId: string }, Allocation[]> {
  const rank = new Map(preference.map((id, i) => [id, i]));
  const rankOf = (shopId: string) => rank.get(shopId) ?? preference.length;
  const allocations: Allocation[] = [];
  for (const { wareId, quantity } of wanted) {
    let left = quantity;
    const rows = stock
      .filter((r) => r.wareId === wareId && r.quantity > 0)
      .sort((a, b) => rankOf(a.shopId) - rankOf(b.shopId) || a.shopId.localeCompare(b.shopId));
    for (const row of rows) {
      if (left === 0) break;
      const take = Math.min(left, row.quantity);
      allocations.push({ wareId, shopId: row.shopId, quantity: take });
      left -= take;
    }
    if (left > 0) return E.left({ wareId });
  }
  return E.right(allocations);
}
