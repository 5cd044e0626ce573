import type * as E from 'fp-ts/Either';
import type Decimal from 'decimal.js';
import type { CheckoutState, ContactPerson, LegalEntityDetails, ShipmentChoice } from '../../domain/checkout/checkoutState';
import type { HandOverPlace } from '../../domain/order/allocateStock';
import type { CurrencyCode } from '../../domain/money/currency';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { PaymentMethod } from '../../domain/payment/paymentMethods';
import type { PaymentTool } from '../../domain/payment/paymentOptions';
import type { PaymentStatus } from '../../domain/payment/paymentTransition';
import type { ShopRecord } from '../shell/ShopRepository';

/** The shop or pickup point an order is handed over at, as stored with the order. */
export interface HandOverPoint extends Pick<ShopRecord, 'shopNumber' | 'kind' | 'name' | 'address' | 'cityId' | 'lat' | 'lon'> {
  readonly shopId: string;
}

/** How the order is obtained, with the pickup point's name and address kept as they were. */
export type OrderShipment = ShipmentChoice & { readonly point?: Pick<HandOverPoint, 'shopNumber' | 'name' | 'address'> };

/** The money of an order (spec §3 Cart totals), in the currency of the market it was placed in. */
export interface OrderAmounts {
  readonly currency: CurrencyCode;
  readonly productsCost: Decimal;
  readonly discountAmount: Decimal;
  readonly bonusAmount: Decimal;
  readonly giftCardsAmount: Decimal;
  readonly deliveryCost: Decimal;
  readonly totalCost: Decimal;
  /** What is left to pay after gift cards: online, on receipt or by invoice. */
  readonly amountToPay: Decimal;
}

/** A line of an order: units of a size taken from one shop at the price of the moment. */
export interface OrderLine {
  readonly productId: string;
  readonly wareId: string;
  readonly shopId: string;
  readonly quantity: number;
  readonly price: Decimal;
}

/** An order as stored (spec §3 Order). */
export interface OrderRecord extends OrderAmounts {
  readonly orderNumber: string;
  readonly ownerKey: string;
  readonly customerId: string | null;
  readonly status: OrderStatus;
  readonly shipment: OrderShipment;
  readonly owner: ContactPerson;
  readonly receiver: ContactPerson | null;
  readonly paymentMethod: PaymentMethod;
  readonly paymentTool: PaymentTool | null;
  readonly lines: readonly OrderLine[];
  readonly createdAt: Date;
  /** When the customer received it (RECEIVED orders); the return window counts from it. */
  readonly receivedAt?: Date | null;
  /** Why the customer cancelled it, in their words (spec §3 Cancel order); null for orders released unpaid. */
  readonly cancellation?: { readonly reasonCode: string; readonly comment: string } | null;
}

/** Everything placing an order writes in its one transaction. */
export interface OrderDraft extends OrderAmounts {
  readonly cartId: string;
  /** The cart version the shopper saw; the cart is claimed only if it is still this one. */
  readonly cartVersion: number;
  readonly ownerKey: string;
  readonly idempotencyKey: string;
  readonly customerId: string | null;
  readonly status: OrderStatus;
  readonly shipment: OrderShipment;
  readonly place: HandOverPlace;
  readonly owner: ContactPerson;
  /** The owner's phone if confirmed by SMS code for the cart: a guest order goes to that phone's customer (domain/order/orderClaim.ts). */
  readonly verifiedPhone: string | null;
  readonly receiver: ContactPerson | null;
  readonly paymentMethod: PaymentMethod;
  readonly paymentTool: PaymentTool | null;
  readonly isLegalEntity: boolean;
  readonly legalEntity: LegalEntityDetails | null;
  readonly weightGrams: number;
  readonly promoCodes: readonly string[];
  readonly giftCards: readonly { readonly giftCardNumber: string; readonly amount: Decimal }[];
  /** Bonus points spent, one point a rouble. */
  readonly bonuses: number;
  /** Whose active orders are limited, and how many they may hold; counted again under a per-buyer lock. */
  readonly buyer: Buyer;
  readonly maxActiveOrders: number;
  readonly lines: readonly Omit<OrderLine, 'shopId'>[];
  readonly comment: string | null;
  readonly subscription: boolean;
  /** The cart's checkout state once the order took its lines. */
  readonly checkoutAfter: CheckoutState;
}

/** Why the transaction was rolled back: something it spends ran out or the cart moved on. */
export type PlaceFailure =
  | { readonly _tag: 'WRONG_CART_STATE' }
  | { readonly _tag: 'NOT_ENOUGH_STOCK'; readonly wareId: string }
  | { readonly _tag: 'INVALID_PROMOCODE' }
  | { readonly _tag: 'INVALID_GIFTCARD'; readonly giftCardNumber: string }
  | { readonly _tag: 'NOT_ENOUGH_BONUSES' }
  /** Another order of the same buyer reached the active-orders limit first. */
  | { readonly _tag: 'EXCEED_LIMIT_ON_ACTIVE_ORDERS' }
  /** Another request with the same idempotency key placed its order first. */
  | { readonly _tag: 'DUPLICATE_REQUEST' };

/** Who holds active orders: a customer, or an anonymous buyer by the owner's phone. */
export interface Buyer {
  readonly customerId: string | null;
  readonly phone: string;
}

/** Keeps orders; placing one takes stock and spends promo codes, gift cards and bonuses at once. */
export interface OrderRepository {
  readonly byNumber: (orderNumber: string) => Promise<OrderRecord | undefined>;
  /** The status of the order's latest payment attempt; null before any. */
  readonly latestPaymentStatus: (orderNumber: string) => Promise<PaymentStatus | null>;
  /** The order an owner's earlier request with this idempotency key placed. */
  readonly byRequest: (ownerKey: string, idempotencyKey: string) => Promise<OrderRecord | undefined>;
  /** Orders awaiting payment or created, of a customer or (anonymous) of an owner phone. */
  readonly countActive: (buyer: Buyer) => Promise<number>;
  /** A shop or pickup point by its number (the pickup choice's pointId). */
  readonly handOverPoint: (pointId: string) => Promise<HandOverPoint | undefined>;
  /** Weight in grams of one unit of each size. */
  readonly weights: (wareIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /**
   * In one transaction: claims the cart at `cartVersion`, takes stock (preferring shops near the
   * hand-over), spends promo codes, gift cards and bonuses, writes the order, its lines and the
   * idempotency key, and removes the ordered lines from the cart. Any shortfall rolls all back.
   */
  readonly place: (draft: OrderDraft) => Promise<E.Either<PlaceFailure, OrderRecord>>;
}
