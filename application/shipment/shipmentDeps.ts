import { linesToOrder } from '../../domain/cart/cartLine';
import type { StoredCart } from '../cart/CartRepository';
import type { CartDeps } from '../cart/getCart';
import type { IdGenerator } from '../shared/IdGenerator';
import type { Clock } from '../shared/Clock';
import type { LocationRepository, City } from '../shell/LocationRepository';
import type { ShopRepository } from '../shell/ShopRepository';
import { locationView } from '../shell/locationView';
import type { ShopStock, WantedLine } from '../../domain/shipment/pickupAvailability';
import type { CityStock } from './CityStock';
import type { SellerSource } from '../availability/SellerSource';
import { handOverLimits } from './handOverLimits';

/** What the shipment use-cases read and change: carts, shops, their stock, the shopper's city, the time. */
export interface ShipmentDeps extends CartDeps {
  readonly ids: IdGenerator;
  readonly shops: ShopRepository;
  readonly locations: LocationRepository;
  readonly stock: CityStock;
  readonly sellers: SellerSource;
  readonly clock: Clock;
}

/** The shopper's city: the chosen location's nearest city, else the default one (Moscow). */
export async function shopperCity(deps: Pick<ShipmentDeps, 'locations'>, ownerKey: string): Promise<City | undefined> {
  const cities = await deps.locations.cities();
  const location = locationView(cities, await deps.locations.chosen(ownerKey));
  return cities.find((c) => c.id === location?.cityId);
}

/** The lines an order would hold (`linesToOrder`), each a size and how many. */
export function wantedLines(cart: StoredCart | undefined): readonly (WantedLine & { readonly productId: string })[] {
  return linesToOrder(cart?.lines ?? []).map((l) => ({ productId: l.productId, wareId: l.wareId, quantity: l.quantity }));
}

/** The lines an order would hold, each with how it may be handed over. */
export async function wantedLinesWithLimits(deps: Pick<ShipmentDeps, 'stock' | 'sellers'>, cart: StoredCart | undefined) {
  const lines = wantedLines(cart);
  const limits = await handOverLimits(deps)(lines.map((l) => l.wareId));
  return lines.map((l) => ({ ...l, limit: limits.get(l.wareId) ?? null }));
}

/** Whether the city's shops together hold every wanted line. */
export function cityHoldsAll(lines: readonly WantedLine[], stock: readonly ShopStock[]): boolean {
  return lines.length > 0 && lines.every((l) => stock.filter((s) => s.wareId === l.wareId).reduce((sum, s) => sum + s.quantity, 0) >= l.quantity);
}
