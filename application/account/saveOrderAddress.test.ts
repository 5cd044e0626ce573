import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { MAX_DELIVERY_ADDRESSES, normalizeDeliveryAddress, type DeliveryAddress, type DeliveryAddressInput } from '../../domain/profile/deliveryAddress';
import { saveOrderAddress } from './saveOrderAddress';

const TYPED = { text: 'Москва, Тверская улица, 7', geoPoint: 'ucfv0j3yzkzr', floor: '5', apartment: '12' };

function book(count: number, down = false) {
  const addresses: DeliveryAddress[] = Array.from({ length: count }, (_, i) => ({
    id: `a${i}`,
    ...normalizeDeliveryAddress({ text: `Москва, улица Арбат, ${i + 1}`, geoPoint: `ucfv0j3yzk${i}` }),
  }));
  const added: DeliveryAddressInput[] = [];
  return {
    added,
    api: {
      list: async () => (down ? E.left({ reason: 'UNEXPECTED_ERROR', message: 'Сбой' }) : E.right(addresses)),
      add: async (input: DeliveryAddressInput) => {
        added.push(input);
        addresses.push({ id: `a${addresses.length}`, ...normalizeDeliveryAddress(input) });
        return E.right(null);
      },
    },
  };
}

describe('saving the typed address after an order (spec §3 Delivery address)', () => {
  it('adds a new address once; the same house and flat is not saved twice', async () => {
    const { api, added } = book(2);
    expect(await saveOrderAddress(api)(TYPED)).toBe('SAVED');
    expect(await saveOrderAddress(api)({ ...TYPED, floor: '6' })).toBe('ALREADY_SAVED');
    expect(added).toEqual([TYPED]);
  });

  it('respects the limit of saved addresses and tells a failure', async () => {
    const full = book(MAX_DELIVERY_ADDRESSES);
    expect(await saveOrderAddress(full.api)(TYPED)).toBe('LIMIT');
    expect(full.added).toEqual([]);
    expect(await saveOrderAddress(book(0, true).api)(TYPED)).toBe('FAILED');
  });
});
