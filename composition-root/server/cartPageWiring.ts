import type { Kysely } from 'kysely';
import type { CartRepository } from '../../application/cart/CartRepository';
import type { CatalogueRepository } from '../../application/catalogue/CatalogueRepository';
import type { CatalogueSearch } from '../../application/catalogue/CatalogueSearch';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import type { Clock } from '../../application/shared/Clock';
import type { CaptchaVerifier } from '../../application/auth/CaptchaVerifier';
import type { CartDeps } from '../../application/cart/getCart';
import { pricingFacts } from '../../application/cart/pricingFacts';
import { marketWiring } from './marketWiring';
import { cartPageUseCases } from '../../application/cart/cartPageUseCases';
import { postgresCartSnapshots, postgresGiftCards, postgresPromoCodes } from '../../adapters-storage/postgres/postgresCheckoutRepositories';
import { postgresCustomerRepository } from '../../adapters-storage/postgres/postgresCustomerRepository';
import { postgresPersonalPrices } from '../../adapters-storage/postgres/postgresPersonalPrices';
import type { Database } from '../../adapters-storage/postgres/schema';

const systemClock: Clock = { now: () => new Date() };

/** What every cart use-case needs: the carts, the catalogue and the promo codes and bonuses it is priced with. */
export function cartDeps(db: Kysely<Database>, carts: CartRepository, catalogue: CatalogueRepository, clock: Clock = systemClock): CartDeps {
  return { carts, catalogue, pricing: pricingFacts({ promoCodes: postgresPromoCodes(db), customers: postgresCustomerRepository(db), markets: marketWiring(db), clock, personalPrices: postgresPersonalPrices(db) }) };
}

/** The cart page's use-cases over PostgreSQL. */
export function cartPageWiring(db: Kysely<Database>, deps: CartDeps, ids: IdGenerator, search: CatalogueSearch, captcha: CaptchaVerifier, clock: Clock = systemClock) {
  return cartPageUseCases({ ...deps, ids, clock, search, captcha, promoCodes: postgresPromoCodes(db), giftCards: postgresGiftCards(db), snapshots: postgresCartSnapshots(db) });
}
