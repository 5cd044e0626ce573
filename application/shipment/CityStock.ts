import type { ShopStock } from '../../domain/shipment/pickupAvailability';

/** Stock of a city's shops (only shops of kind SHOP hold stock; pickup points receive from them). */
export interface CityStock {
  /** Units of the given wares in every shop of the city, one row per shop and ware holding any. */
  readonly inCity: (cityId: string, wareIds: readonly string[]) => Promise<readonly ShopStock[]>;
  /** The brand and the weight of one unit of each of these sizes: what decides how it may be handed over. */
  readonly wareFacts: (wareIds: readonly string[]) => Promise<readonly WareFacts[]>;
}

interface WareFacts {
  readonly wareId: string;
  readonly brandName: string;
  readonly weightGrams: number;
}
