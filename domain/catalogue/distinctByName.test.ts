import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distinctByName } from './distinctByName';

describe('one of each name', () => {
  it('keep the best-ranked category of each name, in rank order', () => {
    const ranked = [
      { name: 'Кроссовки', id: 'm' },
      { name: 'Куртки', id: 'w' },
      { name: 'Кроссовки', id: 'w' },
      { name: 'Мячи', id: 'k' },
    ];
    expect(distinctByName(ranked, 8)).toEqual([
      { name: 'Кроссовки', id: 'm' },
      { name: 'Куртки', id: 'w' },
      { name: 'Мячи', id: 'k' },
    ]);
    expect(distinctByName(ranked, 2).map((c) => c.name)).toEqual(['Кроссовки', 'Куртки']);
  });

  it('never repeat a name nor exceed the limit, and skip no name they could show', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e').map((name) => ({ name }))), fc.nat(6), (ranked, limit) => {
        const tiles = distinctByName(ranked, limit).map((t) => t.name);
        expect(new Set(tiles).size).toBe(tiles.length);
        expect(tiles.length).toBe(Math.min(limit, new Set(ranked.map((r) => r.name)).size));
      }),
    );
  });
});
