import type { ProductAvailabilityView, SizeAvailabilityView } from '../../../application/availability/productAvailability';
import type { SellerPage as SellerPageView } from '../../../application/availability/getSeller';
import type { Seller } from '../../../domain/catalogue/sellers';
import type { ProductAvailability, SellerInfo, SellerPage } from '../../contract/availability';
import { encodeProductCard } from './encodeProduct';

export const encodeSeller = (s: Seller): SellerInfo => ({ id: s.id, name: s.name, rating: s.rating, description: s.description });

/** A shop holding a size now, as the availability answers list it. */
export const encodeShopStock = (x: SizeAvailabilityView['shops'][number]) => ({
  shopNumber: x.shopNumber,
  name: x.shopName,
  address: x.address,
  quantity: x.quantity,
});

export const encodeAvailability = (a: ProductAvailabilityView): ProductAvailability => ({
  productId: a.productId,
  cityName: a.cityName,
  currency: a.currency,
  seller: a.seller && encodeSeller(a.seller),
  markers: [...a.markers],
  sizes: a.sizes.map((s) => ({
    id: s.wareId,
    size: s.size,
    isAvailableOnline: s.isAvailableOnline,
    isAvailableOffline: s.isAvailableOffline,
    pickup: s.pickup,
    transport: s.transport,
    delivery: s.delivery,
    expressDelivery: s.expressDelivery,
    deliveryClick: s.deliveryClick,
    pointDelivery: s.pointDelivery,
    shops: s.shops.map(encodeShopStock),
  })),
});

export const encodeSellerPage = (p: SellerPageView): SellerPage => ({
  seller: encodeSeller(p.seller),
  products: p.products.map(encodeProductCard),
  productCount: p.productCount,
  pagination: { page: p.page, pageCount: p.pageCount },
});
