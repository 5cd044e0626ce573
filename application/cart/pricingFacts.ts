import type { CustomerRepository } from '../auth/CustomerRepository';
import type { Clock } from '../shared/Clock';
import { customerIdOf } from '../shipment/cartOwner';
import type { StoredCart } from './CartRepository';
import type { PricingFacts } from './cartView';
import type { PromoCodeRepository } from './CheckoutRepositories';

export interface PricingFactsDeps {
  readonly promoCodes: PromoCodeRepository;
  readonly customers: Pick<CustomerRepository, 'byId'>;
  readonly clock: Clock;
}

/** Reads what a cart is priced with: its applied promo codes, the owner's bonuses (signed in only), now. */
export const pricingFacts = (deps: PricingFactsDeps) => async (cart: StoredCart | undefined): Promise<PricingFacts> => {
  const codes = cart?.checkout.promoCodes ?? [];
  const customerId = cart ? customerIdOf(cart.ownerKey) : null;
  const [promoCodes, customer] = await Promise.all([
    codes.length > 0 ? deps.promoCodes.find(codes) : [],
    customerId ? deps.customers.byId(customerId) : undefined,
  ]);
  return { promoCodes, bonusAccount: customer ? { bonuses: customer.bonuses, level: customer.level } : null, now: deps.clock.now() };
};
