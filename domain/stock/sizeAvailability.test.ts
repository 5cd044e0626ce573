import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_MARKET, type Market } from '../market/market';
import { addDays } from '../shipment/receivingDate';
import { courierCosts, productMarkers, sizeAvailability, type AvailabilityContext } from './sizeAvailability';

const ctx: AvailabilityContext = {
  today: '2026-11-22',
  onSaleSoon: false,
  bulky: false,
  shippedBySeller: false,
  cityHasPickupPoints: true,
  costs: courierCosts(3000, HOME_MARKET),
};
const belarus: Market = { country: 'by', currency: 'BYN', ratePerRub: new Decimal('0.037'), roundingStep: new Decimal('0.1') };

describe('size availability (spec §3 Size, §4 Product availability)', () => {
  it("in a shop of the city: pickup today, courier in 2 days, express and click at checkout's tariffs, pickup points", () => {
    const a = sizeAvailability({ inCity: 2, elsewhere: 0 }, ctx);
    expect(a.pickup).toEqual({ available: true, nearestDate: '2026-11-22' });
    expect(a.delivery).toEqual({ available: true, minDays: 2, cost: 299 });
    expect(a.expressDelivery).toEqual({ available: true, minDays: 0, cost: 599 });
    expect(a.deliveryClick).toEqual({ available: true, minDays: 1, cost: 399 });
    expect(a.pointDelivery.available).toBe(true);
    expect(a.transport.available).toBe(false);
  });

  it('only in other cities: transfer, pickup in 2 days, courier in 4, no express; free from 5000 ₽', () => {
    const a = sizeAvailability({ inCity: 0, elsewhere: 5 }, { ...ctx, costs: courierCosts(5000, HOME_MARKET) });
    expect(a.pickup).toEqual({ available: true, nearestDate: '2026-11-24' });
    expect(a.transport).toEqual({ available: true, minDays: 2, cost: null });
    expect(a.delivery).toEqual({ available: true, minDays: 4, cost: 0 });
    expect(a.expressDelivery.available).toBe(false);
  });

  it('marks partner goods «delivery only», bulky goods in the city «retail only», and goods on sale soon', () => {
    const partner = sizeAvailability({ inCity: 1, elsewhere: 0 }, { ...ctx, shippedBySeller: true });
    expect(productMarkers([partner], false)).toEqual(['DELIVERY_ONLY']);
    const bulky = sizeAvailability({ inCity: 1, elsewhere: 0 }, { ...ctx, bulky: true });
    expect(productMarkers([bulky], false)).toEqual(['RETAIL_ONLY']);
    expect(productMarkers([sizeAvailability({ inCity: 1, elsewhere: 0 }, ctx)], false)).toEqual([]);
    const soon = sizeAvailability({ inCity: 3, elsewhere: 3 }, { ...ctx, onSaleSoon: true });
    expect(soon.pickup.available || soon.delivery.available).toBe(false);
    expect(productMarkers([soon], true)).toEqual(['ON_SALE_SOON']);
  });

  it('offers nothing without stock, and nothing sooner than a shop of the city would', () => {
    fc.assert(
      fc.property(
        fc.nat(5),
        fc.nat(5),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 20_000 }),
        (inCity, elsewhere, bulky, shippedBySeller, points, price) => {
          const c = { ...ctx, bulky, shippedBySeller, cityHasPickupPoints: points, costs: courierCosts(price, HOME_MARKET) };
          const a = sizeAvailability({ inCity, elsewhere }, c);
          const blocks = [a.transport, a.delivery, a.expressDelivery, a.deliveryClick, a.pointDelivery];
          if (inCity + elsewhere === 0) expect([a.pickup.available, ...blocks.map((b) => b.available)].every((x) => !x)).toBe(true);
          const inTown = sizeAvailability({ inCity: inCity + 1, elsewhere }, c);
          if (a.delivery.available) expect(inTown.delivery.minDays!).toBeLessThanOrEqual(a.delivery.minDays!);
          if (a.pickup.nearestDate) expect(inTown.pickup.nearestDate! <= a.pickup.nearestDate).toBe(true);
          for (const b of blocks) if (b.cost !== null) expect(b.cost).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("quotes the courier in the shopper's currency, free from the converted limits", () => {
    expect(courierCosts(100, belarus)).toEqual({ ORDINARY: 11.1, EXPRESS: 22.2, CLICK: 14.8 }); // 299, 599, 399 ₽
    expect(courierCosts(185, belarus)).toEqual({ ORDINARY: 0, EXPRESS: 22.2, CLICK: 14.8 }); // 5000 ₽ = 185 BYN
    expect(courierCosts(370, belarus)).toEqual({ ORDINARY: 0, EXPRESS: 22.2, CLICK: 0 }); // 10000 ₽ = 370 BYN
  });

  it('never charges more for a dearer product', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), (price, more) => {
        const [cheap, dear] = [courierCosts(price, HOME_MARKET), courierCosts(price + more, HOME_MARKET)];
        for (const level of ['ORDINARY', 'EXPRESS', 'CLICK'] as const) expect(dear[level]).toBeLessThanOrEqual(cheap[level]);
      }),
    );
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 2)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
