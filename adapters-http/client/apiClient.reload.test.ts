import * as t from 'io-ts';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from './apiClient';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
const settled = async (p: Promise<unknown>) => Promise.race([p.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]);

describe('API client reload policy (spec §8 Global handling)', () => {
  it('reloads the page on 401 with the SM-JWT authenticate header and never settles the request', async () => {
    const onReloadNeeded = vi.fn();
    const request = apiClient(answer(401, { reason: 'NOT_AUTHORIZED', message: 'x' }, { 'www-authenticate': 'SM-JWT realm="web-api"' }), '/api', {
      onReloadNeeded,
    });
    expect(await settled(request('GET', '/users/current', t.unknown))).toBe('pending');
    expect(onReloadNeeded).toHaveBeenCalledTimes(1);
  });

  it('reloads on reason ALREADY_AUTHORIZED', async () => {
    const onReloadNeeded = vi.fn();
    const request = apiClient(answer(400, { reason: 'ALREADY_AUTHORIZED', message: 'x' }), '/api', { onReloadNeeded });
    expect(await settled(request('POST', '/auth/phone/codes', t.unknown, {}))).toBe('pending');
    expect(onReloadNeeded).toHaveBeenCalledTimes(1);
  });

  it('passes other 401s and other reasons to the caller', async () => {
    const onReloadNeeded = vi.fn();
    const plain401 = await apiClient(answer(401, { reason: 'NOT_AUTHORIZED', message: 'm' }), '/api', { onReloadNeeded })('GET', '/x', t.unknown);
    const wrongCode = await apiClient(answer(400, { reason: 'INCORRECT_CODE', message: 'Неверный код' }), '/api', { onReloadNeeded })(
      'POST',
      '/x',
      t.unknown,
      {},
    );
    expect(plain401).toEqual({ _tag: 'Left', left: { status: 401, reason: 'NOT_AUTHORIZED', message: 'm' } });
    expect(wrongCode).toEqual({ _tag: 'Left', left: { status: 400, reason: 'INCORRECT_CODE', message: 'Неверный код' } });
    expect(onReloadNeeded).not.toHaveBeenCalled();
  });
});
