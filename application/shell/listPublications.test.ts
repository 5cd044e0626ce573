import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { getPublication } from './getPublication';
import { moscowDate } from '../../domain/shipment/receivingDate';
import { listPublications } from './listPublications';
import type { Publication } from './PublicationSource';

const pub = (id: string, type: Publication['type'], dateFrom: string, dateTo?: string): Publication => ({
  id,
  type,
  title: id,
  annotation: '',
  imageUrl: '',
  imageAlt: '',
  dateFrom,
  html: '',
  ...(dateTo ? { dateTo } : {}),
});

const ALL = [
  pub('old', 'PROMO', '2026-06-01', '2026-08-31'),
  pub('now', 'PROMO', '2026-11-01', '2027-01-31'),
  pub('later', 'PROMO', '2026-12-01', '2026-12-31'),
  pub('news', 'NEWS', '2026-10-20'),
  ...Array.from({ length: 14 }, (_, i) => pub(`p${i}`, 'PROMO', `2026-09-${String(10 + i).padStart(2, '0')}`, '2027-02-01')),
];
// 22:30 UTC on 21 November is already 22 November in Moscow.
const clock = { now: () => new Date('2026-11-21T22:30:00Z') };
const deps = { publications: { all: async () => ALL }, clock };

describe('publications by type, activity and page', () => {
  it('dates days in Moscow time', () => {
    expect(moscowDate(clock.now())).toBe('2026-11-22');
  });

  it('lists running promotions newest first, twelve a page, leaving out those not started', async () => {
    const first = await listPublications(deps)({ types: ['PROMO'], page: 1, isActive: true });
    expect(first.pageCount).toBe(2);
    expect(first.items.map((p) => p.id).slice(0, 2)).toEqual(['now', 'p13']);
    expect(first.items).toHaveLength(12);
    const second = await listPublications(deps)({ types: ['PROMO'], page: 2, isActive: true });
    expect(second.items.map((p) => p.id)).toEqual(['p2', 'p1', 'p0']);
    expect(ALL.some((p) => p.id === 'later')).toBe(true);
    expect([...first.items, ...second.items].some((p) => p.id === 'later')).toBe(false);
  });

  it('lists finished promotions and news by type', async () => {
    expect((await listPublications(deps)({ types: ['PROMO'], page: 1, isActive: false })).items.map((p) => p.id)).toEqual(['old']);
    expect((await listPublications(deps)({ types: ['NEWS'], page: 1 })).items.map((p) => [p.id, p.isActive])).toEqual([['news', true]]);
  });

  it('finds a publication under its own alias only, and not before it starts', async () => {
    const get = getPublication(deps);
    expect(E.isRight(await get('/promo/now/'))).toBe(true);
    expect(E.isRight(await get('/news/news/'))).toBe(true);
    expect(await get('/news/now/')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await get('/publication/later/')).toEqual(E.left({ _tag: 'NOT_FOUND' }));
  });
});
