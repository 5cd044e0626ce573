import type { CaptchaVerifier } from '../auth/CaptchaVerifier';
import type { Clock } from '../shared/Clock';
import type { CatalogueSearch } from '../catalogue/CatalogueSearch';
import { productRecommendations } from '../catalogue/productRecommendations';
import type { CartChangeDeps } from './changeCart';
import type { CartSnapshotRepository, GiftCardRepository, PromoCodeRepository } from './CheckoutRepositories';
import { cartProducts } from './cartProducts';
import { addCartSnapshot, saveCartSnapshot, viewCartSnapshot } from './cartSnapshots';
import { applyGiftCard, removeGiftCard, validateGiftCard } from './giftCardCommands';
import { applyPromoCode, removePromoCode } from './promoCodeCommands';
import { restoreCartProduct } from './restoreCartProduct';
import { blockCartItems, selectCartItems } from './selectCartItems';
import { toggleBonus } from './toggleBonus';

export type CartPageDeps = CartChangeDeps & {
  readonly promoCodes: PromoCodeRepository;
  readonly giftCards: GiftCardRepository;
  readonly snapshots: CartSnapshotRepository;
  readonly clock: Clock;
  readonly search: CatalogueSearch;
  readonly captcha: CaptchaVerifier;
};

/** The cart page's calls (spec §7 Cart), given their ports. */
export function cartPageUseCases(deps: CartPageDeps) {
  return {
    selectItems: selectCartItems(deps),
    blockItems: blockCartItems(deps),
    restoreProduct: restoreCartProduct(deps),
    cartProducts: cartProducts(deps),
    applyPromoCode: applyPromoCode(deps),
    removePromoCode: removePromoCode(deps),
    toggleBonus: toggleBonus(deps),
    applyGiftCard: applyGiftCard(deps),
    validateGiftCard: validateGiftCard(deps),
    removeGiftCard: removeGiftCard(deps),
    saveSnapshot: saveCartSnapshot(deps),
    viewSnapshot: viewCartSnapshot(deps),
    addSnapshot: addCartSnapshot(deps),
    recommendations: productRecommendations(deps),
  };
}

export type CartPageUseCases = ReturnType<typeof cartPageUseCases>;
