import Decimal from 'decimal.js';
import { cartItem, hasOrderableItems, type CartItem } from '../../domain/cart/cartItem';
import { cartTotals, type CartTotals } from '../../domain/cart/cartTotals';
import { giftCardsAmountIsOverTotalCost } from '../../domain/cart/giftCards';
import type { PriceRecord, WareRecord } from '../catalogue/catalogueModel';
import type { StoredCart } from './CartRepository';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../domain/checkout/checkoutState';
import { currentDeliveryCost } from '../../domain/delivery/deliveryCost';
import { promoDiscounts, type PromoCode, type PromoDiscount } from '../../domain/checkout/promoCodes';
import { bonusOffer, type BonusAccount, type BonusOffer } from '../../domain/checkout/bonusSpending';
import { payablePrice } from '../../domain/catalogue/personalPrice';
import { chargeGiftCards, type GiftCardCharge } from '../../domain/checkout/giftCardAllocation';
import { HOME_MARKET, priceInMarket, type Market } from '../../domain/market/market';
import { checkoutInMarket, isHomeMarket, promoCodeInMarket } from '../../domain/market/pricingInputs';
import { checkoutPaymentOptions } from '../../domain/payment/checkoutPaymentOptions';
import type { PaymentOption } from '../../domain/payment/paymentOptions';
import { contactUserType } from '../../domain/checkout/contacts';
import type { ContactRole } from '../../domain/checkout/cartPage';
import { sumMoney } from '../../domain/money/money';

/** A cart line with what the cart page shows of its product. */
export interface CartLineView extends CartItem {
  readonly name: string;
  readonly brandName: string;
  readonly size: string;
  readonly colourHex: string;
  readonly catalogPrice: PriceRecord['catalog'];
}

/** Promo codes and bonuses on the order (spec §3 Cart discounts). */
export interface CartDiscounts {
  readonly promoCodes: readonly PromoDiscount[];
  readonly bonusApplied: boolean;
  /** The signed-in customer's bonuses; null for an anonymous shopper, who cannot spend any. */
  readonly bonuses: BonusOffer | null;
}

/** The cart's payment: the options open to it and the gift-card part (spec §3 Cart payment). */
export interface CartPayment {
  /** The payment options open to the cart as shown, the chosen one selected (`checkoutPaymentOptions`). */
  readonly paymentOptions: readonly PaymentOption[];
  /** Each applied card with what it pays now (never more than is left of the total). */
  readonly giftCards: readonly GiftCardCharge[];
  readonly giftCardsAmount: Decimal;
  /** The cards promised more than the total, e.g. goods were deselected after a card was applied. */
  readonly giftCardsAmountIsOverTotalCost: boolean;
  /** What is left to pay by the chosen payment method: totalCost − giftCardsAmount. */
  readonly amountToPay: Decimal;
}

/** The cart as a shopper sees it: lines priced and stocked now, and the totals (spec §3 Cart). */
export interface CartView {
  readonly id: string | null;
  readonly version: number;
  readonly items: readonly CartLineView[];
  /** productsCost, discountAmount (promo codes), bonusAmount, deliveryCost and totalCost. */
  readonly totals: CartTotals;
  readonly discounts: CartDiscounts;
  readonly payment: CartPayment;
  /** What the shopper chose for the order so far, as stored with the cart (the delivery tariff in the market's currency). */
  readonly checkout: CheckoutState;
  /** Whether the cart has something to order (`hasOrderableItems`): the delivery variants are enabled only then. */
  readonly orderable: boolean;
  /** OWNER, or RECEIVER when someone else was named to receive the order (`contactUserType`). */
  readonly contactUserType: ContactRole;
  /** The owner's market: every amount above is in its currency. */
  readonly market: Market;
}

/** What pricing needs besides the lines: the applied codes as stored, the customer's bonuses, the time. */
export interface PricingFacts {
  readonly promoCodes: readonly PromoCode[];
  /** null for an anonymous shopper. */
  readonly bonusAccount: BonusAccount | null;
  readonly now: Date;
  /** The signed-in owner's personal prices by product id; a line is charged the lower of retail and this. */
  readonly personalPrices: ReadonlyMap<string, Decimal>;
  /** The owner's market: the cart is priced and the order placed in its currency. */
  readonly market: Market;
}

