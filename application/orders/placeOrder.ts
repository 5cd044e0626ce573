import * as E from 'fp-ts/Either';
import { EMPTY_CHECKOUT, type CheckoutState } from '../../domain/checkout/checkoutState';
import { brokenOrderLimit, MAX_ACTIVE_ORDERS, type OrderLimitFailure } from '../../domain/order/orderLimits';
import type { OrderStatus } from '../../domain/order/orderStatus';
import { initialOrderStatus } from '../../domain/order/initialOrderStatus';
import { verifiedOrderPhone } from '../../domain/order/orderClaim';
import type { CustomerRepository } from '../auth/CustomerRepository';
import { viewCart, type CartDeps } from '../cart/getCart';
import { orderAmounts } from './orderAmounts';
import { orderReadiness, type ReadinessFailure } from './orderReadiness';
import type { OrderRecord, OrderRepository, PlaceFailure } from './OrderRepository';
import type { StartPayment } from './StartPayment';
import { mayHandOver } from '../../domain/shipment/handOverRules';
import { handOverLimits, type HandOverLimitDeps } from '../shipment/handOverLimits';

export interface PlaceOrderDeps extends CartDeps {
  readonly customers: CustomerRepository;
  readonly orders: OrderRepository;
  readonly startPayment: StartPayment;
  /** What tells how each size may be handed over: a partner's goods by courier only, bulky goods in shops only. */
  readonly handOver: HandOverLimitDeps;
}

export interface PlaceOrderRequest {
  /** Whose order it is: the session owner. */
  readonly ownerKey: string;
  /** Which of the owner's carts is ordered: the regular one (the owner key, the default) or the fast one. */
  readonly cartKey?: string;
  readonly customerId: string | null;
  readonly idempotencyKey: string;
  readonly version: number;
  readonly privacyConsent: boolean;
  readonly subscription?: boolean;
  readonly comment?: string;
}

/** The answer of POST /cart/orders: a null paymentUrl sends the buyer to the thank-you page. */
export interface PlacedOrder {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly paymentUrl: string | null;
}

export type PlaceOrderFailure =
  | { readonly _tag: 'CONSENT_REQUIRED' }
  | { readonly _tag: 'GOODS_NOT_HANDED_OVER_THIS_WAY' }
  | ReadinessFailure
  | { readonly _tag: OrderLimitFailure }
  | Exclude<PlaceFailure, { readonly _tag: 'DUPLICATE_REQUEST' }>;

/**
 * Places the order of the owner's cart (spec §7 POST /cart/orders): priced by the one cart pricing,
 * checked for readiness and limits, then written in one transaction that claims the cart version and
 * spends stock, promo codes, gift cards and bonuses exactly once. The same idempotency key of the same
 * owner always answers the same order, whether the first request is finished or still racing.
 */
