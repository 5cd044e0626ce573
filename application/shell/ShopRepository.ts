/** A shop or pickup point (spec §2 /stores/, /store/{id}/, /pickup/{code}/). */
export interface ShopRecord {
  readonly shopNumber: string;
  readonly kind: 'SHOP' | 'PICKUP_POINT';
  readonly name: string;
  readonly address: string;
  readonly cityId: string;
  readonly lat: number;
  readonly lon: number;
  readonly geohash: string;
  readonly openingHours: string;
  readonly filters: readonly string[];
  /** Takes returns of online orders (spec §7 GET /shops isReturnAvailable; docs/returns.md). */
  readonly isReturnAvailable?: boolean;
}

export interface ShopRepository {
  readonly inCity: (cityId: string, kind: ShopRecord['kind']) => Promise<readonly ShopRecord[]>;
  readonly byNumber: (shopNumber: string) => Promise<ShopRecord | undefined>;
}
