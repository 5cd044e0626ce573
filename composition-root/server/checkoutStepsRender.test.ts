import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';

// The cart's checkout steps are a part in a chunk of its own (adapters-ui-react/lazyPart.ts), which
// suspends the first time the server renders it: the document still carries it in place.
describe('/cart/?step=checkout rendered by the server', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('checkout-steps-render', 5));
  });
  afterAll(() => db.destroy());

  it('writes the steps in place, not a fallback replaced by script, from the first request on', async () => {
    const html = await (await app.request('/cart/?step=checkout')).text();
    expect(html).toMatch(/<h1[^>]*>Оформление заказа<\/h1>/);
    expect(html).toContain('В корзине пока пусто — оформлять нечего.');
    expect(html).not.toContain('Загружаем оформление');
    expect(html).not.toContain('<!--$?-->');
  });

  it('leaves them out of the cart', async () => {
    const html = await (await app.request('/cart/')).text();
    expect(html).toMatch(/<h1[^>]*>Корзина<\/h1>/);
    expect(html).not.toContain('Оформление заказа');
  });
});
