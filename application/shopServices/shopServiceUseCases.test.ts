import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { HOME_MARKET } from '../../domain/market/market';
import type { ShopRecord } from '../shell/ShopRepository';
import type { ShopServiceRecord, ShopServiceRepository } from './ShopServiceRepository';
import { shopServiceUseCases, type ShopServiceDeps } from './shopServiceUseCases';

const shop = (shopNumber: string): ShopRecord => ({
  shopNumber,
  kind: 'SHOP',
  name: `Магазин ${shopNumber}`,
  address: '',
  cityId: '78',
  lat: 0,
  lon: 0,
  geohash: '',
  openingHours: '',
  filters: [],
});
const SHARPENING: ShopServiceRecord = {
  id: 'zatochka',
  name: 'Заточка',
  description: '',
  durationMinutes: 20,
  category: { id: 'konki', name: 'Коньки' },
  subcategory: { id: 'zatochka-konkov', name: 'Заточка коньков' },
  pricing: { basePrice: new Decimal(500), cityPrices: { '78': new Decimal(450) } },
  shopNumbers: ['2', '9'],
};
const repository: ShopServiceRepository = {
  categoriesInShops: async (numbers) => (numbers.some((n) => SHARPENING.shopNumbers.includes(n)) ? [{ ...SHARPENING.category, serviceCount: 1 }] : []),
  subcategories: async () => undefined,
  inSubcategory: async (id) =>
    id === SHARPENING.subcategory.id ? { category: SHARPENING.category, subcategory: SHARPENING.subcategory, services: [SHARPENING] } : undefined,
  byId: async (id) => (id === SHARPENING.id ? SHARPENING : undefined),
};
const deps = (city: { cityId: string; cityName: string } | undefined, shops: readonly ShopRecord[]): ShopServiceDeps => ({
  services: repository,
  shopsNear: async (_owner, geoPoint) => (geoPoint === 'bad' ? E.left({ _tag: 'INCORRECT_REQUEST' }) : E.right({ cityName: city?.cityName ?? '', shops })),
  cityOf: async () => city,
  currentMarket: async () => HOME_MARKET,
});

describe('workshop services (spec §7 GET /services/variants, /services, /services/{id})', () => {
  const spb = { cityId: '78', cityName: 'Санкт-Петербург' };

  it('prices a service for the visitor’s city and lists only the shops nearby that perform it, in their order', async () => {
    const useCases = shopServiceUseCases(deps(spb, [shop('9'), shop('5'), shop('2')]));
    const found = await useCases.getService('owner', 'zatochka');
    expect(
      E.isRight(found) && { price: found.right.price.amount.toNumber(), shops: found.right.shops.map((s) => s.shopNumber), city: found.right.cityName },
    ).toEqual({ price: 450, shops: ['9', '2'], city: 'Санкт-Петербург' });
    expect(await useCases.getService('owner', 'nope')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
  });

  it('takes the base price where the city has none, and without a known city', async () => {
    for (const city of [{ cityId: '77', cityName: 'Москва' }, undefined]) {
      const list = await shopServiceUseCases(deps(city, [])).listServices('owner', 'zatochka-konkov');
      expect(E.isRight(list) && list.right.services.map((s) => [s.price.amount.toNumber(), s.price.currency])).toEqual([[500, 'RUB']]);
    }
    expect(await shopServiceUseCases(deps(spb, [])).listServices('owner', 'nope')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
  });

  it('offers the categories the shops near the point perform; a bad point is refused', async () => {
    expect(await shopServiceUseCases(deps(spb, [shop('2')])).serviceVariants('owner', undefined)).toEqual(
      E.right({ cityName: 'Санкт-Петербург', categories: [{ id: 'konki', name: 'Коньки', serviceCount: 1 }] }),
    );
    expect(await shopServiceUseCases(deps(spb, [shop('5')])).serviceVariants('owner', undefined)).toEqual(
      E.right({ cityName: 'Санкт-Петербург', categories: [] }),
    );
    expect(await shopServiceUseCases(deps(spb, [])).serviceVariants('owner', 'bad')).toEqual(E.left({ _tag: 'INCORRECT_REQUEST' }));
  });
});
