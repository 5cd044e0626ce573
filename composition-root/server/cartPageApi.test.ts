import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser } from '../../test-fixtures/signedInClient';
import { generateCatalogue } from '../../adapters-storage/demo/catalogue/generateCatalogue';
import { DEMO_CUSTOMERS, DEMO_GIFT_CARDS } from '../../adapters-storage/postgres/demo/seedCheckoutDemo';

const PRODUCTS = 40;
const wares = [...generateCatalogue({ productCount: PRODUCTS }).products()].flatMap((p) => p.sizes.map((s) => ({ productId: p.productId, wareId: s.wareId })));
const [card, smallCard, emptyCard] = DEMO_GIFT_CARDS;

type Line = {
  product: { productId: string; wareId: string; price: { retail: number } };
  quantity: number;
  selected: boolean;
  deleted: boolean;
  blocked: boolean;
  available: { state: string; quantity: number };
};

describe('the cart page calls over HTTP', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('cart-page', PRODUCTS));
  }, 60_000);
  afterAll(() => db.destroy());

  /** A browser of its own that keeps its session cookie. */
  const browser = () => apiBrowser(app).call;

  /** A cart holding two in-stock sizes, one of each; answers the cart and the two lines. */
  const cartWithTwo = async (call: ReturnType<typeof browser>) => {
    const { body } = await call('POST', '/cart/products/_set-quantity', { items: wares.slice(0, 12).map((w) => ({ ...w, quantity: 1 })) });
    const inStock = (body.items as Line[]).filter((l) => l.available.state === 'IN_STOCK' && l.available.quantity > 0).slice(0, 2);
    const others = (body.items as Line[]).filter((l) => !inStock.includes(l));
    const cart = await call('POST', '/cart/products/_set-quantity', {
      items: others.map((l) => ({ productId: l.product.productId, wareId: l.product.wareId, quantity: 0 })),
    });
    return { cart: cart.body, a: inStock[0]!, b: inStock[1]! };
  };
  const cost = (l: Line) => l.product.price.retail * l.quantity;

  it('selects, blocks, deletes and restores lines, and the totals follow', async () => {
    const call = browser();
    const { cart, a, b } = await cartWithTwo(call);
    expect(cart.total.productsCost).toBeCloseTo(cost(a) + cost(b), 2);
    const deselected = await call('POST', '/cart/items/_select', { selectedItems: [{ wareId: a.product.wareId, selected: false }] });
    expect(deselected.status).toBe(200);
    expect(deselected.body.total.productsCost).toBeCloseTo(cost(b), 2);
    const blocked = await call('POST', '/cart/items/_block', { blockedItems: [{ wareId: b.product.wareId, blocked: true }] });
    expect(blocked.body.items.find((l: Line) => l.product.wareId === b.product.wareId).blocked).toBe(true);
    expect(blocked.body.total.productsCost).toBe(0);
    await call('POST', '/cart/items/_block', { blockedItems: [{ wareId: b.product.wareId, blocked: false }] });

    const deleted = await call('POST', '/cart/products/_set-quantity', { items: [{ ...b.product, quantity: 0 }] });
    expect(deleted.body.items.find((l: Line) => l.product.wareId === b.product.wareId).deleted).toBe(true);
    const restored = await call('POST', '/cart/products/_restore', { productId: b.product.productId, wareId: b.product.wareId, quantity: 2, bnpk: false });
    expect(restored.body.items.find((l: Line) => l.product.wareId === b.product.wareId)).toMatchObject({ deleted: false, quantity: 2 });
    expect(restored.body.total.productsCost).toBeCloseTo(b.product.price.retail * 2, 2);

    const products = await call('GET', `/cart/products?productIds=${b.product.productId}`);
    expect(products.body.items.map((l: Line) => l.product.wareId)).toContain(b.product.wareId);
    expect(new Set(products.body.items.map((l: Line) => l.product.productId))).toEqual(new Set([b.product.productId]));
  });

  it('applies a promo code in any case, shows its amount and takes it off again', async () => {
    const call = browser();
    const { cart } = await cartWithTwo(call);
    const applied = await call('POST', '/cart/promocodes/sport10');
    expect(applied.status).toBe(200);
    const expected = Math.floor(cart.total.productsCost * 10) / 100;
    expect(applied.body.discounts.promoCodes).toEqual([{ promoCode: 'SPORT10', actionAmount: expected }]);
    expect(applied.body.total.discountAmount).toBe(expected);
    expect((await db.selectFrom('promo_code').select('uses').where('code', '=', 'SPORT10').executeTakeFirstOrThrow()).uses).toBe(0);
    expect(applied.body.total.totalCost).toBeCloseTo(cart.total.totalCost - expected, 2);
    expect((await call('POST', '/cart/promocodes/SPORT10')).body.reason).toBe('PROMO_CODE_ALREADY_APPLIED');
    const removed = await call('DELETE', '/cart/promocodes/Sport10');
    expect(removed.body.discounts.promoCodes).toEqual([]);
    expect(removed.body.total.totalCost).toBe(cart.total.totalCost);
  });

  it('refuses unknown, expired and too-early codes with a reason and message', async () => {
    const call = browser();
    await cartWithTwo(call);
    expect(await call('POST', '/cart/promocodes/NOPE')).toEqual({
      status: 400,
      body: { reason: 'PROMO_CODE_NOT_FOUND', message: 'Такого промокода нет. Проверьте, правильно ли он введён' },
    });
    expect((await call('POST', '/cart/promocodes/SUMMER2020')).body.reason).toBe('PROMO_CODE_EXPIRED');
    await db.updateTable('promo_code').set({ min_products_cost: 10_000_000 }).where('code', '=', 'MINUS500').execute();
    expect((await call('POST', '/cart/promocodes/MINUS500')).body.reason).toBe('PROMO_CODE_MIN_COST');
    await db.updateTable('promo_code').set({ min_products_cost: 3000 }).where('code', '=', 'MINUS500').execute();
  });

  it('applies a gift card up to what is left to pay, refuses a wrong PIN, and takes it off', async () => {
    const call = browser();
    const { cart } = await cartWithTwo(call);
    const wrong = await call('POST', '/cart/gift-cards', { giftCardNumber: card.number, pin: '9999', token: '' });
    expect(wrong).toEqual({
      status: 400,
      body: {
        reason: 'INVALID_GIFTCARD',
        message: 'Невозможно использовать указанную подарочную карту. Некорректная подарочная карта будет удалена. Повторите попытку.',
      },
    });
    expect((await call('POST', '/cart/gift-cards/_validate', { giftCardNumber: smallCard.number, pin: smallCard.pin })).body).toEqual({
      giftCardNumber: smallCard.number,
      balance: 500,
    });
    expect((await call('POST', '/cart/gift-cards', { giftCardNumber: emptyCard.number, pin: emptyCard.pin })).body.reason).toBe('GIFT_CARD_EMPTY');

    const applied = await call('POST', '/cart/gift-cards', { giftCardNumber: card.number, pin: card.pin, token: '' });
    const amount = Math.min(3000, cart.total.totalCost);
    expect(applied.body.payment).toMatchObject({ giftCardsAmount: amount, amountToPay: cart.total.totalCost - amount, giftCardsAmountIsOverTotalCost: false });
    const [promised] = applied.body.payment.giftCards;
    expect(promised).toMatchObject({ giftCardNumber: card.number, amount });
    expect((await call('POST', '/cart/gift-cards', { giftCardNumber: card.number, pin: card.pin })).body.reason).toBe('GIFT_CARD_ALREADY_APPLIED');

    const removed = await call('DELETE', `/cart/gift-cards/${promised.promisedPaymentId}/`);
    expect(removed.status).toBe(200);
    expect(removed.body.payment).toMatchObject({ giftCards: [], giftCardsAmount: 0, amountToPay: cart.total.totalCost });
  });

  it('limits wrong gift-card guesses per shopper, even when sent in parallel', async () => {
    const call = browser();
    await call('GET', '/cart');
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', '/cart/gift-cards/_validate', { giftCardNumber: '2999000000000000', pin: String(1000 + i) })),
    );
    // However the guesses interleave, at most five are checked; the others wait for a captcha or are over the limit.
    expect(guesses.filter((g) => g.body.reason === 'INVALID_GIFTCARD').length).toBeLessThanOrEqual(5);
    expect(guesses.filter((g) => ['GIFT_CARD_ATTEMPTS_EXCEEDED', 'NEED_CAPTCHA'].includes(g.body.reason)).length).toBeGreaterThanOrEqual(3);
    // Past the captcha, each further guess with a fresh token still counts towards the limit of five.
    const withToken = async (pin: string) => {
      const {
        body: { token },
      } = await call('GET', '/dev/captcha-token');
      return call('POST', '/cart/gift-cards/_validate', { giftCardNumber: smallCard.number, pin, token });
    };
    const more = [];
    for (let i = 0; i < 6; i++) more.push((await withToken(String(2000 + i))).body.reason);
    expect(more.at(-1)).toBe('GIFT_CARD_ATTEMPTS_EXCEEDED');
    expect(await withToken(smallCard.pin)).toMatchObject({ status: 429 });
  });

  it('asks for a captcha after two wrong guesses and takes each token once', async () => {
    const call = browser();
    await cartWithTwo(call);
    for (const pin of ['1111', '2222'])
      expect((await call('POST', '/cart/gift-cards/_validate', { giftCardNumber: smallCard.number, pin })).body.reason).toBe('INVALID_GIFTCARD');
    const right = { giftCardNumber: smallCard.number, pin: smallCard.pin };
    expect(await call('POST', '/cart/gift-cards', right)).toMatchObject({ status: 400, body: { reason: 'NEED_CAPTCHA' } });
    expect((await call('POST', '/cart/gift-cards/_validate', { ...right, token: 'forged' })).body.reason).toBe('NEED_CAPTCHA');
    const {
      body: { token },
    } = await call('GET', '/dev/captcha-token');
    expect((await call('POST', '/cart/gift-cards/_validate', { ...right, token })).body).toEqual({ giftCardNumber: smallCard.number, balance: 500 });
    expect((await call('POST', '/cart/gift-cards', { ...right, token })).body.reason).toBe('NEED_CAPTCHA');
    const { body: fresh } = await call('GET', '/dev/captcha-token');
    expect((await call('POST', '/cart/gift-cards', { ...right, token: fresh.token })).body.payment.giftCards).toHaveLength(1);
  });

  it("shares a cart: the snapshot shows its lines and adds them to another shopper's cart", async () => {
    const owner = browser();
    const { a, b } = await cartWithTwo(owner);
    const { body: snapshot } = await owner('POST', '/cart/snapshots');
    const friend = browser();
    const shown = await friend('GET', `/cart/snapshots/${snapshot.id}`);
    expect(shown.body.items.map((l: Line) => l.product.wareId).sort()).toEqual([a.product.wareId, b.product.wareId].sort());
    expect((await friend('GET', '/cart')).body.items).toEqual([]);
    const added = await friend('POST', `/cart/snapshots/${snapshot.id}`);
    expect(added.body.items.map((l: Line) => l.product.wareId).sort()).toEqual([a.product.wareId, b.product.wareId].sort());
    expect((await friend('GET', '/cart/snapshots/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("lets only a signed-in customer spend bonuses, within the level's rules", async () => {
    const anonymous = browser();
    await cartWithTwo(anonymous);
    expect((await anonymous('GET', '/cart')).body.discounts.bonuses).toBeNull();
    expect((await anonymous('POST', '/cart/_toggle-bonus', { bonusApplied: true })).body.reason).toBe('NOT_AUTHORIZED');

    const call = browser();
    const phone = DEMO_CUSTOMERS[0].phone;
    await call('POST', '/auth/phone/codes', { phone, typeChannel: 'SMS', token: '' });
    const outbox = await call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
    expect((await call('POST', '/auth/tokens', { phone, code: /\d{6}/.exec(outbox.body[0].text)![0] })).status).toBe(200);
    const { cart } = await cartWithTwo(call);
    const applicable = Math.min(5000, Math.floor(cart.total.productsCost * 0.3));
    expect(cart.discounts).toEqual({ promoCodes: [], bonusApplied: false, bonuses: { available: 5000, applicable } });
    const on = await call('POST', '/cart/_toggle-bonus', { bonusApplied: true });
    expect(on.body.discounts.bonusApplied).toBe(true);
    expect(on.body.total.bonusAmount).toBe(applicable);
    expect(on.body.total.totalCost).toBeCloseTo(cart.total.totalCost - applicable, 2);
  });

  it("fills the cart recommendation slot with other products of the first product's category", async () => {
    const call = browser();
    const productId = wares[0]!.productId;
    const { status, body } = await call('POST', '/recommendations/dynamic', {
      pageType: 'CART',
      pageContext: { productIds: [productId] },
      requestedRecommendations: [{ slot: 'Recommendations_Cart_OneProduct_Slot_1' }, { slot: 'Unknown_Slot' }],
    });
    expect(status).toBe(200);
    const [cartSlot, unknown] = body.recommendations;
    expect(cartSlot.slot).toBe('Recommendations_Cart_OneProduct_Slot_1');
    expect(cartSlot.products.length).toBeGreaterThan(0);
    expect(cartSlot.products.map((p: { productId: string }) => p.productId)).not.toContain(productId);
    expect(unknown).toEqual({ slot: 'Unknown_Slot', products: [] });
  });

  it('answers bad input with 400 INCORRECT_REQUEST', async () => {
    const call = browser();
    const bad = { status: 400, body: { reason: 'INCORRECT_REQUEST', message: 'Некорректный запрос' } };
    expect(await call('POST', '/cart/items/_select', { selectedItems: [{ wareId: 1 }] })).toEqual(bad);
    expect(await call('POST', '/cart/items/_block', {})).toEqual(bad);
    expect(await call('POST', '/cart/products/_restore', { productId: 'p', wareId: 'w', quantity: -1 })).toEqual(bad);
    expect(await call('POST', '/cart/_toggle-bonus', { bonusApplied: 'yes' })).toEqual(bad);
    expect(await call('POST', '/cart/gift-cards', { giftCardNumber: '', pin: '1' })).toEqual(bad);
    expect(await call('POST', '/cart/gift-cards/_validate', '{not json')).toEqual(bad);
    expect(await call('DELETE', '/cart/gift-cards/not-a-uuid/')).toEqual(bad);
    expect(await call('GET', '/cart/products')).toEqual(bad);
    expect(await call('GET', '/cart/snapshots/not-a-uuid')).toEqual(bad);
    expect(await call('POST', '/cart/promocodes/SPORT10?cartType=WEIRD')).toEqual(bad);
    expect(await call('POST', `/cart/promocodes/${'X'.repeat(41)}`)).toEqual(bad);
    expect(await call('POST', '/recommendations/dynamic', { pageType: 'CART', pageContext: {} })).toEqual(bad);
  });
});
