import * as t from 'io-ts';
import { MAX_RETURN_COMMENT_LENGTH } from '../../domain/returns/returnReasons';
import { RETURNS_PAGE_SIZE } from '../../application/returns/listReturns';
import { Currency } from './currency';
import { FileField } from './reviewPhotos';

const NumberText = (max: number, name: string) => t.refinement(t.string, (s) => /^[1-9]\d{0,5}$/.test(s) && Number(s) <= max, name);
const Comment = t.refinement(t.string, (s) => s.length <= MAX_RETURN_COMMENT_LENGTH, 'ReturnComment');
const Id = t.refinement(t.string, (s) => s.length >= 1 && s.length <= 64, 'Id');

/** Query of GET /web-api/v1/orders/returns/ (spec §9: page from 1, 5 a page by default). */
export const ReturnsQuery = t.exact(t.partial({ page: NumberText(999_999, 'Page'), pageSize: NumberText(RETURNS_PAGE_SIZE.max, 'PageSize') }));

/** Body of POST /orders/{n}/return-carts/products/_select (spec §7): the sizes (item ids) going back. */
export const SelectReturnProductsRequest = t.type({ selectedProducts: t.refinement(t.array(Id), (a) => a.length <= 100, 'SelectedProducts') });

/** Body of PUT /orders/{n}/return-carts/current/items/{itemId}: units, reason (null while not chosen), comment. */
export const ReturnItemRequest = t.intersection([
  t.type({ quantity: t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1 && n <= 999, 'Quantity') }),
  t.partial({ reasonCode: t.union([t.string, t.null]), comment: t.union([Comment, t.null]) }),
]);

/** Body of POST/PATCH /orders/{n}/return-carts/current/potential-return-order: a shop number or a courier address, one of them. */
export const PotentialReturnOrderRequest = t.refinement(
  t.partial({ returnPoint: Id, address: t.refinement(t.string, (s) => s.trim().length >= 5 && s.length <= 250, 'Address') }),
  (w): w is { returnPoint: string } | { address: string } => (w.returnPoint === undefined) !== (w.address === undefined),
  'PotentialReturnOrder',
);

/** Body of POST /orders/returns: files a draft, as POST /return-carts/{id}/return-orders does. */
export const FileReturnRequest = t.type({ returnCartId: Id });

/** Multipart form of POST /orders/returns/images (spec §3 Return order: orderNumber, wareReturnId, files); PUT adds imageCode, the photo replaced. */
export const ReturnImageForm = t.intersection([t.type({ orderNumber: Id, wareReturnId: Id, file: FileField }), t.partial({ imageCode: Id })]);
/** Body of DELETE /orders/returns/images. */
export const DeleteReturnImageRequest = t.type({ orderNumber: Id, wareReturnId: Id, imageCode: Id });

/** Body of POST /orders/returns/{id}/_argue: why the refusal is wrong (optional). */
export const ArgueReturnRequest = t.partial({ comment: t.union([Comment, t.null]) });

/** Query of GET /return-carts/products: product ids, comma-separated. */
export const ReturnProductsQuery = t.type({ productIds: t.refinement(t.string, (s) => /^[\w-]+(,[\w-]+){0,99}$/.test(s), 'ProductIds') });

/** A shop that takes returns (spec §7 GET /return-carts/{id}/map-points). */
const ReturnPointView = t.type({ shopNumber: t.string, name: t.string, address: t.string, lat: t.number, lon: t.number, openingHours: t.string });

/** A reason as the form offers it (spec §3 Return order). */
const ReturnReasonView = t.type({ code: t.string, name: t.string, commentRequired: t.boolean });

/** Answer of POST /orders/{n}/return-carts/current and the edits of the draft (spec §3 Order: return cart). */
export const ReturnCartView = t.type({
  id: t.string,
  orderNumber: t.string,
  /** The last moment the return may be filed (ISO). */
  returnDeadline: t.string,
  currency: Currency,
  items: t.array(
    t.type({
      itemId: t.string,
      quantity: t.number,
      reasonCode: t.union([t.string, t.null]),
      comment: t.string,
      images: t.array(t.type({ imageCode: t.string, url: t.string })),
    }),
  ),
  selectedProducts: t.array(t.string),
  potentialReturnOrder: t.type({ address: t.union([t.string, t.null]), returnPoint: t.union([t.string, t.null]) }),
  /** The order's sizes: what was bought and how many may still go back. */
  lines: t.array(
    t.type({ itemId: t.string, productId: t.string, name: t.string, size: t.string, image: t.string, price: t.number, bought: t.number, returnable: t.number }),
  ),
  reasons: t.array(ReturnReasonView),
});
export type ReturnCartView = t.TypeOf<typeof ReturnCartView>;

/** A filed return (spec §3 Return order; GET /orders/returns/, /orders/returns/{n}). */
export const ReturnOrderView = t.type({
  id: t.string,
  orderNumber: t.string,
  status: t.keyof({ CREATED: null, CANCELLED: null, ACCEPTED: null, REFUNDED: null, REFUSED: null, DISPUTED: null }),
  statusName: t.string,
  createdAt: t.string,
  currency: Currency,
  refundAmount: t.number,
  returnPoint: t.union([ReturnPointView, t.null]),
  address: t.union([t.string, t.null]),
  itemCount: t.number,
  lines: t.array(
    t.type({
      itemId: t.string,
      productId: t.string,
      name: t.string,
      size: t.string,
      image: t.string,
      quantity: t.number,
      price: t.number,
      reasonCode: t.string,
      reasonName: t.string,
      comment: t.string,
      images: t.array(t.type({ imageCode: t.string, url: t.string })),
    }),
  ),
});
export type ReturnOrderView = t.TypeOf<typeof ReturnOrderView>;

export const ReturnsPage = t.type({ returns: t.array(ReturnOrderView), pagination: t.type({ page: t.number, pageSize: t.number, total: t.number }) });
export type ReturnsPage = t.TypeOf<typeof ReturnsPage>;

/** Answer of the calls that file or move a return. */
export const ReturnState = t.type({ id: t.string, status: ReturnOrderView.props.status });

/** Answers of POST/PUT and DELETE /orders/returns/images: the new photo and the draft. */
export const ReturnImageAdded = t.type({ imageCode: t.string, url: t.string, returnCart: ReturnCartView });
export const ReturnImageDeleted = t.type({ returnCart: ReturnCartView });

export const ReturnPoints = t.type({ points: t.array(ReturnPointView) });

/** What /profile/returns/ shows. */
export type ReturnsPageData = { readonly signedIn: false } | { readonly signedIn: true; readonly page: ReturnsPage };
/** What /profile/returns/{id}/ shows. */
export type ReturnPageData = { readonly signedIn: false } | { readonly signedIn: true; readonly ret: ReturnOrderView };
/** What /profile/order_return/{n} shows: the draft, and the shops taking returns. */
export type OrderReturnPageData =
  | { readonly signedIn: false }
  | { readonly signedIn: true; readonly notReturnable: true; readonly orderNumber: string }
  | { readonly signedIn: true; readonly notReturnable?: false; readonly cart: ReturnCartView; readonly points: readonly t.TypeOf<typeof ReturnPointView>[] };
