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
  readonly written_reviews: number;
  readonly in_stock: boolean;
  readonly colour_hex: string;
  readonly on_sale_soon: boolean;
}

/** The product's written reviews, over `product p`. */
export const WRITTEN_REVIEWS = '(select count(*) from product_review r where r.product_id = p.product_id)::int';

/** Whether any size is in stock in any shop, as the listings sort by it (kept by the search index's triggers). */
export const IN_STOCK = 'coalesce((select ps.in_stock from product_search ps where ps.product_id = p.product_id), false)';

/** Each column of the row and the SQL expression over `product p join brand b` it is read from. */
const SUMMARY_SOURCES: readonly (readonly [keyof ProductSummaryRow, string])[] = [
  ['product_id', 'p.product_id'],
  ['name', 'p.name'],
  ['brand_name', 'b.name'],
  ['catalog_price', 'p.catalog_price'],
  ['retail_price', 'p.retail_price'],
  ['rating', 'p.rating'],
  ['reviews_count', 'p.reviews_count'],
  // Counted on read (an index-only count per card), so it cannot drift from the reviews.
  ['written_reviews', WRITTEN_REVIEWS],
  ['in_stock', IN_STOCK],
  ['colour_hex', 'p.colour_hex'],
  ['on_sale_soon', 'p.on_sale_soon'],
];
/** Numeric columns, which the drivers read as text. */
const NUMERIC_COLUMNS = new Set(['catalog_price', 'retail_price', 'rating']);

/** SQL select list of those columns, for raw queries over `product p join brand b`. */
export const PRODUCT_SUMMARY_COLUMNS = SUMMARY_SOURCES.map(([column, source]) => `${source} as ${column}`).join(', ');

/** The same row as json_build_object arguments (numerics as text, as the drivers read them), for queries answering JSON. */
export const PRODUCT_SUMMARY_JSON = SUMMARY_SOURCES.map(([column, source]) => `'${column}', ${source}${NUMERIC_COLUMNS.has(column) ? '::text' : ''}`).join(
  ', ',
);

export function productSummaryFromRow(r: ProductSummaryRow): ProductSummary {
  return {
    productId: r.product_id,
    name: r.name,
    brandName: r.brand_name,
    price: { catalog: new Decimal(r.catalog_price), retail: new Decimal(r.retail_price) },
    rating: Number(r.rating),
    ratingCount: r.reviews_count,
    reviewCount: r.written_reviews,
    inStock: r.in_stock,
    colourHex: r.colour_hex,
    onSaleSoon: r.on_sale_soon,
  };
}
