import type { PricedService } from '../../../application/shopServices/shopServiceUseCases';
import type { ShopRecord } from '../../../application/shell/ShopRepository';
import type { ServiceDetails } from '../../contract/shopServices';

const money = (p: PricedService['price']) => ({ amount: p.amount.toNumber(), currency: p.currency });

export const encodeServiceSummary = ({ service, price }: PricedService) => ({
  id: service.id,
  name: service.name,
  durationMinutes: service.durationMinutes,
  price: money(price),
});

export const encodeServiceDetails = (s: PricedService & { readonly cityName: string; readonly shops: readonly ShopRecord[] }): ServiceDetails => ({
  ...encodeServiceSummary(s),
  description: s.service.description,
  category: { ...s.service.category },
  subcategory: { ...s.service.subcategory },
  cityName: s.cityName,
  shops: s.shops.map((shop) => ({ shopNumber: shop.shopNumber, name: shop.name, address: shop.address, openingHours: shop.openingHours })),
});
