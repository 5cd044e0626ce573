import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

/** The club pages, the look zone and the workshop services: calls, 400s and 404s, server-rendered pages. */
describe('club, look zone and services over HTTP (spec §2, §7 Kits, services)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('clubpro', 400, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 120_000);
  afterAll(() => db.destroy());

  const html = async (path: string, cookie = '') => {
    const res = await app.request(path, cookie ? { headers: { cookie } } : {});
    // React marks the joins of text and values with empty comments; the reader sees one text.
    return { status: res.status, text: (await res.text()).replace(/<!-- -->/g, '') };
  };

  it('renders the club rules with the levels of the domain, a join button for a visitor and 404 for an unknown section', async () => {
    const rules = await html('/clubpro/rules/');
    expect(rules.status).toBe(200);
    expect(rules.text).toContain('<h1>Правила клубной программы</h1>');
    expect(rules.text).toContain('старше 14 лет');
    for (const text of ['Стандартный', 'Серебряный', 'Золотой', '15 001', '150 001', '5 %', '7 %', '10 %'])
      expect(rules.text.replace(/\u00a0/g, ' ')).toContain(text);
    expect(rules.text).toContain('Вступить в клуб или войти');
    expect((await html('/clubpro/levels/')).status).toBe(200);
    expect((await html('/clubpro/faq/')).status).toBe(200);
    expect((await html('/clubpro/nope/')).status).toBe(404);
  });

  it('shows a signed-in member their card: level, balance and what is left to the next level', async () => {
    const me = await signedInBrowser(app, '+7917');
    const page = await html('/clubpro/rules/', me.cookie());
    expect(page.text).toContain('data-testid="loyalty-card"');
    expect(page.text).toContain('Уровень «Стандартный»');
    expect(page.text).toContain('До уровня «Серебряный» осталось купить на');
    expect(page.text).not.toContain('Вступить в клуб или войти');
  });

  it('finds one kit by id; a malformed id is 400', async () => {
    const api = apiBrowser(app);
    const { kits } = (await api.call('GET', '/kits')).body;
    expect(kits.length).toBeGreaterThan(5);
    const one = await api.call('GET', `/kits?kitId=${kits[4].id}`);
    expect(one.body.kits.map((k: { id: string }) => k.id)).toEqual([kits[4].id]);
    expect((await api.call('GET', '/kits?kitId=no-such')).body.kits).toEqual([]);
    expect((await api.call('GET', '/kits?kitId=a%20b')).status).toBe(400);
  });

  it('renders the look zone, a category of it and a look; unknown ones are 404', async () => {
    const api = apiBrowser(app);
    const { categories } = (await api.call('GET', '/kits/categories')).body;
    const { kits } = (await api.call('GET', '/kits')).body;
    const zone = await html('/lookzone/');
    expect(zone.status).toBe(200);
    expect(zone.text).toContain('<h1>Образы</h1>');
    expect(zone.text).toContain(`href="/lookzone/${kits[0].id}/"`);
    expect(zone.text).toContain(`href="/lookzone/catalog/${categories[0].id}/"`);
    const category = await html(`/lookzone/catalog/${categories[0].id}/`);
    expect(category.text).toContain(`<h1>Образы: ${categories[0].name}</h1>`);
    expect((await html('/lookzone/catalog/nope/')).status).toBe(404);
    const look = await html(`/lookzone/${kits[0].id}/`);
    expect(look.status).toBe(200);
    expect(look.text).toContain('Добавить образ в корзину');
    expect(look.text).toContain(`/product/${kits[0].products[0].productId}/`);
    expect((await html('/lookzone/nope/')).status).toBe(404);
  });

  it('answers the service calls, priced in the visitor’s city and market', async () => {
    const api = apiBrowser(app);
    const variants = await api.call('GET', '/services/variants');
    expect(variants.status).toBe(200);
    expect(variants.body.cityName).toBe('Москва');
    expect(variants.body.categories.map((c: { id: string }) => c.id)).toContain('velosipedy');
    const subs = await api.call('POST', '/service/subcategories', { categoryId: 'velosipedy' });
    expect(subs.body.subcategories.map((s: { id: string }) => s.id)).toEqual(['sborka-velosipeda', 'obsluzhivanie-velosipeda']);
    const list = await api.call('GET', '/services?categoryBranchId=zatochka-i-smazka');
    expect(list.body.services[0]).toEqual({
      id: 'zatochka-kantov',
      name: 'Заточка кантов лыж или сноуборда',
      durationMinutes: 40,
      price: { amount: 1200, currency: 'RUB' },
    });
    const one = await api.call('GET', '/services/zatochka-kantov');
    expect(one.body).toMatchObject({
      id: 'zatochka-kantov',
      price: { amount: 1200, currency: 'RUB' },
      category: { id: 'lyzhi-i-snoubordy' },
      cityName: 'Москва',
    });
    expect(one.body.shops.length).toBeGreaterThan(0);

    const { cities } = (await api.call('GET', '/location/top-cities')).body;
    const spb = cities.find((c: { name: string }) => c.name === 'Санкт-Петербург');
    await api.call('PUT', '/profiles/current/location', { geoPoint: spb.geoPoint, locationLevel: 'OTHER', locationName: spb.name });
    expect((await api.call('GET', '/services/zatochka-kantov')).body).toMatchObject({ price: { amount: 1080, currency: 'RUB' }, cityName: 'Санкт-Петербург' });
    const minsk = cities.find((c: { name: string }) => c.name === 'Минск');
    await api.call('PUT', '/profiles/current/location', { geoPoint: minsk.geoPoint, locationLevel: 'OTHER', locationName: 'Минск' });
    const abroad = (await api.call('GET', '/services/zatochka-kantov')).body;
    expect(abroad.price.currency).toBe('BYN');
    expect(abroad.shops).toEqual([]);
    expect((await api.call('GET', `/services/variants?geoPoint=${spb.geoPoint}`)).body.cityName).toBe('Санкт-Петербург');
  });

  it('answers 400 to malformed service requests and 404 to unknown ones', async () => {
    const api = apiBrowser(app);
    for (const [method, path, body, status] of [
      ['GET', '/services/variants?geoPoint=short', undefined, 400],
      ['POST', '/service/subcategories', {}, 400],
      ['POST', '/service/subcategories', { categoryId: 'Не код' }, 400],
      ['POST', '/service/subcategories', '{not json', 400],
      ['POST', '/service/subcategories', { categoryId: 'no-such' }, 404],
      ['GET', '/services', undefined, 400],
      ['GET', '/services?categoryBranchId=%20', undefined, 400],
      ['GET', '/services?categoryBranchId=no-such', undefined, 404],
      ['GET', '/services/no-such', undefined, 404],
      ['GET', '/services/BAD%20ID', undefined, 404],
    ] as const) {
      expect([method, path, (await api.call(method, path, body)).status]).toEqual([method, path, status]);
    }
  });

  it('renders /service/, a subcategory list and a service with links to its shops; unknown ones are 404', async () => {
    const catalog = await html('/service/');
    expect(catalog.status).toBe(200);
    expect(catalog.text).toContain('href="/services/velosipedy/obsluzhivanie-velosipeda/"');
    const list = await html('/services/velosipedy/obsluzhivanie-velosipeda/');
    expect(list.status).toBe(200);
    expect(list.text).toContain('href="/service/sezonnoe-to/"');
    expect((await html('/services/konki/obsluzhivanie-velosipeda/')).status).toBe(404);
    expect((await html('/services/velosipedy/nope/')).status).toBe(404);
    const service = await html('/service/sezonnoe-to/');
    expect(service.status).toBe(200);
    expect(service.text).toContain('<h1>Сезонное техобслуживание велосипеда</h1>');
    expect(service.text).toMatch(/href="\/store\/\d+\/"/);
    expect((await html('/service/nope/')).status).toBe(404);
  });
});
