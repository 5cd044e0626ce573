import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { pickupDays, placeAvailability, type ShopStock } from './pickupAvailability';
import { acceptVariant, deliveryOptions } from './deliveryTariffs';
import { addDays, moscowDate, receivingDateLabel } from './receivingDate';
import { deliveryCityOf, distanceKm } from './deliveryArea';
import { deliveryServicesFor, servicesToSelect } from './deliveryServices';
import { currentDeliveryCost } from '../delivery/deliveryCost';
import { EMPTY_CHECKOUT } from '../checkout/checkoutState';

const stock = (shopNumber: string, quantity: number, wareId = 'w1'): ShopStock => ({ shopNumber, wareId, quantity });
const shop = { shopNumber: '227', kind: 'SHOP' as const };
const point = { shopNumber: '91021', kind: 'PICKUP_POINT' as const };
const line = (quantity: number) => ({ wareId: 'w1', quantity });

describe('pickup availability (spec §3 Cart pickuppoints, §7 map-points)', () => {
  it('today at a shop holding it, two days by transfer otherwise, a day or two at a pickup point', () => {
    expect(pickupDays(shop, line(2), [stock('227', 2)])).toBe(0);
    expect(pickupDays(shop, line(2), [stock('227', 1), stock('341', 5)])).toBe(2);
    expect(pickupDays(point, line(2), [stock('341', 5)])).toBe(1);
    expect(pickupDays(point, line(2), [stock('227', 1), stock('341', 1)])).toBe(2);
  });

  it('is unavailable when the city does not hold the quantity', () => {
    expect(pickupDays(shop, line(3), [stock('227', 1), stock('341', 1)])).toBeNull();
    expect(pickupDays(point, line(1), [stock('227', 5, 'other')])).toBeNull();
  });

  it('dates the place by its latest available line and counts what is there', () => {
    const at = placeAvailability(
      shop,
      [line(1), { wareId: 'w2', quantity: 1 }, { wareId: 'w3', quantity: 1 }],
      [stock('227', 1), stock('341', 1, 'w2')],
      '2026-11-22',
    );
    expect(at).toEqual({
      lines: [
        { wareId: 'w1', availabilityDate: '2026-11-22', refusal: null },
        { wareId: 'w2', availabilityDate: '2026-11-24', refusal: null },
        { wareId: 'w3', availabilityDate: null, refusal: null },
      ],
      availabilityDate: '2026-11-24',
      availableCount: 2,
      hasStockToday: true,
    });
    expect(placeAvailability(point, [line(1)], [], '2026-11-22')).toMatchObject({ availabilityDate: null, availableCount: 0, hasStockToday: false });
  });

  it('never offers goods where their limit forbids, whatever the stock (issue 14: «только доставка» was picked up in a shop)', () => {
    const held = [stock('227', 5), stock('341', 5)];
    expect(pickupDays(shop, { ...line(1), limit: 'DELIVERY_ONLY' }, held)).toBeNull();
    expect(pickupDays(point, { ...line(1), limit: 'DELIVERY_ONLY' }, held)).toBeNull();
    expect(pickupDays(point, { ...line(1), limit: 'RETAIL_ONLY' }, held)).toBeNull();
    expect(pickupDays(shop, { ...line(1), limit: 'RETAIL_ONLY' }, held)).toBe(0);
    expect(
      placeAvailability(
        shop,
        [
          { ...line(1), limit: 'DELIVERY_ONLY' },
          { wareId: 'w2', quantity: 1 },
        ],
        [...held, stock('227', 1, 'w2')],
        '2026-11-22',
      ),
    ).toEqual({
      lines: [
        { wareId: 'w1', availabilityDate: null, refusal: 'DELIVERY_ONLY' },
        { wareId: 'w2', availabilityDate: '2026-11-22', refusal: null },
      ],
      availabilityDate: '2026-11-22',
      availableCount: 1,
      hasStockToday: true,
    });
  });

  it('more stock never makes a line later, and a pickup point is never today', () => {
    const stocks = fc.array(fc.record({ shopNumber: fc.constantFrom('227', '341', '118'), wareId: fc.constant('w1'), quantity: fc.nat(5) }), { maxLength: 4 });
    fc.assert(
      fc.property(stocks, fc.integer({ min: 1, max: 6 }), fc.nat(5), (s, q, extra) => {
        for (const place of [shop, point]) {
          const before = pickupDays(place, line(q), s);
          const after = pickupDays(place, line(q), [...s, stock('227', extra)]);
          if (before !== null) expect(after).not.toBeNull();
          if (before !== null && after !== null) expect(after).toBeLessThanOrEqual(before);
        }
        expect(pickupDays(point, line(q), s)).not.toBe(0);
      }),
    );
  });
});

