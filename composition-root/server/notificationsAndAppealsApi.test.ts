import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { placeCustomerOrder } from '../../test-fixtures/customerOrders';
import { wareWithStock } from '../../test-fixtures/orderFixtures';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

const N = '/profiles/current/notifications';

describe('notifications and appeals over HTTP (spec §7 Profile …/notifications, Feedback, …/appeals)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('inbox', 3, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  type Me = Awaited<ReturnType<typeof signedInBrowser>>;
  const customerOf = async (me: Me) => {
    const { phone } = (await me.call('GET', '/profiles/current')).body;
    return { id: (await db.selectFrom('customer').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id, phone: phone as string };
  };
  const placeOrder = async (me: Me) => {
    const { id, phone } = await customerOf(me);
    return placeCustomerOrder(db, id, phone, await wareWithStock(db, 0, 5), 1);
  };

  it('answers NOT_AUTHORIZED to a visitor everywhere but the appeal types and stores', async () => {
    const stranger = apiBrowser(app);
    const calls = [
      ['GET', N],
      ['POST', `${N}/_has-unread`],
      ['POST', `${N}/_mark-as-read`],
      ['POST', `${N}/${crypto.randomUUID()}/_mark-as-read`],
      ['GET', '/feedback/orders'],
      ['POST', '/feedback/appeals'],
      ['GET', '/profiles/current/appeals'],
    ] as const;
    for (const [method, path] of calls) {
      const answer = await stranger.call(method, path, method === 'POST' ? {} : undefined);
      expect([path, answer.status, answer.body.reason]).toEqual([path, 401, 'NOT_AUTHORIZED']);
    }
    expect((await stranger.call('GET', '/feedback/types')).body.map((t: { name: string }) => t.name)).toEqual([
      'Вопрос о заказе',
      'Качество товара',
      'Работа магазина',
      'Сайт и приложение',
      'Другое',
    ]);
    const stores = await stranger.call('GET', '/feedback/stores/');
    expect([stores.status, stores.body.length > 0]).toEqual([200, true]);
  });

  it('tells of a placed order, pages, and marks one (own only) or all read', async () => {
    const me = await signedInBrowser(app, '+7916');
    expect((await me.call('POST', `${N}/_has-unread`)).body).toEqual({ hasUnread: false });
    expect((await me.call('GET', N)).body).toEqual({ notifications: [], pagination: { page: 1, pageSize: 5, total: 0 } });
    const placed = await placeOrder(me);
    const list = (await me.call('GET', N)).body;
    expect(list.pagination).toEqual({ page: 1, pageSize: 5, total: 1 });
    expect(list.notifications[0]).toMatchObject({
      kind: 'ORDER_STATUS',
      title: `Заказ № ${placed.orderNumber} создан`,
      link: `/profile/order_history/${placed.orderNumber}`,
      isRead: false,
    });
    expect((await me.call('POST', `${N}/_has-unread`)).body).toEqual({ hasUnread: true });

    const other = await signedInBrowser(app, '+7916');
    const id = list.notifications[0].id;
    for (const path of [`${N}/${id}/_mark-as-read`, `${N}/not-an-id/_mark-as-read`]) {
      const refused = await other.call('POST', path);
      expect([refused.status, refused.body.reason]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await me.call('POST', `${N}/${id}/_mark-as-read`)).body).toEqual({ hasUnread: false });
    expect((await me.call('GET', N)).body.notifications[0].isRead).toBe(true);

    for (let i = 0; i < 5; i++) await placeOrder(me);
    expect((await me.call('GET', `${N}?page=2`)).body.notifications.map((n: { id: string }) => n.id)).toEqual([id]);
    expect((await me.call('POST', `${N}/_mark-as-read`)).body).toEqual({ hasUnread: false });
    expect((await me.call('POST', `${N}/_has-unread`)).body).toEqual({ hasUnread: false });
    for (const page of ['0', '-1', '1.5', 'x']) expect((await me.call('GET', `${N}?page=${page}`)).status).toBe(400);
  });

  it('takes an appeal about the customer’s order, lists it and refuses what breaks the rules', async () => {
    const me = await signedInBrowser(app, '+7916');
    const placed = await placeOrder(me);
    expect((await me.call('GET', '/feedback/orders')).body).toEqual([{ orderNumber: placed.orderNumber, createdAt: expect.any(String), statusName: 'Создан' }]);
    const posted = await me.call('POST', '/feedback/appeals', {
      type: 'ORDER',
      orderNumber: placed.orderNumber,
      text: 'Когда привезут заказ?',
      email: 'me@example.ru',
    });
    expect([posted.status, posted.body]).toEqual([201, { appealNumber: expect.stringMatching(/^\d+$/) }]);
    const list = (await me.call('GET', '/profiles/current/appeals')).body;
    expect(list).toEqual({
      appeals: [
        {
          appealNumber: posted.body.appealNumber,
          type: 'ORDER',
          typeName: 'Вопрос о заказе',
          orderNumber: placed.orderNumber,
          storeNumber: null,
          text: 'Когда привезут заказ?',
          status: 'NEW',
          statusName: 'Принято',
          answer: null,
          createdAt: expect.any(String),
          files: [],
        },
      ],
      pagination: { page: 1, pageSize: 5, total: 1 },
    });

    const other = await signedInBrowser(app, '+7916');
    const foreign = await other.call('POST', '/feedback/appeals', { type: 'ORDER', orderNumber: placed.orderNumber, text: 'Чужой заказ, вопрос' });
    expect([foreign.status, foreign.body.reason]).toEqual([400, 'APPEAL_ORDER_NOT_FOUND']);
    const store = await other.call('POST', '/feedback/appeals', { type: 'STORE', storeNumber: 'nope', text: 'Магазин закрыт днём' });
    expect([store.status, store.body.reason]).toEqual([400, 'APPEAL_STORE_NOT_FOUND']);
    const invalid = await other.call('POST', '/feedback/appeals', { type: 'ORDER', text: 'Коротко', email: 'x' });
    expect([invalid.status, invalid.body.fields]).toEqual([
      400,
      {
        orderNumber: 'Пожалуйста, заполните обязательное поле',
        text: 'Пожалуйста, введите не меньше 10 символов',
        email: 'Адрес почты не соответствует формату',
      },
    ]);
    for (const body of ['{', { text: 'Без типа обращения' }, { type: 'OTHER', text: 5 }, { type: 'OTHER', text: 'я'.repeat(5000) }]) {
      const malformed = await other.call('POST', '/feedback/appeals', body);
      expect([malformed.status, malformed.body.reason]).toEqual([400, 'INCORRECT_REQUEST']);
    }
    expect((await other.call('GET', '/profiles/current/appeals')).body.pagination.total).toBe(0);
  });

  it('refuses the sixth appeal in an hour with 429', async () => {
    const me = await signedInBrowser(app, '+7916');
    const send = () => me.call('POST', '/feedback/appeals', { type: 'WEBSITE', text: 'Не работает поиск на сайте' });
    const answers = await Promise.all(Array.from({ length: 7 }, send));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({
      reason: 'APPEAL_LIMIT',
      message: 'Вы отправили много обращений за последний час. Попробуйте позже.',
    });
  });

  it('renders both pages on the server: the list with unread marked, the form, and the sign-in prompt for a visitor', async () => {
    const me = await signedInBrowser(app, '+7916');
    const placed = await placeOrder(me);
    const notifications = await (await app.request('/profile/notifications/', { headers: { cookie: me.cookie() } })).text();
    expect(notifications).toContain(`Заказ № ${placed.orderNumber} создан`);
    expect(notifications).toContain('не прочитано');
    expect(notifications).toContain('Отметить все прочитанными');
    const appeals = await (await app.request('/profile/appeals/', { headers: { cookie: me.cookie() } })).text();
    expect(appeals).toContain('Новое обращение');
    expect(appeals).toContain('Вы ещё не писали нам');
    expect(await (await app.request('/profile/notifications/?page=0', { headers: { cookie: me.cookie() } })).status).toBe(400);
    for (const path of ['/profile/notifications/', '/profile/appeals/']) {
      expect(await (await app.request(path)).text()).toContain('Войдите, чтобы');
    }
  });
});