export const placeOrder =
  (deps: PlaceOrderDeps) =>
  async (request: PlaceOrderRequest): Promise<E.Either<PlaceOrderFailure, PlacedOrder>> => {
    if (!request.privacyConsent) return E.left({ _tag: 'CONSENT_REQUIRED' });
    const earlier = await deps.orders.byRequest(request.ownerKey, request.idempotencyKey);
    if (earlier) return E.right(await answer(deps, earlier));

    const cart = await deps.carts.findByOwner(request.cartKey ?? request.ownerKey);
    if (!cart || cart.version !== request.version) return orEarlier(deps, request, { _tag: 'WRONG_CART_STATE' });
    const view = await viewCart(deps)(cart);
    const pointId = view.checkout.shipment?.type === 'PICKUP' ? view.checkout.shipment.pointId : null;
    const point = pointId ? await deps.orders.handOverPoint(pointId) : undefined;
    const customer = request.customerId ? await deps.customers.byId(request.customerId) : undefined;
    const ready = orderReadiness(view, point, customer?.phone ?? null);
    if (E.isLeft(ready)) return orEarlier(deps, request, ready.left);

    const { lines, shipment, place, owner, payment, way } = ready.right;
    // Spec §4 Product availability: a «только доставка» item is never handed over in a shop, nor bulky goods by courier.
    const limits = await handOverLimits(deps.handOver)(lines.map((l) => l.product.wareId));
    if (lines.some((l) => !mayHandOver(limits.get(l.product.wareId), way))) return orEarlier(deps, request, { _tag: 'GOODS_NOT_HANDED_OVER_THIS_WAY' });
    const weights = await deps.orders.weights(lines.map((l) => l.product.wareId));
    const weightGrams = lines.reduce((sum, l) => sum + (weights.get(l.product.wareId) ?? 0) * l.quantity, 0);
    const amounts = orderAmounts(view);
    const buyer = { customerId: request.customerId, phone: owner.phone };
    // Refuses early without a transaction; the transaction counts again under the buyer's lock, so racing carts cannot both pass.
    const limit = brokenOrderLimit({
      totalCost: amounts.totalCost,
      weightGrams,
      obtainingType: shipment.type,
      activeOrders: await deps.orders.countActive(buyer),
    });
    if (limit) return orEarlier(deps, request, { _tag: limit });

    const placed = await deps.orders.place({
      ...amounts,
      cartId: cart.id,
      cartVersion: cart.version,
      ownerKey: request.ownerKey,
      idempotencyKey: request.idempotencyKey,
      customerId: request.customerId,
      status: initialOrderStatus(payment.paymentMethod, amounts.amountToPay),
      shipment,
      place,
      owner,
      verifiedPhone: verifiedOrderPhone(view.checkout, owner.phone),
      receiver: view.checkout.receiver,
      paymentMethod: payment.paymentMethod,
      paymentTool: payment.paymentTool,
      isLegalEntity: view.checkout.isLegalEntity,
      legalEntity: view.checkout.legalEntity,
      weightGrams,
      buyer,
      maxActiveOrders: MAX_ACTIVE_ORDERS,
      lines: lines.map((l) => ({ productId: l.product.productId, wareId: l.product.wareId, quantity: l.quantity, price: l.product.price })),
      comment: request.comment?.trim() || null,
      subscription: request.subscription ?? false,
      checkoutAfter: afterOrder(view.checkout),
    });
    if (E.isLeft(placed)) return orEarlier(deps, request, placed.left._tag === 'DUPLICATE_REQUEST' ? { _tag: 'WRONG_CART_STATE' } : placed.left);
    return E.right(await answer(deps, placed.right));
  };

/**
 * A lost race may have been lost to our own retry: then its order is the answer. Refusals read after the cart
 * ask too, as the racing twin's order may have just taken the last unit or counted towards a limit.
 */
async function orEarlier(deps: PlaceOrderDeps, request: PlaceOrderRequest, refusal: PlaceOrderFailure): Promise<E.Either<PlaceOrderFailure, PlacedOrder>> {
  const earlier = await deps.orders.byRequest(request.ownerKey, request.idempotencyKey);
  return earlier ? E.right(await answer(deps, earlier)) : E.left(refusal);
}

async function answer(deps: PlaceOrderDeps, order: OrderRecord): Promise<PlacedOrder> {
  if (order.status !== 'AWAITING_PAYMENT') return { orderNumber: order.orderNumber, status: order.status, paymentUrl: null };
  const started = await deps.startPayment(order);
  // Without a payment page the thank-you page shows the order awaiting payment; a retry may start it.
  return { orderNumber: order.orderNumber, status: order.status, paymentUrl: E.isRight(started) ? started.right.paymentUrl : null };
}

/** The order takes what was chosen for it; the buyer's own details stay for the next one. */
function afterOrder(checkout: CheckoutState): CheckoutState {
  return {
    ...EMPTY_CHECKOUT,
    owner: checkout.owner,
    verifiedPhones: checkout.verifiedPhones,
    isLegalEntity: checkout.isLegalEntity,
    legalEntity: checkout.legalEntity,
  };
}
