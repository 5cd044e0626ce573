import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './pageType';

describe('page type per route (spec §2)', () => {
  it('tags the spec routes', () => {
    expect(pageTypeOf('/', {})).toBe('MAIN');
    expect(pageTypeOf('/catalog/', {})).toBe('CATALOG_TREE');
    expect(pageTypeOf('/catalog/muzhchinam/obuv/', {})).toBe('CATALOG');
    expect(pageTypeOf('/catalog/daily-offer/', {})).toBe('CATALOG');
    expect(pageTypeOf('/catalog/pers_sale/', {})).toBe('PERSONAL_CATALOG');
    expect(pageTypeOf('/profile/pers_sale/', {})).toBe('PERSONAL_SALES');
    expect(pageTypeOf('/catalog/product/search.do/', { text: 'мяч' })).toBe('SEARCH_RESULTS');
    expect(pageTypeOf('/product/123/', {})).toBe('PRODUCT');
    expect(pageTypeOf('/product/123/reviews', {})).toBe('PRODUCT_REVIEWS');
    expect(pageTypeOf('/stores/hash/ucfv0j7z8b7e/', {})).toBe('STORES');
    expect(pageTypeOf('/cart/thanks/42/', {})).toBe('THANK_YOU');
    expect(pageTypeOf('/oferta/', {})).toBe('OTHER');
    expect(pageTypeOf('/promo', {})).toBe('PUBLICATION');
    expect(pageTypeOf('/promo/proshedshie/', {})).toBe('PUBLICATION');
    expect(pageTypeOf('/publication/1041/', {})).toBe('PUBLICATION');
    expect(pageTypeOf('/promo/1041/', {})).toBe('PUBLICATION');
    expect(pageTypeOf('/news/2210/', {})).toBe('NEWS');
    expect(pageTypeOf('/pickup/hash/ucfv0j5nc6gh/', {})).toBe('STORES');
    expect(pageTypeOf('/newsletter/', {})).toBe('OTHER');
    expect(pageTypeOf('/login/', { backUrl: '/cart/' })).toBe('LOGIN');
    expect(pageTypeOf('/login', {})).toBe('LOGIN');
    expect(pageTypeOf('/result/', {})).toBe('PUBLICATION');
    expect(pageTypeOf('/project-sm-fortnite', {})).toBe('OTHER');
    expect(pageTypeOf('/pickup/SM-001/', {})).toBe('STORES');
  });

  it('makes the cart CHECKOUT only when step=checkout', () => {
    expect(pageTypeOf('/cart/', { step: 'checkout' })).toBe('CHECKOUT');
    expect(pageTypeOf('/cart/', {})).toBe('CART');
    fc.assert(
      fc.property(fc.string(), (step) => {
        expect(pageTypeOf('/cart/', { step })).toBe(step === 'checkout' ? 'CHECKOUT' : 'CART');
      }),
    );
  });
});
