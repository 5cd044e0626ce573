import { describe, expect, it } from 'vitest';
import { sellerBrands, sellerForBrand, type Seller } from './sellers';

const seller = (id: string, brands: readonly string[] | null): Seller => ({ id, name: id, rating: 4.5, description: '', brands });
const shop = seller('shop', null);
const nordic = seller('nordic', ['Fischer', 'Madshus']);
const trail = seller('trail', ['Salomon']);
const sellers = [nordic, shop, trail];

describe('marketplace sellers (spec §3 Product.seller, §2 /seller/{sellerId}/)', () => {
  it('sells a brand by the partner that lists it, any other by the shop itself', () => {
    expect(sellerForBrand(sellers, 'Salomon')).toBe(trail);
    expect(sellerForBrand(sellers, 'Fischer')).toBe(nordic);
    expect(sellerForBrand(sellers, 'Nike')).toBe(shop);
    expect(sellerForBrand([nordic], 'Nike')).toBeUndefined();
  });

  it("lists a partner's own brands, and for the shop every brand no partner sells", () => {
    const all = ['Fischer', 'Madshus', 'Nike', 'Salomon', 'Adidas'];
    expect(sellerBrands(sellers, trail, all)).toEqual(['Salomon']);
    expect(sellerBrands(sellers, shop, all)).toEqual(['Nike', 'Adidas']);
  });
});
