import Decimal from 'decimal.js';
import type { ProductSummary } from '../../application/catalogue/catalogueModel';

/** The columns a product card is read from (product joined with brand). */
export interface ProductSummaryRow {
  readonly product_id: string;
  readonly name: string;
  readonly brand_name: string;
  readonly catalog_price: string;
  readonly retail_price: string;
  readonly rating: string;
  readonly reviews_count: number;
  readonly colour_hex: string;
  readonly on_sale_soon: boolean;
}

/** SQL select list of those columns, for raw queries over `product p join brand b`. */
export const PRODUCT_SUMMARY_COLUMNS =
  'p.product_id, p.name, b.name as brand_name, p.catalog_price, p.retail_price, p.rating, p.reviews_count, p.colour_hex, p.on_sale_soon';

export function productSummaryFromRow(r: ProductSummaryRow): ProductSummary {
  return {
    productId: r.product_id,
    name: r.name,
    brandName: r.brand_name,
    price: { catalog: new Decimal(r.catalog_price), retail: new Decimal(r.retail_price) },
    rating: Number(r.rating),
    reviewsCount: r.reviews_count,
    colourHex: r.colour_hex,
    onSaleSoon: r.on_sale_soon,
  };
}
