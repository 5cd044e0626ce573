import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enabledVariants, selectVariant, showsDeliveryTabs, type DeliveryVariant } from './deliveryVariants';
import { levelClearsServices, type ServiceLevel } from './serviceLevel';
import { shouldConvertFastCart } from './fastCart';
import { addressToSend, DEFAULT_ADDRESS_NAME } from './deliveryAddress';
import { currentDeliveryCost } from './deliveryCost';
import { EMPTY_CHECKOUT } from '../checkout/checkoutState';

const v = (type: 'PICKUP' | 'DELIVERY', enabled = true): DeliveryVariant => ({ type, enabled });

describe('delivery variants (spec §4)', () => {
  it('shows tabs only when more than one variant is enabled', () => {
    expect(showsDeliveryTabs([v('PICKUP'), v('DELIVERY')])).toBe(true);
    expect(showsDeliveryTabs([v('PICKUP'), v('DELIVERY', false)])).toBe(false);
    expect(showsDeliveryTabs([])).toBe(false);
    expect(selectVariant([v('PICKUP', false), v('DELIVERY')], 'PICKUP')).toBe('DELIVERY');
    expect(selectVariant([v('PICKUP', false)], 'PICKUP')).toBeNull();
  });

  it('tabs depend only on the set of enabled variants, not their order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom('PICKUP' as const, 'DELIVERY' as const), enabled: fc.boolean() })), (vs) => {
        expect(showsDeliveryTabs([...vs].reverse())).toBe(showsDeliveryTabs(vs));
        expect(showsDeliveryTabs(vs)).toBe(new Set(enabledVariants(vs).map((x) => x.type)).size === 2);
      }),
    );
  });

  it('EXPRESS and CLICK clear selected services', () => {
    expect((['ORDINARY', 'EXPRESS', 'CLICK'] as const).map((level: ServiceLevel) => levelClearsServices(level))).toEqual([false, true, true]);
  });
});

describe('fast cart (spec §4)', () => {
  it('converts to regular when an ordinary variant with a date exists', () => {
    expect(shouldConvertFastCart('FAST', [{ kind: 'ordinary', availabilityDate: '2025-06-20' }])).toBe(true);
    expect(
      shouldConvertFastCart('FAST', [
        { kind: 'ordinary', availabilityDate: null },
        { kind: 'express', availabilityDate: '2025-06-20' },
      ]),
    ).toBe(false);
    expect(shouldConvertFastCart('REGULAR', [{ kind: 'ordinary', availabilityDate: '2025-06-20' }])).toBe(false);
  });
});

describe('delivery address (spec §3, §5 Cart)', () => {
  it('drops empty strings and names the address by default', () => {
    expect(addressToSend({ name: ' ', entrance: '', floor: '3', apartment: '12' })).toEqual({ name: DEFAULT_ADDRESS_NAME, floor: '3', apartment: '12' });
    expect(addressToSend({ name: 'Дом' })).toEqual({ name: 'Дом' });
  });
});

describe('current delivery cost (spec §7 PUT /cart/delivery/variants)', () => {
  const variant = {
    deliveryServiceLevelId: 'ORDINARY',
    receivingDateFrom: '2026-11-24',
    receivingDateTo: '2026-11-24',
    receivingTimeSlotId: null,
    deliveryCost: '299.00',
    freeDeliveryLimit: '5000.00',
  };
  const delivering = {
    ...EMPTY_CHECKOUT,
    shipment: { type: 'DELIVERY' as const, address: { text: 'Москва, ул. Тверская, д. 1' }, geoPoint: 'ucfv0n5q0vhj', variant },
  };

  it('charges the variant cost below the free-delivery limit and nothing from it', () => {
    expect(currentDeliveryCost(delivering, '4999.99').toFixed(2)).toBe('299.00');
    expect(currentDeliveryCost(delivering, '5000').toFixed(2)).toBe('0.00');
  });

  it('is 0 for pickup, before a variant is chosen, and never negative', () => {
    expect(currentDeliveryCost({ ...EMPTY_CHECKOUT, shipment: { type: 'PICKUP', pointId: '3001', inStock: false } }, 100).toNumber()).toBe(0);
    expect(currentDeliveryCost({ ...delivering, shipment: { ...delivering.shipment, variant: null } }, 100).toNumber()).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cost) => {
        expect(currentDeliveryCost(delivering, cost).greaterThanOrEqualTo(0)).toBe(true);
      }),
    );
  });
});
