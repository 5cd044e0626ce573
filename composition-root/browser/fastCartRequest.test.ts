import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { fastCartRequest, isFastCheckout } from './fastCartRequest';

describe('cart calls on a fast checkout page (spec §2 /cart/?type=fast#pickup, §7 cartType)', () => {
  const paths: string[] = [];
  const inner: ApiRequest = async (_method, path) => {
    paths.push(path);
    return E.right(undefined as never);
  };
  const at = (search: string, hash: string) => ({ pathname: '/cart/', search, hash });

  it('adds cartType=FAST to cart calls only, only on the fast checkout page', async () => {
    const fast = fastCartRequest(inner, at('?type=fast', '#pickup'));
    await fast('GET', '/cart', t.unknown);
    await fast('GET', '/cart/pickup/variants/map-points?isOnlyConvenience=false', t.unknown);
    await fast('POST', '/cart/fast?cartType=FAST', t.unknown);
    await fast('GET', '/location/addresses?text=ab', t.unknown);
    await fast('GET', '/cartoons', t.unknown);
    await fastCartRequest(inner, at('?step=checkout', '')).call(null, 'GET', '/cart', t.unknown);
    expect(paths).toEqual([
      '/cart?cartType=FAST',
      '/cart/pickup/variants/map-points?isOnlyConvenience=false&cartType=FAST',
      '/cart/fast?cartType=FAST',
      '/location/addresses?text=ab',
      '/cartoons',
      '/cart',
    ]);
  });

  it('needs both type=fast and #pickup', () => {
    expect(isFastCheckout(at('?type=fast', '#pickup'))).toBe(true);
    expect(isFastCheckout(at('?type=fast', ''))).toBe(false);
    expect(isFastCheckout({ pathname: '/product/1/', search: '?type=fast', hash: '#pickup' })).toBe(false);
  });
});
