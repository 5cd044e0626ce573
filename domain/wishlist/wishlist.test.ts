import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFavourite, listNameError, loadsWishlist, wareIdsOf, wishlistAddFailureKind, wishlistCount, type FavouriteId } from './wishlist';

const id = fc.record({ productId: fc.constantFrom('p1', 'p2', 'p3', 'p4'), wareId: fc.constantFrom('w1', 'w2', 'w3') });

describe('wishlist rules (spec §3 Wishlist, §6, §8)', () => {
  it('counts distinct products, not sizes', () => {
    const ids: FavouriteId[] = [
      { productId: 'p1', wareId: 'w1' },
      { productId: 'p1', wareId: 'w2' },
      { productId: 'p2', wareId: 'w3' },
    ];
    expect(wishlistCount(ids)).toBe(2);
    expect(wishlistCount([])).toBe(0);
  });

  it('counts the same whatever the order and duplicates', () => {
    fc.assert(
      fc.property(fc.array(id), (ids) => {
        expect(wishlistCount([...ids].reverse())).toBe(wishlistCount(ids));
        expect(wishlistCount([...ids, ...ids])).toBe(wishlistCount(ids));
        expect(wishlistCount(ids)).toBeLessThanOrEqual(ids.length);
      }),
    );
  });

  it('removing the ware ids of a product leaves it out of the list', () => {
    fc.assert(
      fc.property(fc.array(id), fc.constantFrom('p1', 'p2', 'p5'), (ids, productId) => {
        const gone = wareIdsOf(ids, productId);
        const rest = ids.filter((i) => !(i.productId === productId && gone.includes(i.wareId)));
        expect(isFavourite(rest, productId)).toBe(false);
        expect(isFavourite(ids, productId)).toBe(gone.length > 0);
      }),
    );
  });

  it('names a list: required and at most 50 characters', () => {
    expect(listNameError('  ')).toEqual({ _tag: 'required' });
    expect(listNameError('Лето')).toBeNull();
    expect(listNameError('я'.repeat(50))).toBeNull();
    expect(listNameError('я'.repeat(51))).toEqual({ _tag: 'max', length: 50 });
  });

  it('loads wishlist ids only for users whose anonymous flag is false', () => {
    expect(loadsWishlist(undefined)).toBe(false);
    expect(loadsWishlist({ anonymous: true })).toBe(false);
    expect(loadsWishlist({ anonymous: false })).toBe(true);
  });

  it('shows the incorrect-request text for 400 and the 500 text otherwise', () => {
    expect(wishlistAddFailureKind(400)).toBe('incorrectRequest');
    fc.assert(fc.property(fc.integer({ min: 401, max: 599 }), (status) => wishlistAddFailureKind(status) === 'serverError'));
  });
});
