import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { DeliveryAddress } from '../../domain/profile/deliveryAddress';
import { accountUseCases } from './accountUseCases';
import type { BonusAccount } from './BonusAccountReader';
import type { DeliveryAddressRepository } from './DeliveryAddressRepository';

/** Addresses in memory, per customer, with the limit counted as the storage counts it. */
function memoryAddresses(): DeliveryAddressRepository {
  const rows: { customerId: string; address: DeliveryAddress }[] = [];
  const mine = (customerId: string, id: string) => rows.find((r) => r.customerId === customerId && r.address.id === id);
  return {
    list: async (customerId) => rows.filter((r) => r.customerId === customerId).map((r) => r.address),
    add: async (customerId, address, limit) => rows.filter((r) => r.customerId === customerId).length < limit && rows.push({ customerId, address }) > 0,
    update: async (customerId, address) => {
      const row = mine(customerId, address.id);
      if (row) row.address = address;
      return !!row;
    },
    remove: async (customerId, id) => {
      const row = mine(customerId, id);
      if (row) rows.splice(rows.indexOf(row), 1);
      return !!row;
    },
  };
}

const account: BonusAccount = {
  bonuses: 5000,
  level: 'GOLD',
  orders: [
    {
      orderNumber: '1000001',
      cancelled: false,
      inRoubles: true,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      cancelledAt: null,
      purchaseAmount: new Decimal(4000),
      bonusesSpent: 1000,
      receivedAt: null,
      receivedLevel: null,
      refunded: new Decimal(0),
      creditedPurchase: null,
    },
  ],
  ledger: [],
};

const setup = () => {
  let n = 0;
  return accountUseCases({
    addresses: memoryAddresses(),
    bonusAccounts: { account: async (id) => (id === 'ann' ? account : undefined) },
    promoCodes: {
      visibleTo: async () => [
        { code: 'SPORT10', kind: 'PERCENT', value: new Decimal(10), minProductsCost: new Decimal(0), maxUses: null, uses: 0, activeTo: null },
      ],
      issueOwn: async (_customerId, code) => code,
    },
    ids: { uuid: () => `id-${++n}` },
    clock: { now: () => new Date('2026-11-23T12:00:00Z') },
  });
};
const HOME = { text: 'Москва, Тверская улица, 7', geoPoint: 'ucfv0j3yzkzr' };

describe('profile addresses, bonuses and promo codes (spec §7 Profile)', () => {
  it("adds with the default name, edits and deletes only the customer's own address", async () => {
    const uc = setup();
    const added = await uc.addDeliveryAddress('ann', { ...HOME, floor: '5' });
    expect(added).toEqual(
      E.right({ id: 'id-1', name: 'Адрес доставки', text: HOME.text, entrance: '', doorphoneCode: '', floor: '5', apartment: '', geoPoint: HOME.geoPoint }),
    );
    expect(await uc.updateDeliveryAddress('bob', 'id-1', { ...HOME, name: 'Чужой' })).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await uc.updateDeliveryAddress('ann', 'id-1', { ...HOME, name: 'Дом' })).toMatchObject(E.right({ id: 'id-1', name: 'Дом', floor: '' }));
    expect(await uc.deleteDeliveryAddress('bob', 'id-1')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await uc.deleteDeliveryAddress('ann', 'id-1')).toEqual(E.right([]));
  });

  it('refuses the eleventh address', async () => {
    const uc = setup();
    for (let i = 0; i < 10; i++) expect(E.isRight(await uc.addDeliveryAddress('ann', HOME))).toBe(true);
    expect(await uc.addDeliveryAddress('ann', HOME)).toEqual(E.left({ _tag: 'DELIVERY_ADDRESS_LIMIT' }));
    expect(E.isRight(await uc.addDeliveryAddress('bob', HOME))).toBe(true);
  });

  it('reads the balance, the future bonuses and the history of the last twelve months by default', async () => {
    const uc = setup();
    expect(await uc.getBonuses('ann')).toMatchObject({ bonuses: 5000, level: 'GOLD', percent: 10, nextLevel: null });
    expect(await uc.getBonuses('nobody')).toMatchObject({ bonuses: 0, level: 'STANDARD', nextLevel: 'SILVER' });
    expect(await uc.getFutureBonuses('ann')).toEqual([{ orderNumber: '1000001', orderDate: account.orders[0]!.createdAt, amount: 300, creditDate: null }]);
    const history = await uc.getBonusHistory('ann', {});
    expect(history.range).toEqual({ dateBegin: '2025-11-23', dateEnd: '2026-11-23' });
    expect(history.history).toMatchObject([{ type: 'SPENT', amount: -1000, orderNumber: '1000001' }]);
    expect((await uc.getBonusHistory('ann', { dateBegin: '2026-11-21' })).history).toEqual([]);
  });

  it('lists the promo codes that can be applied', async () => {
    expect(await setup().listPromoCodeOffers('ann')).toEqual([{ code: 'SPORT10', description: 'Скидка 10 %', activeTo: null }]);
  });
});