describe('receiving dates in Moscow time', () => {
  it('labels today, tomorrow and later dates', () => {
    expect(moscowDate(new Date('2026-11-22T21:30:00Z'))).toBe('2026-11-23');
    expect(receivingDateLabel('2026-11-23', '2026-11-23')).toBe('Сегодня');
    expect(receivingDateLabel('2026-11-24', '2026-11-23')).toBe('Завтра');
    expect(receivingDateLabel('2027-01-02', '2026-12-31')).toBe('2 января');
  });
});

describe('delivery tariffs (spec §4 Delivery variants)', () => {
  const noon = new Date('2026-11-22T09:00:00Z'); // 12:00 in Moscow
  const late = new Date('2026-11-22T18:30:00Z'); // 21:30 in Moscow

  it('offers ordinary in 2–4 days with slots, express today, CLICK tomorrow', () => {
    const [ordinary, express, click] = deliveryOptions('77', noon, true);
    expect(ordinary).toMatchObject({
      deliveryServiceLevelId: 'ORDINARY',
      dates: ['2026-11-24', '2026-11-25', '2026-11-26'],
      deliveryCost: '299.00',
      freeDeliveryLimit: '5000.00',
    });
    expect(ordinary!.timeSlots.map((s) => s.id)).toEqual(['10-14', '14-18', '18-22']);
    expect(express).toMatchObject({ deliveryServiceLevelId: 'EXPRESS', dates: ['2026-11-22'], timeSlots: [], deliveryCost: '599.00', freeDeliveryLimit: null });
    expect(click).toMatchObject({ deliveryServiceLevelId: 'CLICK', dates: ['2026-11-23'], deliveryCost: '399.00' });
  });

  it('moves express to tomorrow after 20:00, runs it only in Moscow and Saint Petersburg, and offers nothing the city does not hold', () => {
    expect(deliveryOptions('77', late, true).find((o) => o.deliveryServiceLevelId === 'EXPRESS')!.dates).toEqual(['2026-11-23']);
    expect(deliveryOptions('16', noon, true).map((o) => o.deliveryServiceLevelId)).toEqual(['ORDINARY', 'CLICK']);
    expect(deliveryOptions('77', noon, false)).toEqual([]);
  });

  it('charges 299 ₽ below 5000 ₽ of products and nothing from 5000 ₽', () => {
    const ordinary = deliveryOptions('77', noon, true)[0]!;
    const variant = E.getOrElseW(() => null)(
      acceptVariant([ordinary], {
        deliveryServiceLevelId: 'ORDINARY',
        receivingDateFrom: '2026-11-25',
        receivingDateTo: '2026-11-25',
        receivingTimeSlotId: '14-18',
        deliveryCost: 299,
        freeDeliveryLimit: 5000,
      }),
    );
    const checkout = { ...EMPTY_CHECKOUT, shipment: { type: 'DELIVERY' as const, address: { text: 'Москва' }, geoPoint: 'ucfv0', variant } };
    expect(currentDeliveryCost(checkout, 4999).toNumber()).toBe(299);
    expect(currentDeliveryCost(checkout, 5000).toNumber()).toBe(0);
  });

  it('accepts exactly its own quote and refuses any other price, date or slot', () => {
    const options = deliveryOptions('77', noon, true);
    const asked = {
      deliveryServiceLevelId: 'ORDINARY',
      receivingDateFrom: '2026-11-24',
      receivingDateTo: '2026-11-24',
      receivingTimeSlotId: '10-14',
      deliveryCost: 299,
      freeDeliveryLimit: 5000,
    };
    expect(acceptVariant(options, asked)).toEqual(E.right({ ...asked, deliveryCost: '299.00', freeDeliveryLimit: '5000.00' }));
    expect(acceptVariant(options, { ...asked, receivingTimeSlotId: null })).toEqual(E.left('DELIVERY_VARIANT_CHANGED'));
    expect(acceptVariant(options, { ...asked, receivingDateFrom: '2026-11-23', receivingDateTo: '2026-11-23' })).toEqual(E.left('DELIVERY_VARIANT_CHANGED'));
    expect(acceptVariant(options, { ...asked, freeDeliveryLimit: null })).toEqual(E.left('DELIVERY_VARIANT_CHANGED'));
    expect(
      E.isRight(
        acceptVariant(options, {
          ...asked,
          deliveryServiceLevelId: 'EXPRESS',
          receivingDateFrom: '2026-11-22',
          receivingDateTo: '2026-11-22',
          receivingTimeSlotId: null,
          deliveryCost: 599,
          freeDeliveryLimit: null,
        }),
      ),
    ).toBe(true);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (cost) => {
        fc.pre(cost !== 299);
        expect(acceptVariant(options, { ...asked, deliveryCost: cost })).toEqual(E.left('DELIVERY_VARIANT_CHANGED'));
      }),
    );
  });

  it('every offered date is within 0–4 days of today and every option it offers is accepted as quoted', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }), (now) => {
        const today = moscowDate(now);
        for (const o of deliveryOptions('78', now, true)) {
          for (const date of o.dates) expect(date >= today && date <= addDays(today, 4)).toBe(true);
          const date = o.dates[0]!;
          const asked = {
            deliveryServiceLevelId: o.deliveryServiceLevelId,
            receivingDateFrom: date,
            receivingDateTo: date,
            receivingTimeSlotId: o.timeSlots[0]?.id ?? null,
            deliveryCost: Number(o.deliveryCost),
            freeDeliveryLimit: o.freeDeliveryLimit === null ? null : Number(o.freeDeliveryLimit),
          };
          expect(E.isRight(acceptVariant([o], asked))).toBe(true);
        }
      }),
    );
  });
});

