import { describe, expect, it } from 'vitest';
import { isActivePublication, pageCount, publicationIdFromUrl, publicationUrl } from './publication';

describe('publications (spec §2 /promo, /publication/{id}, §7 GET /publications)', () => {
  it('reads the id from the publication address and its aliases', () => {
    expect(publicationIdFromUrl('/publication/1041/')).toBe('1041');
    expect(publicationIdFromUrl('/promo/1041')).toBe('1041');
    expect(publicationIdFromUrl('/news/2210/?utm=x')).toBe('2210');
    expect(publicationIdFromUrl('/promo/proshedshie/')).toBeUndefined();
    expect(publicationIdFromUrl('/promo/')).toBeUndefined();
    expect(publicationIdFromUrl('/catalog/1041/')).toBeUndefined();
    expect(publicationIdFromUrl('/news/a/b/')).toBeUndefined();
    expect(publicationUrl('1041')).toBe('/publication/1041/');
  });

  it('keeps a promotion active through its last day and news without an end always', () => {
    expect(isActivePublication({ dateTo: '2026-11-22' }, '2026-11-22')).toBe(true);
    expect(isActivePublication({ dateTo: '2026-11-21' }, '2026-11-22')).toBe(false);
    expect(isActivePublication({}, '2030-01-01')).toBe(true);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
