import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DeliveryAddress } from './deliveryAddress';
import { initialAddressSelection, savedAddressLine, savedAddressOf } from './savedAddressChoice';

const address = (id: string, text: string, apartment = ''): DeliveryAddress => ({
  id,
  name: 'Адрес доставки',
  text,
  entrance: '',
  doorphoneCode: '',
  floor: '',
  apartment,
  geoPoint: `ucfv0j3yzk${id.padStart(2, '0').slice(-2)}`,
});
const HOME = address('1', 'Москва, Тверская улица, 7', '12');
const WORK = address('2', 'Москва, Новый Арбат, 15');

describe('choosing a saved address at checkout (spec §3 Delivery address)', () => {
  it('chooses the last used address, else the first, when the cart has none', () => {
    expect(initialAddressSelection([HOME, WORK], null, '2')).toEqual({ selection: { kind: 'saved', id: '2' }, apply: true });
    expect(initialAddressSelection([HOME, WORK], null, null)).toEqual({ selection: { kind: 'saved', id: '1' }, apply: true });
    expect(initialAddressSelection([HOME, WORK], null, 'deleted')).toEqual({ selection: { kind: 'saved', id: '1' }, apply: true });
    expect(initialAddressSelection([], null, null)).toEqual({ selection: { kind: 'other' }, apply: false });
  });

  it("keeps the cart's address: its saved entry is shown, a typed one stays in the form", () => {
    expect(initialAddressSelection([HOME, WORK], { text: WORK.text, geoPoint: WORK.geoPoint }, '1')).toEqual({
      selection: { kind: 'saved', id: '2' },
      apply: false,
    });
    expect(initialAddressSelection([HOME, WORK], { text: HOME.text, geoPoint: HOME.geoPoint, apartment: '13' }, null)).toEqual({
      selection: { kind: 'other' },
      apply: false,
    });
  });

  it('matches by house and flat and shows the flat in the line', () => {
    expect(savedAddressOf([HOME], { text: ` ${HOME.text}`, geoPoint: HOME.geoPoint, apartment: '12' })).toBe(HOME);
    expect(savedAddressOf([HOME], { text: HOME.text, geoPoint: 'ucftpuzx7c5z', apartment: '12' })).toBeNull();
    expect(savedAddressLine(HOME)).toBe('Москва, Тверская улица, 7, кв. 12');
    expect(savedAddressLine(WORK)).toBe('Москва, Новый Арбат, 15');
  });

  it('never replaces a chosen address and always chooses a saved one when the cart has none (property)', () => {
    const book = fc
      .uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 10 })
      .map((ids) => ids.map((i) => address(String(i), `Москва, улица ${i % 5}, ${i}`, String(i % 3))));
    const chosen = fc.option(
      fc.record({
        text: fc.constantFrom('Москва, улица 1, 1', 'Москва, улица 2, 7', 'Казань, Баумана, 1'),
        geoPoint: fc.constantFrom('ucfv0j3yzk01', 'ucfv0j3yzk07', 'ucfv0j3yzk99'),
        apartment: fc.constantFrom('', '1', '2'),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(book, chosen, fc.option(fc.integer({ min: 1, max: 40 }).map(String), { nil: null }), (saved, cart, lastUsed) => {
        const { selection, apply } = initialAddressSelection(saved, cart, lastUsed);
        if (cart) {
          expect(apply).toBe(false);
          const match = savedAddressOf(saved, cart);
          expect(selection).toEqual(match ? { kind: 'saved', id: match.id } : { kind: 'other' });
        } else if (saved.length === 0) {
          expect({ selection, apply }).toEqual({ selection: { kind: 'other' }, apply: false });
        } else {
          expect(apply).toBe(true);
          const expected = saved.some((a) => a.id === lastUsed) ? lastUsed : saved[0]!.id;
          expect(selection).toEqual({ kind: 'saved', id: expected });
        }
      }),
    );
  });
});
