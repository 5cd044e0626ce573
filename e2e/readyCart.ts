import { expect, type Page } from '@playwright/test';

/** The checkout's payment choice as POST /cart/payments takes it. */
export interface PaymentChoiceBody {
  readonly id: string;
  readonly paymentTool?: string;
}

/**
 * The checkout state stored through the checkout calls: one size in stock, a pickup point holding it,
 * contacts confirmed by SMS and the given payment; answers the cart version to place the order with.
 */
export async function readyCart(page: Page, payment: PaymentChoiceBody, phone: string): Promise<number> {
  await page.goto('/');
  const headers = { origin: new URL(page.url()).origin };
  const api = (path: string) => `/web-api/v1${path}`;
  const category = /href="(\/catalog\/[a-z_]+\/obuv\/)"/.exec(await page.content())![1]!;
  const listing = await (await page.request.get(category)).text();
  let added = false;
  for (const [, productId] of listing.matchAll(/href="\/product\/(\d+)\/"/g)) {
    const product = await (await page.request.get(api(`/products/${productId}`))).json();
    const size = product.sizes?.find((s: { isAvailableOnline: boolean }) => s.isAvailableOnline);
    if (!size) continue;
    expect((await page.request.post(api('/cart/products/_set-quantity'), { data: { items: [{ productId, wareId: size.id, quantity: 1 }] }, headers })).status()).toBe(200);
    added = true;
    break;
  }
  expect(added).toBe(true);
  const { points } = await (await page.request.get(api('/cart/pickup/variants/map-points'))).json();
  const point = points.find((p: { availableCount: number; totalCount: number }) => p.availableCount > 0 && p.availableCount === p.totalCount);
  expect((await page.request.post(api('/cart/obtaining-methods/pickup'), { data: { id: point.id, inStock: false }, headers })).status()).toBe(200);
  const owner = { firstName: 'Анна', lastName: 'Петрова', phone, email: 'anna@example.ru' };
  expect((await page.request.put(api('/cart/receiver'), { data: { owner, receiver: null }, headers })).status()).toBe(200);
  expect((await page.request.post(api('/cart/phone/_verify'), { data: { phone }, headers })).status()).toBe(200);
  const outbox = await (await page.request.get(api(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`))).json();
  const code = /\d{4,6}/.exec(outbox[0].text)![0];
  expect((await page.request.post(api('/cart/phone/_verify'), { data: { phone, code }, headers })).status()).toBe(200);
  const cart = await page.request.post(api('/cart/payments'), { data: payment, headers });
  expect(cart.status()).toBe(200);
  return (await cart.json()).version;
}