/** Pricing facts of an anonymous cart with no codes: nothing to discount. */
export const NO_PRICING_FACTS: PricingFacts = { promoCodes: [], bonusAccount: null, now: new Date(0), personalPrices: new Map(), market: HOME_MARKET };

/**
 * Prices the stored lines with the current catalogue; lines whose ware vanished are archived.
 * Then promo codes come off the products cost, bonuses off what is left, delivery is added, and the
 * gift cards pay part of the total; the order is placed with exactly these numbers.
 * Prices are kept in roubles: here, at the entry, the lines and the fixed amounts (delivery tariff,
 * fixed promo discounts and thresholds) are turned into the owner's market, so every total is in its
 * currency. Bonuses and gift cards are Russian-only: elsewhere they are neither offered nor charged.
 */
export function cartView(cart: StoredCart | undefined, wares: readonly WareRecord[], facts: PricingFacts = NO_PRICING_FACTS): CartView {
  const { market } = facts;
  const inMarket = (rub: Decimal) => priceInMarket(rub, market);
  const byId = new Map(wares.map((w) => [w.wareId, w]));
  const items = (cart?.lines ?? []).map((line): CartLineView => {
    const ware = byId.get(line.wareId);
    const stock = ware?.stockQuantity ?? 0;
    const item = cartItem(
      line,
      ware ? inMarket(payablePrice(ware.price.retail, facts.personalPrices.get(line.productId))) : ZERO,
      stock > 0 ? { state: 'IN_STOCK', quantity: stock } : { state: 'OUT_OF_STOCK', quantity: 0 },
      ware === undefined,
    );
    return {
      ...item,
      name: ware?.name ?? '',
      brandName: ware?.brandName ?? '',
      size: ware?.size ?? '',
      colourHex: ware?.colourHex ?? '#cccccc',
      catalogPrice: ware ? inMarket(ware.price.catalog) : ZERO,
    };
  });
  const home = isHomeMarket(market);
  const checkout = checkoutInMarket(cart?.checkout ?? EMPTY_CHECKOUT, market);
  const productsCost = cartTotals(items).productsCost;
  const promoCodes = promoDiscounts(
    checkout.promoCodes,
    facts.promoCodes.map((p) => promoCodeInMarket(p, market)),
    productsCost,
    facts.now,
  );
  const discountAmount = sumMoney(promoCodes.map((p) => p.actionAmount));
  const bonuses = home && facts.bonusAccount ? bonusOffer(facts.bonusAccount, productsCost.minus(discountAmount)) : null;
  const bonusApplied = checkout.bonusApplied && bonuses !== null;
  const totals = cartTotals(items, {
    discountAmount,
    bonusAmount: bonusApplied && bonuses ? bonuses.applicable : ZERO,
    deliveryCost: currentDeliveryCost(checkout, productsCost),
  });
  const cards = home ? checkout.giftCards : [];
  const giftCards = chargeGiftCards(cards, totals.totalCost);
  const giftCardsAmount = sumMoney(giftCards.map((g) => g.amount));
  const payment: CartPayment = {
    paymentOptions: checkoutPaymentOptions(checkout),
    giftCards,
    giftCardsAmount,
    giftCardsAmountIsOverTotalCost: giftCardsAmountIsOverTotalCost(
      cards.map((g) => g.amount),
      totals.totalCost,
    ),
    amountToPay: totals.totalCost.minus(giftCardsAmount),
  };
  return {
    id: cart?.id ?? null,
    version: cart?.version ?? 0,
    items,
    totals,
    discounts: { promoCodes, bonusApplied, bonuses },
    payment,
    checkout,
    orderable: hasOrderableItems(items),
    contactUserType: contactUserType(checkout),
    market,
  };
}

const ZERO = new Decimal(0);
