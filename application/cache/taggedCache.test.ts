import { describe, expect, it } from 'vitest';
import { ALL_TAG } from './answerTags';
import { taggedCache } from './taggedCache';

const cache = (maxSize = 100) => taggedCache<string>({ maxSize, sizeOf: (v) => v.length, ttlMs: 60_000 });

describe('tagged cache', () => {
  it('drops exactly the entries carrying a dropped tag, and everything on *', () => {
    const c = cache();
    c.put('a', 'A', ['product:1', 'listing'], c.generation());
    c.put('b', 'B', ['product:2'], c.generation());
    c.drop(['product:1']);
    expect([c.get('a'), c.get('b')]).toEqual([undefined, 'B']);
    c.drop([ALL_TAG]);
    expect(c.get('b')).toBeUndefined();
  });

  it('refuses a fill that a change to one of its tags overtook, keeps one that other changes did', () => {
    const c = cache();
    const since = c.generation();
    c.drop(['product:2']);
    c.put('a', 'A', ['product:1'], since);
    expect(c.get('a')).toBe('A');
    const later = c.generation();
    c.drop(['listing', 'product:1']);
    c.put('a', 'stale', ['product:1'], later);
    expect(c.get('a')).toBeUndefined();
  });

  it('refuses a fill older than the changes it remembers', () => {
    const c = cache();
    const since = c.generation();
    for (let i = 0; i < 300; i++) c.drop([`product:${i + 10}`]);
    c.put('a', 'A', ['product:1'], since);
    expect(c.get('a')).toBeUndefined();
  });

  it('holds its byte budget counting keys and tags as well as values, least recently used going first', () => {
    const c = cache(1_000);
    const listing = (filters: string) => `POST /web-api/v1/catalog ${filters.repeat(280)}`; // 610 bytes
    c.put(listing('a'), 'A', ['listing'], c.generation()); // 1 + 610 + 14 bytes
    c.put('small', 'B', ['listing'], c.generation()); // 1 + 10 + 14
    c.get('small');
    c.put(listing('b'), 'C', ['listing'], c.generation());
    expect([c.get(listing('a')), c.get('small'), c.get(listing('b'))]).toEqual([undefined, 'B', 'C']);
  });

  it('forgets the tags of entries pushed out by size, so a later drop finds nothing of them', () => {
    const c = cache(30); // an entry below weighs 22 bytes: 'AA', its key and its tag
    c.put('a', 'AA', ['product:1'], c.generation());
    c.put('b', 'BB', ['product:2'], c.generation());
    expect(c.get('a')).toBeUndefined();
    c.drop(['product:1']);
    expect(c.get('b')).toBe('BB');
  });

  it('with replicas, keeps no fill of a changed tag until the replicas had time to replay the change', () => {
    let now = 0;
    const c = taggedCache<string>({ maxSize: 100, sizeOf: (v) => v.length, ttlMs: 60_000, settleMs: 5_000, now: () => now });
    c.drop(['product:1']);
    now = 4_999;
    expect(c.put('a', 'maybe old', ['product:1'], c.generation())).toBe(false);
    expect(c.put('b', 'B', ['product:2'], c.generation())).toBe(true);
    now = 5_001;
    expect(c.put('a', 'A', ['product:1'], c.generation())).toBe(true);
  });
});
