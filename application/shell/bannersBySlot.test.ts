import { describe, expect, it } from 'vitest';
import { bannersBySlot } from './bannersBySlot';

const image = { imageUrl: '/a.svg', alt: 'a', link: '/', target: 'SELF' as const, width: 600, height: 300 };
const banners = {
  all: async () => [
    { id: 'b', slot: 'B', type: 'IMAGE' as const, imageContent: image },
    { id: 'a', slot: 'A', type: 'HTML' as const, htmlContent: '<p>a</p>' },
    { id: 'c', slot: 'A', type: 'HTML' as const, htmlContent: '<p>c</p>', categories: ['detyam'] },
  ],
};

describe('banners by slot (spec §7 GET /banners (slots, category))', () => {
  it('answers the asked slots in the asked order', async () => {
    expect((await bannersBySlot({ banners })(['B', 'A'])).map((b) => b.id)).toEqual(['b', 'a']);
  });

  it('adds category banners only for their category and drops the category list', async () => {
    const found = await bannersBySlot({ banners })(['A'], 'detyam');
    expect(found.map((b) => b.id)).toEqual(['a', 'c']);
    expect(found[1]).not.toHaveProperty('categories');
    expect((await bannersBySlot({ banners })(['A'], 'muzhchinam')).map((b) => b.id)).toEqual(['a']);
  });
});
