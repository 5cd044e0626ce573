import { ContainerModule } from 'inversify';
import { cartPageRoutes } from '../../../adapters-http/server/routes/cartPageRoutes';
import { cartRoutes } from '../../../adapters-http/server/routes/cartRoutes';
import { postgresCartRepository } from '../../../adapters-storage/postgres/postgresCartRepository';
import { postgresCartSnapshots, postgresGiftCards, postgresPromoCodes } from '../../../adapters-storage/postgres/postgresCheckoutRepositories';
import type { CartRepository } from '../../../application/cart/CartRepository';
import { cartPageUseCases } from '../../../application/cart/cartPageUseCases';
import type { CartSnapshotRepository, GiftCardRepository, PromoCodeRepository } from '../../../application/cart/CheckoutRepositories';
import { getCart, type CartDeps } from '../../../application/cart/getCart';
import { pricingFacts } from '../../../application/cart/pricingFacts';
import { setCartQuantity } from '../../../application/cart/setCartQuantity';
import { CATALOGUE } from './catalogueModule';
import { CORE } from './coreModule';
import { PHONE_CODES } from './phoneCodeModule';
import { ROUTES } from './routes';
import { fromPorts, token, useCaseTokens, type Tokens } from './token';

/** The cart: its lines and checkout state, priced with the promo codes, bonuses and personal prices of its owner. */
export const CART = {
  carts: token<CartRepository>('CartRepository'),
  promoCodes: token<PromoCodeRepository>('PromoCodeRepository'),
  giftCards: token<GiftCardRepository>('GiftCardRepository'),
  snapshots: token<CartSnapshotRepository>('CartSnapshotRepository'),
  /** The promo codes, bonuses, personal prices, time and market a cart is priced with. */
  pricing: token<ReturnType<typeof pricingFacts>>('PricingFacts'),
  // The cart page's own calls (select, block, restore, promo codes, bonuses, gift cards, snapshots) are `cartPage`.
  ...useCaseTokens({ getCart, setCartQuantity, cartPage: cartPageUseCases }),
} as const;

/** What every cart use-case needs: the carts, the catalogue in roubles (cartView prices it) and the pricing facts. */
export const CART_PORTS: Tokens<CartDeps> = { carts: CART.carts, catalogue: CATALOGUE.storedOnPrimary, pricing: CART.pricing };

export const cartModule = new ContainerModule(({ bind }) => {
  bind(CART.carts).toResolvedValue(postgresCartRepository, [CORE.db]);
  bind(CART.promoCodes).toResolvedValue(postgresPromoCodes, [CORE.db]);
  bind(CART.giftCards).toResolvedValue(postgresGiftCards, [CORE.db]);
  bind(CART.snapshots).toResolvedValue(postgresCartSnapshots, [CORE.db]);
  bind(CART.pricing).toDynamicValue(
    fromPorts(pricingFacts, {
      promoCodes: CART.promoCodes,
      customers: CORE.customers,
      markets: CORE.marketOf,
      clock: CORE.clock,
      personalPrices: CORE.personalPrices,
    }),
  );
  bind(CART.getCart).toDynamicValue(fromPorts(getCart, CART_PORTS));
  bind(CART.setCartQuantity).toDynamicValue(fromPorts(setCartQuantity, { ...CART_PORTS, ids: CORE.ids }));
  bind(CART.cartPage).toDynamicValue(
    fromPorts(cartPageUseCases, {
      ...CART_PORTS,
      ids: CORE.ids,
      clock: CORE.clock,
      search: CATALOGUE.search,
      captcha: PHONE_CODES.captcha,
      promoCodes: CART.promoCodes,
      giftCards: CART.giftCards,
      snapshots: CART.snapshots,
    }),
  );

  bind(ROUTES.cart).toDynamicValue(fromPorts(cartRoutes, { getCart: CART.getCart, setCartQuantity: CART.setCartQuantity }));
  bind(ROUTES.cartPage).toResolvedValue(cartPageRoutes, [CART.cartPage]);
});
