import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';

/** Tag, seller and review pages: the API call and the server-rendered page. */
describe('tag, seller and review pages (spec §2 Routes)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('extras', 300));
  }, 90_000);
  afterAll(() => db.destroy());
  const html = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, text: await res.text() };
  };

  it('lists a tag by its content filter and renders /tag/{tagName}/ with its title and canonical link', async () => {
    const api = await apiBrowser(app).call('GET', '/catalog/tags/begovye-krossovki');
    expect(api.status).toBe(200);
    expect(api.body.tag.title).toBe('Кроссовки для бега');
    expect(api.body.listing.products.length).toBeGreaterThan(0);
    const runningBrands = ['Asics', 'Brooks', 'Hoka', 'Mizuno', 'Saucony'];
    expect(api.body.listing.products.every((p: { brand: { name: string } }) => runningBrands.includes(p.brand.name))).toBe(true);
    const page = await html('/tag/begovye-krossovki/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Кроссовки для бега</h1>');
    expect(page.text).toMatch(/<link rel="canonical" href="[^"]*\/tag\/begovye-krossovki\/"/);
    expect((await apiBrowser(app).call('GET', '/catalog/tags/nope')).status).toBe(404);
    expect((await apiBrowser(app).call('GET', '/catalog/tags/krossovki-nike?page=0')).status).toBe(400);
    expect((await html('/tag/nope/')).status).toBe(404);
  });

  it('renders a seller page and 404 for an unknown seller', async () => {
    const page = await html('/seller/sportmarket/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Спорт·Маркет</h1>');
    expect(page.text).toContain('class="card"');
    expect((await html('/seller/nobody/')).status).toBe(404);
  });

  it('renders the reviews and questions tabs; a bad order is a 400 page', async () => {
    const { product_id: id } = await db.selectFrom('product_review').select('product_id').orderBy('product_id').executeTakeFirstOrThrow();
    const reviews = await html(`/product/${id}/reviews/?orderBy=RATING_DESC&filter=`);
    expect(reviews.status).toBe(200);
    expect(reviews.text).toContain('aria-current="page"');
    expect(reviews.text).toContain('data-testid="review"');
    expect(reviews.text).toContain('Вопросы и ответы');
    expect((await html(`/product/${id}/faq/`)).status).toBe(200);
    expect((await html(`/product/${id}/reviews/?orderBy=NAME`)).status).toBe(400);
  });
});
