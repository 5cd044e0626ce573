import * as E from 'fp-ts/Either';
import type { HandOverPlace } from '../../domain/order/allocateStock';
import type { Viewer } from '../auth/currentUser';
import type { CatalogueRepository } from '../catalogue/CatalogueRepository';
import type { AuditLog } from '../operator/OperatorPorts';
import type { Clock } from '../shared/Clock';
import { handOverOf } from './orderReadiness';
import type { OrderLine, OrderRecord, OrderRepository } from './OrderRepository';
import type { PriceLists } from '../market/PriceLists';
import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY } from '../../domain/country/country';
import { HOME_MARKET, priceInMarket } from '../../domain/market/market';

export type AddProductsFailure =
  | { readonly _tag: 'NOT_AUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'PRODUCT_NOT_FOUND' | 'ORDER_NOT_EDITABLE' | 'PAYMENT_IN_PROGRESS' }
  | { readonly _tag: 'NOT_ENOUGH_STOCK'; readonly wareId: string };

/** Why added lines were not written. */
export type AddLinesFailure =
  | { readonly _tag: 'NOT_FOUND' | 'ORDER_NOT_EDITABLE' | 'PAYMENT_IN_PROGRESS' }
  | { readonly _tag: 'NOT_ENOUGH_STOCK'; readonly wareId: string };

/** Writes lines an operator adds to an order. */
export interface OrderLineWriter {
  /**
   * In one transaction: locks the order, refuses it once paid or cancelled (ORDER_NOT_EDITABLE), takes
   * the units from stock (shops near `place` first), adds the lines and raises the order's totals; refuses
   * while a payment registered at the acquirer is pending (PAYMENT_IN_PROGRESS) and supersedes the others.
   */
  readonly addLines: (
    orderNumber: string,
    place: HandOverPlace,
    lines: readonly Omit<OrderLine, 'shopId'>[],
    weightGrams: number,
  ) => Promise<E.Either<AddLinesFailure, OrderRecord>>;
}

export interface AddOrderProductsDeps {
  readonly orders: Pick<OrderRepository, 'byNumber' | 'handOverPoint' | 'weights'>;
  readonly lines: OrderLineWriter;
  readonly catalogue: Pick<CatalogueRepository, 'wares'>;
  /** The order is in its market's currency: added goods are priced in it too. */
  readonly priceLists: PriceLists;
  readonly audit: AuditLog;
  readonly clock: Clock;
  /** Cancels the order's pending payments for the old sum at the acquirer first (supersedePendingPayments). */
  readonly supersedePayments?: (orderNumber: string) => Promise<E.Either<'PAYMENT_IN_PROGRESS', void>>;
}

export interface AddedProduct {
  readonly productId: string;
  readonly wareId: string;
  readonly quantity: number;
}

/**
 * An operator in add-product mode adds products to a client's order (spec §6, §7 POST /csm/orders/products)
 * at today's prices in the order's currency, before it is paid or cancelled; stock is taken at once and the action is audited.
 * The order's pending payment for the old sum is cancelled at the acquirer first (docs/orders.md), so it is paid in full.
 */
export const addOrderProducts =
  (deps: AddOrderProductsDeps) =>
  async (viewer: Viewer, orderNumber: string, products: readonly AddedProduct[]): Promise<E.Either<AddProductsFailure, OrderRecord>> => {
    if (!viewer.operator) return E.left({ _tag: 'NOT_AUTHORIZED' });
    if (viewer.operator.mode !== 'ADD_PRODUCT') return E.left({ _tag: 'FORBIDDEN' });
    const order = await deps.orders.byNumber(orderNumber);
    if (!order) return E.left({ _tag: 'NOT_FOUND' });
    const point = order.shipment.type === 'PICKUP' ? await deps.orders.handOverPoint(order.shipment.pointId) : undefined;
    const handOver = handOverOf(order.shipment, point);
    if (!handOver) return E.left({ _tag: 'ORDER_NOT_EDITABLE' });

    const wares = new Map((await deps.catalogue.wares(products.map((p) => p.wareId))).map((w) => [w.wareId, w]));
    if (products.some((p) => wares.get(p.wareId)?.productId !== p.productId)) return E.left({ _tag: 'PRODUCT_NOT_FOUND' });
    const weights = await deps.orders.weights(products.map((p) => p.wareId));
    const country = COUNTRY_CODES.find((c) => COUNTRIES[c].currency === order.currency) ?? DEFAULT_COUNTRY;
    const market = (await deps.priceLists.ofCountry(country)) ?? HOME_MARKET;
    const lines = products.map((p) => ({ ...p, price: priceInMarket(wares.get(p.wareId)!.price.retail, market) }));
    const weightGrams = products.reduce((sum, p) => sum + (weights.get(p.wareId) ?? 0) * p.quantity, 0);
    if (order.status === 'AWAITING_PAYMENT' && deps.supersedePayments && E.isLeft(await deps.supersedePayments(orderNumber))) {
      return E.left({ _tag: 'PAYMENT_IN_PROGRESS' });
    }
    const added = await deps.lines.addLines(orderNumber, handOver.place, lines, weightGrams);
    if (E.isRight(added)) {
      await deps.audit.record({
        operatorLogin: viewer.operator.login,
        customerId: added.right.customerId,
        action: 'ADD_ORDER_PRODUCTS',
        details: { mode: viewer.operator.mode, orderNumber, items: products },
        at: deps.clock.now(),
      });
    }
    return added;
  };
