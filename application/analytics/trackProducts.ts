import { TRACKER_EVENTS, type ProductCall } from '../../domain/analytics/trackerEvents';
import { sumMoney } from '../../domain/money/money';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { RecordEvents } from '../shell/EventStore';
import type { TrackerItem, TrackerPayload } from './TrackerPayload';

/** A product (a size of it, when known) in a tracker call. */
export interface TrackedLine {
  readonly productId: string;
  readonly wareId?: string;
  readonly quantity: number;
}

/**
 * GET /ga-api/v1/products/{id}, GET …/events/product-add-to-cart and product-pick-size, POST products-remove-from-cart
 * (spec §7 Analytics): the e-commerce event of these products in the visitor's market, their categories from the root
 * as the product page names them, recorded and answered; null (nothing recorded) when no line names a product and size
 * the catalogue has.
 */
export const trackProducts =
  (deps: { readonly catalogue: Pick<CatalogueRepository, 'productById' | 'productFacts'>; readonly recordEvents: RecordEvents }) =>
  async (ownerKey: string, call: ProductCall, lines: readonly TrackedLine[]): Promise<TrackerPayload | null> => {
    const found = await Promise.all(
      lines.map(async (line) => {
        const [product, facts] = await Promise.all([deps.catalogue.productById(line.productId), deps.catalogue.productFacts(line.productId)]);
        const size = line.wareId === undefined ? undefined : product?.sizes.find((s) => s.wareId === line.wareId);
        return product && facts && (line.wareId === undefined || size) ? [{ product, facts, size, quantity: line.quantity }] : [];
      }),
    );
    const tracked = found.flat();
    const first = tracked[0];
    if (!first) return null;
    const items = tracked.map(({ product, facts, size, quantity }): TrackerItem => {
      const [item_category, item_category2, item_category3] = facts.categoryNames;
      return {
        item_id: product.productId,
        item_name: product.name,
        item_brand: product.brandName,
        ...(item_category ? { item_category } : {}),
        ...(item_category2 ? { item_category2 } : {}),
        ...(item_category3 ? { item_category3 } : {}),
        ...(size ? { item_variant: size.size } : {}),
        price: product.price.retail.toNumber(),
        quantity,
      };
    });
    const value = sumMoney(tracked.map((t) => t.product.price.retail.times(t.quantity))).toNumber();
    const payload: TrackerPayload = { event: TRACKER_EVENTS[call], ecommerce: { currency: first.product.price.currency ?? 'RUB', value, items } };
    await deps.recordEvents(ownerKey, [{ group: 'ga', event: call, pageType: null, payload, occurredAt: null }]);
    return payload;
  };