describe('delivery area (spec §8 Geo)', () => {
  const cities = [
    { id: '77', lat: 55.755826, lon: 37.6173 },
    { id: '78', lat: 59.938676, lon: 30.314494 },
  ];
  it('delivers inside the chosen city, refuses another city and places outside every area', () => {
    expect(deliveryCityOf({ lat: 55.7601, lon: 37.6186 }, cities, '77')).toEqual(E.right('77'));
    expect(deliveryCityOf({ lat: 59.93, lon: 30.36 }, cities, '77')).toEqual(E.left('UNAVAILABLE_LOCALITY'));
    expect(deliveryCityOf({ lat: 56.8389, lon: 60.6057 }, cities, '77')).toEqual(E.left('MISSING_GEOFENCES'));
    expect(Math.round(distanceKm(cities[0]!, cities[1]!))).toBe(634);
  });
});

describe('delivery services (spec §3 Cart delivery services)', () => {
  it('selects linked services too and refuses unknown ones', () => {
    expect(servicesToSelect(['CARRY_IN'])).toEqual(E.right(['LIFT', 'CARRY_IN']));
    expect(servicesToSelect(['NOPE'])).toEqual(E.left('INCORRECT_REQUEST'));
    expect(deliveryServicesFor(['w1'], ['LIFT'], 'ORDINARY').find((s) => s.id === 'LIFT')).toMatchObject({ isSelected: true, items: [{ wareId: 'w1' }] });
    expect(deliveryServicesFor(['w1'], ['LIFT'], 'EXPRESS')).toEqual([]);
  });
});
