import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

interface Rated {
  readonly product_id: string;
  readonly name: string;
  readonly rating: string;
  readonly reviews_count: number;
}

/** Issue 14, defect 8: ratings and written reviews are counted and named apart. */
describe('rating and review counts', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let silent: Rated;
  let written: Rated & { readonly texts: number };
  beforeAll(async () => {
    ({ db, app } = await openTestShop('review-counts', 600, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
    const texts = await db
      .selectFrom('product_review')
      .select((eb) => ['product_id', eb.fn.countAll<string>().as('n')])
      .groupBy('product_id')
      .execute();
    const byProduct = new Map(texts.map((t) => [t.product_id, Number(t.n)]));
    const rated = await db
      .selectFrom('product')
      .select(['product_id', 'name', 'rating', 'reviews_count'])
      .where('reviews_count', '>', 20)
      .where('on_sale_soon', '=', false)
      .orderBy('product_id')
      .execute();
    silent = rated.find((p) => !byProduct.has(p.product_id))!;
    const withTexts = rated.find((p) => (byProduct.get(p.product_id) ?? 0) >= 2)!;
    written = { ...withTexts, texts: byProduct.get(withTexts.product_id)! };
  }, 120_000);
  afterAll(() => db.destroy());

  const api = (path: string) => apiBrowser(app).call('GET', path);

  it('answers `reviews` as the written reviews and `ratingCount` as the ratings, on the product, its card and in autocomplete', async () => {
    expect((await api(`/products/${silent.product_id}`)).body).toMatchObject({
      rating: Number(silent.rating),
      reviews: 0,
      ratingCount: silent.reviews_count,
      reviewsAndQuestions: { reviews: 0 },
    });
    const page = (await api(`/products/${written.product_id}`)).body;
    expect(page).toMatchObject({ reviews: written.texts, ratingCount: written.reviews_count, reviewsAndQuestions: { reviews: written.texts } });
    expect(page.reviewsPreview.length).toBe(Math.min(3, written.texts));
    const stars = page.ratingDistribution as { rating: number; count: number }[];
    expect(stars.map((s) => s.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(stars.reduce((sum, s) => sum + s.count, 0)).toBe(written.reviews_count);
    const mean = stars.reduce((sum, s) => sum + s.rating * s.count, 0) / written.reviews_count;
    expect(Math.abs(mean - Number(written.rating))).toBeLessThanOrEqual(0.05);

    const hints = (await api(`/products/auto-hints?query=${encodeURIComponent(silent.name.split(' ')[0]!)}`)).body;
    for (const p of hints.products as { id: string; reviews: number; ratingCount: number }[]) expect(p.reviews).toBeLessThanOrEqual(p.ratingCount);
    const reviewsPage = (await api(`/products/${written.product_id}/reviews`)).body;
    expect(reviewsPage).toMatchObject({
      rating: Number(written.rating),
      ratingCount: written.reviews_count,
      reviewsCount: written.texts,
      ratingDistribution: stars,
    });
  });

  it('counts them as stored on every listing card and autocomplete row (issue 14: cards said «отзывов: 458» with no written review)', async () => {
    const { category_path: path } = await db
      .selectFrom('product_search')
      .select('category_path')
      .where('product_id', '=', written.product_id)
      .executeTakeFirstOrThrow();
    const texts = async (ids: readonly string[]) =>
      new Map(
        (
          await db
            .selectFrom('product')
            .select((eb) => [
              'product_id',
              'reviews_count',
              eb
                .selectFrom('product_review')
                .select((r) => r.fn.countAll<string>().as('n'))
                .whereRef('product_review.product_id', '=', 'product.product_id')
                .as('texts'),
            ])
            .where('product_id', 'in', ids)
            .execute()
        ).map((r) => [r.product_id, { ratingCount: r.reviews_count, reviews: Number(r.texts) }]),
      );
    const listing = (await apiBrowser(app).call('POST', '/catalog', { url: `/catalog/${path}/` })).body.products as {
      productId: string;
      reviews: number;
      ratingCount: number;
    }[];
    const hints = (await api(`/products/auto-hints?query=${encodeURIComponent(silent.name.split(' ')[0]!)}`)).body.products as {
      id: string;
      reviews: number;
      ratingCount: number;
    }[];
    const cards = [...listing, ...hints.map((h) => ({ ...h, productId: h.id }))];
    const stored = await texts(cards.map((c) => c.productId));
    for (const card of cards) expect({ reviews: card.reviews, ratingCount: card.ratingCount }, card.productId).toEqual(stored.get(card.productId));
    expect(cards.some((c) => c.ratingCount > c.reviews)).toBe(true);
    const html = await (await app.request(`/catalog/${path}/`)).text();
    expect(html).not.toMatch(/отзыв(а|ов)?: \d/);
    expect(html).toMatch(/class="muted">\d+ (оценка|оценки|оценок)/);
  });

  it('names them apart with Russian plurals on the card, the product page and the reviews page', async () => {
    const html = await (await app.request(`/product/${silent.product_id}/`)).text();
    expect(html).not.toMatch(/отзывов: \d/);
    expect(html).toMatch(/\d+ (оценка|оценки|оценок)/);
    expect(html).toContain('Отзывов с текстом пока нет');
    const stars = html.match(/class="rating-bars__row"/g) ?? [];
    expect(stars).toHaveLength(5);
    const talk = await (await app.request(`/product/${written.product_id}/`)).text();
    expect(talk).toMatch(new RegExp(`${written.texts} (отзыв|отзыва|отзывов)`));
  });

  it('adds a posted review to its star, the ratings and the written reviews', async () => {
    const me = await signedInBrowser(app, '+7918');
    expect(
      (await me.call('POST', `/products/${silent.product_id}/reviews`, { body: 'Удобные', author: 'Ирина', isAnonymous: false, photoIds: [], rating: 1 }))
        .status,
    ).toBe(201);
    const after = (await api(`/products/${silent.product_id}`)).body;
    expect(after).toMatchObject({ reviews: 1, ratingCount: silent.reviews_count + 1 });
    expect(after.ratingDistribution.find((s: { rating: number }) => s.rating === 1).count).toBeGreaterThanOrEqual(1);
  });
});
