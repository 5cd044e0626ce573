import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { signedInBrowser } from '../../test-fixtures/signedInClient';

// Spec §2 Routes: /login/, /no-referrer-redirect, /result/, /project-sm-fortnite, /pickup/{code}/, /stores/:geocode?/.
describe('the shell routes that answered 404', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('shell-routes', 20, { featureToggles: { FT9519: true } }));
  });
  afterAll(() => db.destroy());

  const page = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });

  describe('/login/', () => {
    it('renders the sign-in form inline for an anonymous visitor', async () => {
      const answer = await page('/login/?backUrl=%2Fcart%2F');
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('<title>Вход или регистрация — Спорт·Маркет</title>');
      expect(html).toMatch(/<h1[^>]*>Вход или регистрация<\/h1>/);
      expect(html).toContain('Номер телефона');
      expect(html).toContain('Получить код');
      expect(html).not.toContain('data-testid="auth-dialog"');
    });

    it('sends a signed-in visitor to a same-site backUrl, else home', async () => {
      const cookie = (await signedInBrowser(app)).cookie();
      const go = async (path: string) => {
        const answer = await page(path, cookie);
        expect(answer.status).toBe(302);
        return answer.headers.get('location');
      };
      expect(await go('/login/?backUrl=%2Fcart%2F%3Fstep%3Dcheckout')).toBe('/cart/?step=checkout');
      expect(await go('/login/')).toBe('/');
      for (const outside of ['https://evil.test/', '//evil.test/', '/\\evil.test', '/\t/evil.test', 'javascript:alert(1)', 'evil.test']) {
        expect(await go(`/login/?backUrl=${encodeURIComponent(outside)}`)).toBe('/');
      }
    });

    it('is where FT9519 sends an anonymous visitor of the profile, to come back', async () => {
      const answer = await page('/profile/bonuses/?page=2');
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/login/?backUrl=%2Fprofile%2Fbonuses%2F%3Fpage%3D2');
    });
  });

  describe('/no-referrer-redirect', () => {
    it('leaves for an http(s) address without the referrer: header, meta, refresh and the link', async () => {
      const answer = await page(`/no-referrer-redirect?url=${encodeURIComponent('https://partner.example/run?utm=sm&a=1')}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await answer.text();
      expect(html).toContain('<meta name="referrer" content="no-referrer">');
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://partner.example/run?utm=sm&amp;a=1">');
      expect(html).toContain(
        '<a class="button button--primary" href="https://partner.example/run?utm=sm&amp;a=1" rel="noreferrer noopener">Перейти на сайт</a>',
      );
      expect(html).not.toContain('<script');
    });

    it('escapes what it repeats: a quote cannot leave the attribute', async () => {
      const html = await (await page(`/no-referrer-redirect?url=${encodeURIComponent('http://partner.example/"><script>alert(1)</script>')}`)).text();
      expect(html).not.toContain('<script>');
      expect(html).toContain('href="http://partner.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
      const apostrophe = await (await page(`/no-referrer-redirect?url=${encodeURIComponent("https://partner.example/it's&x")}`)).text();
      expect(apostrophe).toContain('href="https://partner.example/it&#39;s&amp;x"');
    });

    it('answers the 404 page, never a redirect, for a missing or non-http(s) url', async () => {
      for (const url of [
        undefined,
        '',
        'javascript:alert(1)',
        'data:text/html,<b>x</b>',
        '/cart/',
        '//evil.test/',
        'ftp://files.example/',
        'https://user:pass@evil.test/',
        'not a url',
      ]) {
        const answer = await page(url === undefined ? '/no-referrer-redirect' : `/no-referrer-redirect?url=${encodeURIComponent(url)}`);
        expect(answer.status, String(url)).toBe(404);
        expect(answer.headers.get('location')).toBeNull();
        const html = await answer.text();
        expect(html).toContain('Страница не найдена');
        expect(html).not.toContain('http-equiv="refresh"');
      }
    });
  });

  describe('static pages /result/ and /project-sm-fortnite', () => {
    it('serves them server-rendered and through the API, sanitised', async () => {
      for (const [path, title] of [
        ['/result/', 'Итоги розыгрышей'],
        ['/project-sm-fortnite', 'Спорт·Маркет × Fortnite'],
        ['/project-sm-fortnite/', 'Спорт·Маркет × Fortnite'],
      ] as const) {
        const answer = await page(path);
        expect(answer.status, path).toBe(200);
        expect(await answer.text()).toContain(`<h1>${title}</h1>`);
      }
      const api = await (await page('/web-api/v1/static-pages?url=%2Fproject-sm-fortnite%2F')).json();
      expect(api).toMatchObject({ url: '/project-sm-fortnite/', title: 'Спорт·Маркет × Fortnite' });
      expect(api.html).toContain('<a href="/no-referrer-redirect?url=https%3A%2F%2Fwww.fortnite.com%2F">');
      expect((await (await page('/web-api/v1/static-pages?url=%2Fresult%2F')).json()).html).toContain('<table>');
    });
  });

  describe('shops and pickup points by real ids from GET /web-api/v1/shops', () => {
    it('answers 200 for /pickup/{code}/, /pickup/hash/{geocode}/, /stores/{geocode}/ and /stores/{id}/', async () => {
      const pickups = await (await page('/web-api/v1/shops?geoPoint=ucfv0j7z8b7e&kind=PICKUP_POINT')).json();
      const shops = await (await page('/web-api/v1/shops?geoPoint=ucfv0j7z8b7e')).json();
      expect(pickups.shops.length).toBeGreaterThan(0);
      const code = pickups.shops[0].shopNumber;
      for (const path of [`/pickup/${code}/`, '/pickup/hash/ucfv0j7z8b7e/', '/stores/', '/stores/ucfv0j7z8b7e/', `/stores/${shops.shops[0].shopNumber}/`]) {
        expect((await page(path)).status, path).toBe(200);
      }
      expect((await page('/pickup/000000/')).status).toBe(404);
    });
  });
});
