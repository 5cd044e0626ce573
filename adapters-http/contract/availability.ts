import * as t from 'io-ts';
import { ProductCard } from './product';
import { Currency } from './currency';

const Block = t.type({ available: t.boolean, minDays: t.union([t.number, t.null]), cost: t.union([t.number, t.null]) });
const Marker = t.keyof({ DELIVERY_ONLY: null, RETAIL_ONLY: null, ON_SALE_SOON: null });

/** spec §3 Seller of a product / GET /sellers/{id}. */
export const SellerInfo = t.type({ id: t.string, name: t.string, rating: t.number, description: t.string });
export type SellerInfo = t.TypeOf<typeof SellerInfo>;

/** spec §3 Size availability blocks, per size, with the city's shops that have it. */
export const SizeAvailability = t.type({
  id: t.string,
  size: t.string,
  isAvailableOnline: t.boolean,
  isAvailableOffline: t.boolean,
  pickup: t.type({ available: t.boolean, nearestDate: t.union([t.string, t.null]) }),
  transport: Block,
  delivery: Block,
  expressDelivery: Block,
  deliveryClick: Block,
  pointDelivery: Block,
  shops: t.array(t.type({ shopNumber: t.string, name: t.string, address: t.string, quantity: t.number })),
});
export type SizeAvailability = t.TypeOf<typeof SizeAvailability>;

/** GET /products/{id}/availabilities and /products/{id}/ware-availabilities?wareIds. */
export const ProductAvailability = t.type({
  productId: t.string,
  cityName: t.union([t.string, t.null]),
  currency: Currency,
  seller: t.union([SellerInfo, t.null]),
  markers: t.array(Marker),
  sizes: t.array(SizeAvailability),
});
export type ProductAvailability = t.TypeOf<typeof ProductAvailability>;

/** Query of /ware-availabilities: comma-separated ware ids. */
export const WareAvailabilityQuery = t.type({
  wareIds: t.refinement(t.string, (s) => s.split(',').length <= 100 && s.split(',').every((id) => /^[\w-]{1,40}$/.test(id)), 'WareIds'),
});

/** Query of GET /products/{id}/storage-availabilities (spec §7: wareId). */
export const StorageAvailabilityQuery = t.type({ wareId: t.refinement(t.string, (s) => /^[\w-]{1,40}$/.test(s), 'WareId') });

/** GET /products/{id}/storage-availabilities: the shops of the shopper's city holding the size now (none for a partner's goods). */
export const StorageAvailability = t.type({
  productId: t.string,
  wareId: t.string,
  cityName: t.union([t.string, t.null]),
  storages: t.array(t.type({ shopNumber: t.string, name: t.string, address: t.string, quantity: t.number })),
});
export type StorageAvailability = t.TypeOf<typeof StorageAvailability>;

/** Body of POST /catalog/ware-availabilities (spec §7: wares): sizes by ware id, at most 100. */
export const WareAvailabilitiesRequest = t.type({
  wares: t.refinement(t.array(t.string), (ids) => ids.length >= 1 && ids.length <= 100 && ids.every((id) => /^[\w-]{1,40}$/.test(id)), 'Wares'),
});

/** Answer of POST /catalog/ware-availabilities: per product, the asked sizes as GET /products/{id}/ware-availabilities answers them. */
export const WareAvailabilities = t.type({ availabilities: t.array(ProductAvailability) });
export type WareAvailabilities = t.TypeOf<typeof WareAvailabilities>;

/** GET /sellers/{id}: the seller and a page of its products. */
export const SellerPage = t.type({
  seller: SellerInfo,
  products: t.array(ProductCard),
  productCount: t.number,
  pagination: t.type({ page: t.number, pageCount: t.number }),
});
export type SellerPage = t.TypeOf<typeof SellerPage>;
export const SellerQuery = t.partial({ page: t.refinement(t.string, (s) => /^[1-9]\d{0,2}$/.test(s), 'Page') });
