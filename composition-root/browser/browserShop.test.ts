// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { browserShop } from './browserShop';

/** A fetch port answering every call with one JSON answer, keeping what was asked. */
function fakeFetch(status: number, body: unknown) {
  const calls: { method: string; url: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const shopOver = (fetch: typeof globalThis.fetch) => browserShop({ fetch, window, reload: () => undefined, shellData: () => undefined }).services;
const notFound = { reason: 'PROMO_CODE_NOT_FOUND', message: 'Такого промокода нет. Проверьте, правильно ли он введён' };

describe('the browser wiring over its ports', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('the cart view-model sends through the fetch it was given and shows what it answered', async () => {
    const { calls, fetch } = fakeFetch(404, notFound);
    const { cart } = shopOver(fetch);
    expect(await cart.run({ kind: 'applyPromoCode', code: 'GONE' })).toBe(false);
    expect(calls).toEqual([{ method: 'POST', url: '/web-api/v1/cart/promocodes/GONE' }]);
    expect(cart.current().failure).toMatchObject(notFound);
  });

  it('on a fast checkout page every cart call of every feature is for the fast cart', async () => {
    window.history.replaceState(null, '', '/cart/?type=fast#pickup');
    const { calls, fetch } = fakeFetch(404, notFound);
    const { cart, shipment } = shopOver(fetch);
    await cart.run({ kind: 'applyPromoCode', code: 'GONE' });
    await shipment!.variants();
    expect(calls.map((c) => c.url)).toEqual(['/web-api/v1/cart/promocodes/GONE?cartType=FAST', '/web-api/v1/cart/delivery/variants?cartType=FAST']);
  });

  it('an anti-bot answer to any feature’s call opens the shell’s incident dialog (spec §8)', async () => {
    const { fetch } = fakeFetch(403, { incidentId: 'inc-7' });
    const { shell, profileOrders } = shopOver(fetch);
    void profileOrders!.cancel('100200', { cancelReasonCode: 'CHANGED_MIND', comment: '', isTroubleProduct: false });
    await new Promise((settled) => setTimeout(settled, 10));
    expect(shell.incident.current()).toBe('inc-7');
  });
});
