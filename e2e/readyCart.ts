import { expect, type Page } from '@playwright/test';
import { footwearCategory } from './footwearCategory';

/** The checkout's payment choice as POST /cart/payments takes it. */
export interface PaymentChoiceBody {
  readonly id: string;
  readonly paymentTool?: string;
}

/** A size's product and ware ids, as the cart calls take them. */
export interface SizeIds {
  readonly productId: string;
  readonly wareId: string;
}

/** Every size sold online of the shoes in the first shoe category linked from the home page, in listing order. */
export async function* onlineShoeSizes(page: Page): AsyncGenerator<SizeIds> {
  await page.goto('/');
  const category = await footwearCategory(page.request);
  const listing = await (await page.request.get(category)).text();
  for (const [, productId] of listing.matchAll(/href="\/product\/(\d+)\/"/g)) {
    const product = await (await page.request.get(`/web-api/v1/products/${productId}`)).json();
    for (const size of product.sizes?.filter((s: { isAvailableOnline: boolean }) => s.isAvailableOnline) ?? [])
      yield { productId: productId!, wareId: size.id };
  }
}

/** The first size of a shoe that all these pickup points can get, tried in a fast cart (left there). */
export async function sizeForPickupAt(page: Page, pointIds: readonly string[]): Promise<SizeIds> {
  for await (const size of onlineShoeSizes(page)) {
    const fast = await page.request.post('/web-api/v1/cart/fast?cartType=FAST', {
      data: { ...size, quantity: 1 },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(fast.status()).toBe(200);
    const { points } = await (await page.request.get('/web-api/v1/cart/pickup/variants/map-points?cartType=FAST')).json();
    const usable = (id: string) => points.find((p: { id: string; availableCount: number }) => p.id === id)?.availableCount > 0;
    if (pointIds.every(usable)) return size;
  }
  throw new Error(`no size available at ${pointIds.join(', ')}`);
}

/** Puts one unit of the size into this browser's cart through the API. */
export async function addToCart(page: Page, size: SizeIds): Promise<void> {
  const added = await page.request.post('/web-api/v1/cart/products/_set-quantity', {
    data: { items: [{ ...size, quantity: 1 }] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(added.status()).toBe(200);
}

/** Puts the first size sold online into this browser's cart; answers it. */
export async function fillCart(page: Page): Promise<SizeIds> {
  for await (const size of onlineShoeSizes(page)) {
    await addToCart(page, size);
    return size;
  }
  throw new Error('no product in stock');
}

/**
 * The checkout state stored through the checkout calls: one size in stock, a pickup point holding it,
 * contacts confirmed by SMS and the given payment; answers the cart version to place the order with.
 */
export async function readyCart(page: Page, payment: PaymentChoiceBody, phone: string): Promise<number> {
  await fillCart(page);
  const headers = { origin: new URL(page.url()).origin };
  const api = (path: string) => `/web-api/v1${path}`;
  const { points } = await (await page.request.get(api('/cart/pickup/variants/map-points'))).json();
  const point = points.find((p: { availableCount: number; totalCount: number }) => p.availableCount > 0 && p.availableCount === p.totalCount);
  expect((await page.request.post(api('/cart/obtaining-methods/pickup'), { data: { id: point.id, inStock: false }, headers })).status()).toBe(200);
  const owner = { firstName: 'Анна', lastName: 'Петрова', phone, email: 'anna@example.ru' };
  expect((await page.request.put(api('/cart/receiver'), { data: { owner, receiver: null }, headers })).status()).toBe(200);
  // Every spec asks for codes from 127.0.0.1: after ten phones the server wants a captcha, as from a real visitor.
  let sent = await page.request.post(api('/cart/phone/_verify'), { data: { phone }, headers });
  if (sent.status() === 400 && (await sent.json()).reason === 'NEED_CAPTCHA') {
    const { token } = await (await page.request.get(api('/dev/captcha-token'))).json();
    sent = await page.request.post(api('/cart/phone/_verify'), { data: { phone, token }, headers });
  }
  expect(sent.status()).toBe(200);
  const outbox = await (await page.request.get(api(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`))).json();
  const code = /\d{4,6}/.exec(outbox[0].text)![0];
  expect((await page.request.post(api('/cart/phone/_verify'), { data: { phone, code }, headers })).status()).toBe(200);
  const cart = await page.request.post(api('/cart/payments'), { data: payment, headers });
  expect(cart.status()).toBe(200);
  return (await cart.json()).version;
}
