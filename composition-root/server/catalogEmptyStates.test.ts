import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

const ORIGIN = 'http://shop.test';
const CATEGORY = '/catalog/muzhchinam/';

interface Facet {
  readonly id: string;
  readonly values: readonly { value: string; name: string; count: number; min?: number; max?: number; from?: number; to?: number }[];
}

/** Issue 14, defect 12: a page past the end, filters that match nothing and the price fields. */
describe('catalogue listings past the end and with filters that match nothing', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('empty-states', 300));
  }, 120_000);
  afterAll(() => db.destroy());

  const catalog = async (url: string) =>
    (
      await app.request('/web-api/v1/catalog', {
        method: 'POST',
        body: JSON.stringify({ url }),
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
      })
    ).json();
  const facet = (body: { facets: readonly Facet[] }, id: string) => body.facets.find((f) => f.id === id);
  /** A brand of the category and a price above its dearest product: together they match nothing. */
  const noMatch = async () => {
    const brand = facet(await catalog(CATEGORY), 'brand')!.values[0]!;
    const max = facet(await catalog(`${CATEGORY}?brand=${brand.value}`), 'price')!.values[0]!.max!;
    return { brand, above: max + 1000, url: `${CATEGORY}?brand=${brand.value}&price_from=${max + 1000}` };
  };

  it('sends a page past the last one to the last page, keeping filters and sort', async () => {
    const { pagination } = await catalog(`${CATEGORY}?sort=price_asc`);
    expect(pagination.pageCount).toBeGreaterThan(1);
    const res = await app.request(`${CATEGORY}?sort=price_asc&page=${pagination.pageCount + 5}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${CATEGORY}?sort=price_asc&page=${pagination.pageCount}`);
    const empty = await app.request(`${CATEGORY}?brand=nosuchbrand&page=3`);
    expect(empty.status).toBe(302);
    expect(empty.headers.get('location')).toBe(`${CATEGORY}?brand=nosuchbrand`);
  });

  it('keeps the selected values in their facets, so a filter matching nothing can be taken off', async () => {
    const { brand, url } = await noMatch();
    const body = await catalog(url);
    expect(body.productCount).toBe(0);
    expect(facet(body, 'brand')!.values).toContainEqual({ value: brand.value, name: brand.name, count: 0, selectedByUser: true });
  });

  it('says the filters match nothing, lists them and offers to reset them', async () => {
    const { brand, above, url } = await noMatch();
    const html = await (await app.request(url)).text();
    expect(html).not.toContain('В этой категории пока нет товаров');
    expect(html).toContain('Нет товаров, подходящих под выбранные фильтры');
    expect(html).toMatch(new RegExp(`<a[^>]*href="${CATEGORY}"[^>]*>Сбросить фильтры</a>`));
    // Each active filter links to the listing without it, once: the chips above the listing, not a second list.
    expect(html.split(`href="${CATEGORY}?price_from=${above}"`)).toHaveLength(2);
    expect(html).toContain(brand.name);
  });

  it('shows only typed prices as values and never a placeholder crossing them', async () => {
    const { above, url } = await noMatch();
    const html = await (await app.request(url)).text();
    const input = (name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
    expect(input('price_from')).toContain(`value="${above}"`);
    expect(input('price_to')).not.toMatch(/value="/);
    const placeholder = Number(input('price_to').match(/placeholder="(\d+)"/)?.[1] ?? above);
    expect(placeholder).toBeGreaterThanOrEqual(above);
    const price = facet(await catalog(url), 'price')!.values[0]!;
    expect(price.from!).toBeLessThanOrEqual(price.to!);
  });
});

/** Issue 14, defect 11: a search that finds nothing says so and offers popular categories. */
describe('a search that finds nothing', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('nothing-found', 200));
  }, 120_000);
  afterAll(() => db.destroy());

  it('never swaps a plain word for an unrelated product name (issue 14: «форма» was searched as «forge»)', async () => {
    // Words the 200 products lack, each near a product's name in Latin letters or another Russian word.
    for (const [word, stem] of [
      ['сумка', 'сумк'],
      ['термос', 'термос'],
      ['капа', 'кап'],
      ['спальник', 'спальн'],
    ] as const) {
      const url = `/catalog/product/search.do/?text=${encodeURIComponent(word)}`;
      const body = await (
        await app.request('/web-api/v1/catalog', {
          method: 'POST',
          body: JSON.stringify({ url }),
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
        })
      ).json();
      expect(body.correctedQueryText, word).toBeNull();
      for (const p of body.products as { name: string }[]) expect(p.name.toLocaleLowerCase('ru'), word).toContain(stem);
    }
  });

  it('says «По запросу … ничего не найдено» and links popular categories', async () => {
    const url = `/catalog/product/search.do/?text=${encodeURIComponent('абвгдейка')}`;
    const body = await (
      await app.request('/web-api/v1/catalog', {
        method: 'POST',
        body: JSON.stringify({ url }),
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
      })
    ).json();
    expect(body.productCount).toBe(0);
    expect(body.correctedQueryText).toBeNull();
    expect(body.popularCategories.length).toBeGreaterThan(2);
    const html = await (await app.request(url)).text();
    expect(html).toContain('По запросу «абвгдейка» ничего не найдено');
    expect(html).toContain('Популярные категории');
    expect(html).toContain(`href="${body.popularCategories[0].url}"`);
  });
});
