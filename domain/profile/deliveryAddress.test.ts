import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_ADDRESS_NAME, normalizeDeliveryAddress } from './deliveryAddress';

describe('a delivery address (spec §3 Delivery address)', () => {
  it("is named 'Адрес доставки' unless named", () => {
    expect(DEFAULT_DELIVERY_ADDRESS_NAME).toBe('Адрес доставки');
    expect(normalizeDeliveryAddress({ text: 'Москва, Тверская улица, 7', geoPoint: 'ucftpuzx7c5z' }).name).toBe('Адрес доставки');
    expect(normalizeDeliveryAddress({ text: 'x', geoPoint: 'ucftpuzx7c5z', name: '   ' }).name).toBe('Адрес доставки');
    expect(normalizeDeliveryAddress({ text: 'x', geoPoint: 'ucftpuzx7c5z', name: ' Дом ' }).name).toBe('Дом');
  });

  it('trims the fields and keeps missing details empty', () => {
    expect(normalizeDeliveryAddress({ text: ' Москва, Тверская улица, 7 ', geoPoint: 'ucftpuzx7c5z', floor: ' 5 ', apartment: '12' })).toEqual({
      name: 'Адрес доставки',
      text: 'Москва, Тверская улица, 7',
      entrance: '',
      doorphoneCode: '',
      floor: '5',
      apartment: '12',
      geoPoint: 'ucftpuzx7c5z',
    });
  });
});
