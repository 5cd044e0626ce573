import { describe, expect, it } from 'vitest';
import { acknowledgementFor } from './acknowledgement';
import type { Seller } from './sellers';

const shop: Seller = { id: 'sportmarket', name: 'Спорт·Маркет', rating: 4.8, description: '', brands: null };
const partner: Seller = { id: 'begovoy-mir', name: 'Беговой мир', rating: 4.6, description: '', brands: ['Hoka'] };

describe('what buying a product needs acknowledged', () => {
  it("asks nothing for the shop's own goods", () => {
    expect(acknowledgementFor(shop)).toBeNull();
    expect(acknowledgementFor(undefined)).toBeNull();
  });

  it("tells that a partner's goods come from the partner by courier only", () => {
    expect(acknowledgementFor(partner)).toEqual({
      code: 'PARTNER_SELLER',
      text: 'Товар продаёт партнёр маркетплейса «Беговой мир»: он отправит заказ курьером со своего склада, получить товар в магазине нельзя.',
    });
  });
});
