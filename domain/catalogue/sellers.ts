/** A marketplace seller (spec §7 GET /sellers/{id}); the shop itself sells every brand no partner sells. */
export interface Seller {
  readonly id: string;
  readonly name: string;
  readonly rating: number;
  readonly description: string;
  /** Brand names the partner sells; null for the shop itself. */
  readonly brands: readonly string[] | null;
}

/** Who sells a product of a brand: the partner that lists the brand, else the shop itself (spec §3 Product.seller). */
export function sellerForBrand(sellers: readonly Seller[], brandName: string): Seller | undefined {
  return sellers.find((s) => s.brands?.includes(brandName)) ?? sellers.find((s) => s.brands === null);
}

/** A partner of the marketplace, not the shop itself: it ships its goods from its own warehouse (spec §3 Product.seller). */
export function isPartner(seller: Seller | null | undefined): seller is Seller {
  return seller != null && seller.brands !== null;
}

/** The brands a seller's page lists: its own, or for the shop every brand no partner sells (spec §2 /seller/{sellerId}/). */
export function sellerBrands(sellers: readonly Seller[], seller: Seller, allBrands: readonly string[]): readonly string[] {
  if (seller.brands) return seller.brands;
  const partners = new Set(sellers.flatMap((s) => s.brands ?? []));
  return allBrands.filter((b) => !partners.has(b));
}
