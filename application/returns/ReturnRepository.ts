import type * as E from 'fp-ts/Either';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { ReturnAction, ReturnStatus } from '../../domain/returns/returnStatus';
import type { BoughtLine, ReturnLine } from '../../domain/returns/returnRules';

/** A bought size of an order, named for the customer. */
interface ReturnableLine extends BoughtLine {
  readonly productId: string;
  readonly name: string;
  readonly size: string;
}

/** An order as a return sees it: its state, when it was received, what it bought and what returns already took. */
export interface ReturnableOrder {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly receivedAt: Date | null;
  readonly currency: string;
  readonly lines: readonly ReturnableLine[];
}

/** A line of the customer's draft: a chosen size, how many, why (spec §3 Order: return carts with items). */
export interface ReturnCartItem {
  readonly itemId: string;
  readonly quantity: number;
  readonly reasonCode: string | null;
  readonly comment: string;
  /** Uploaded photos of a defect (review photo ids); absent in drafts made before there were any. */
  readonly imageCodes?: readonly string[];
}

/** The customer's draft return of one order (spec §3 Order: return cart, potential return order). */
export interface ReturnCart {
  readonly id: string;
  readonly orderNumber: string;
  readonly items: readonly ReturnCartItem[];
  /** A shop taking returns, by number, or a courier pickup address; at most one of them. */
  readonly returnPoint: string | null;
  readonly address: string | null;
}

/** A shop that takes returns (spec §7 GET /shops isReturnAvailable, GET /return-carts/{id}/map-points). */
export interface ReturnPoint {
  readonly shopNumber: string;
  readonly name: string;
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  readonly openingHours: string;
}

/** Drafts of returns, one per order, kept until the return is filed. */
export interface ReturnCarts {
  /** The customer's order with its lines, or null when the customer has no such order. */
  readonly order: (customerId: string, orderNumber: string) => Promise<ReturnableOrder | null>;
  /** The order's draft, made empty with `newId` when there is none. */
  readonly current: (orderNumber: string, newId: string) => Promise<ReturnCart>;
  /** A draft by its id, if it belongs to an order of the customer. */
  readonly byId: (customerId: string, cartId: string) => Promise<ReturnCart | null>;
  readonly save: (cart: ReturnCart) => Promise<void>;
  /** Shops taking returns in the city the order was handed out in, by number. */
  readonly returnPoints: (orderNumber: string) => Promise<readonly ReturnPoint[]>;
  /** Names of products by id, those that exist. */
  readonly productNames: (productIds: readonly string[]) => Promise<readonly { readonly productId: string; readonly name: string }[]>;
}

/** A filed return, priced. */
export interface OrderReturn {
  readonly id: string;
  readonly orderNumber: string;
  readonly status: ReturnStatus;
  readonly returnPoint: ReturnPoint | null;
  readonly address: string | null;
  readonly refundAmount: string;
  readonly currency: string;
  readonly createdAt: Date;
  readonly lines: readonly (Omit<ReturnLine, 'price'> & { readonly price: string; readonly productId: string; readonly name: string; readonly size: string })[];
}

/** What a return is filed with, decided under the order's lock. */
export interface ReturnDraft {
  readonly lines: readonly ReturnLine[];
  readonly returnPoint: string | null;
  readonly address: string | null;
  readonly currency: string;
}

/** Filed returns and their states. */
export interface ReturnOrders {
  /**
   * In one transaction: locks the order of the customer's draft, reads its lines with what returns not
   * withdrawn took, asks `decide` (the rules) for the return, files it and deletes the draft. Null when the
   * draft is not the customer's. The lock queues parallel filings, so together they never exceed what was bought.
   */
  readonly file: <F>(
    customerId: string,
    cartId: string,
    decide: (order: ReturnableOrder, cart: ReturnCart) => E.Either<F, ReturnDraft>,
    now: Date,
  ) => Promise<E.Either<F, string> | null>;
  /** A page of the customer's returns, newest first, and how many there are. */
  readonly page: (customerId: string, offset: number, limit: number) => Promise<{ readonly returns: readonly OrderReturn[]; readonly total: number }>;
  /** The customer's return; null for anyone else's. */
  readonly byId: (customerId: string, returnId: string) => Promise<OrderReturn | null>;
  /**
   * In one transaction under the return's row lock: applies the action if the state allows it. Answers the state
   * found and the state after (equal when refused), or null when there is no such return (of the customer, when given).
   */
  readonly transition: (
    returnId: string,
    action: ReturnAction,
    customerId: string | null,
    now: Date,
    comment?: string,
  ) => Promise<{ readonly from: ReturnStatus; readonly to: ReturnStatus } | null>;
}

/** Orders handed to their customers, as the fulfilment system reports them. */
export interface OrderReceipts {
  /** Under the order row's lock, a CREATED or PAID order becomes RECEIVED at `now`; answers the state found, null when there is no such order. */
  readonly receive: (orderNumber: string, now: Date) => Promise<OrderStatus | null>;
}
