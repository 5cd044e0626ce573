import type { CustomerRepository } from '../auth/CustomerRepository';
import type { Clock } from '../shared/Clock';
import type { PersonalPriceRepository } from '../catalogue/PersonalPriceRepository';
import { customerIdOf, ownerOfCart } from '../shipment/cartOwner';
import { HOME_MARKET, type Market } from '../../domain/market/market';
import type { StoredCart } from './CartRepository';
import type { PricingFacts } from './cartView';
import type { PromoCodeRepository } from './CheckoutRepositories';

export interface PricingFactsDeps {
  readonly promoCodes: PromoCodeRepository;
  readonly customers: Pick<CustomerRepository, 'byId'>;
  readonly clock: Clock;
  readonly personalPrices: PersonalPriceRepository;
  /** The market of a session owner, from their stored location (application/market/marketOf.ts). */
  readonly markets: (ownerKey: string) => Promise<Market>;
}

/** Reads what a cart is priced with: its applied promo codes, the owner's bonuses and personal prices (signed in only), now, and the owner's market. */
export const pricingFacts =
  (deps: PricingFactsDeps) =>
  async (cart: StoredCart | undefined, cartKey = cart?.ownerKey): Promise<PricingFacts> => {
    const codes = cart?.checkout.promoCodes ?? [];
    const customerId = cart ? customerIdOf(cart.ownerKey) : null;
    const now = deps.clock.now();
    const productIds = cart?.lines.map((l) => l.productId) ?? [];
    const [promoCodes, customer, personalPrices, market] = await Promise.all([
      codes.length > 0 ? deps.promoCodes.find(codes) : [],
      customerId ? deps.customers.byId(customerId) : undefined,
      customerId && productIds.length > 0 ? deps.personalPrices.pricesOf(customerId, productIds, now) : new Map<string, never>(),
      cartKey ? deps.markets(ownerOfCart(cartKey).ownerKey) : HOME_MARKET,
    ]);
    return { promoCodes, bonusAccount: customer ? { bonuses: customer.bonuses, level: customer.level } : null, now, personalPrices, market };
  };
