import { describe, expect, it } from 'vitest';
import { decodeStored, StoredValueDefect } from './storedValue';
import { StoredCheckout } from './postgres/storedCheckout';
import { StoredOrderShipment } from './postgres/storedOrder';

describe('decodeStored', () => {
  it('answers a value of the stored shape as it is', () => {
    const shipment = { type: 'PICKUP', pointId: '0012', inStock: true, point: { shopNumber: '0012', name: 'Спорт·Маркет', address: 'Тверская, 1' } };
    expect(decodeStored(StoredOrderShipment, shipment, 'customer_order.shipment')).toEqual(shipment);
  });

  it('throws a defect naming the column, the row, the path and what was expected there', () => {
    const read = () =>
      decodeStored(
        StoredOrderShipment,
        { type: 'DELIVERY', address: { text: 1 }, geoPoint: 'ucfv0', variant: null },
        'customer_order.shipment of order 100023',
      );
    expect(read).toThrow(StoredValueDefect);
    // Of the union's members the delivery matched furthest: its failure is named, not the pickup's «type».
    expect(read).toThrow(/^customer_order\.shipment of order 100023 does not decode at address\.text: expected string, found number/);
  });

  it('names an array item by its index and a missing field as undefined', () => {
    expect(() =>
      decodeStored(StoredCheckout, { giftCards: [{ promisedPaymentId: 'p', giftCardNumber: '1', amount: '10.00' }, { giftCardNumber: '2' }] }, 'cart.checkout'),
    ).toThrow(/at giftCards\.1\.(promisedPaymentId|amount): expected string, found undefined/);
  });

  it('tells the kind of value found, never the value: stored rows hold phones and names', () => {
    const phone = '+79161234567';
    expect(() =>
      decodeStored(StoredCheckout, { owner: { firstName: 'Анна', lastName: 'Петрова', phone: 79161234567 }, verifiedPhones: phone }, 'cart.checkout'),
    ).toThrow(expect.objectContaining({ message: expect.not.stringMatching(/7916|Анна/) }));
  });
});
