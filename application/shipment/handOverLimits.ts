import { isPartner, sellerForBrand } from '../../domain/catalogue/sellers';
import { handOverLimit, type HandOverLimit } from '../../domain/shipment/handOverRules';
import { AVAILABILITY_RULES } from '../../domain/stock/sizeAvailability';
import type { SellerSource } from '../availability/SellerSource';
import type { CityStock } from './CityStock';

export interface HandOverLimitDeps {
  readonly stock: Pick<CityStock, 'wareFacts'>;
  readonly sellers: SellerSource;
}

/** Sizes and their limits (spec §4 Product availability): only the limited ones are in the map. */
export type HandOverLimits = ReadonlyMap<string, HandOverLimit>;

/**
 * The limit of each size: a partner seller's goods (a seller listing their brand) go by courier only, bulky
 * goods (over 15 kg) only from shops — the same rules the product page's availability shows.
 */
export const handOverLimits =
  (deps: HandOverLimitDeps) =>
  async (wareIds: readonly string[]): Promise<HandOverLimits> => {
    if (wareIds.length === 0) return new Map();
    const [facts, sellers] = await Promise.all([deps.stock.wareFacts(wareIds), deps.sellers.all()]);
    return new Map(
      facts.flatMap((f) => {
        const seller = sellerForBrand(sellers, f.brandName);
        const limit = handOverLimit({ shippedBySeller: isPartner(seller), bulky: f.weightGrams > AVAILABILITY_RULES.bulkyGrams });
        return limit ? [[f.wareId, limit] as const] : [];
      }),
    );
  };
