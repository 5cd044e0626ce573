import { describe, expect, it } from 'vitest';
import { localProductHistory, PRODUCT_HISTORY_LIMIT } from './productHistory';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('product history in local storage', () => {
  it('maps product id to url, latest last, without repeats', () => {
    const h = localProductHistory(memory());
    h.remember('1', '/product/1/');
    h.remember('2', '/product/2/');
    h.remember('1', '/product/1/');
    expect([...h.read()]).toEqual([
      ['2', '/product/2/'],
      ['1', '/product/1/'],
    ]);
  });

  it(`keeps the last ${PRODUCT_HISTORY_LIMIT} and survives garbage`, () => {
    const storage = memory();
    const h = localProductHistory(storage);
    for (let i = 0; i < 30; i++) h.remember(String(i), `/product/${i}/`);
    expect(h.read().size).toBe(PRODUCT_HISTORY_LIMIT);
    expect([...h.read().keys()][0]).toBe('10');
    storage.setItem('productHistory', 'not json');
    expect(h.read().size).toBe(0);
  });
});
