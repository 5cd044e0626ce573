import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { apiClient } from './apiClient';

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client global error policy (spec §8)', () => {
  it('on 403 with an incidentId opens the incident dialog and stalls the request', async () => {
    const incidents: string[] = [];
    const request = apiClient(answering(403, { incidentId: 'abc-1' }), '/web-api/v1', { onIncident: (id) => incidents.push(id) });
    const outcome = await Promise.race([request('GET', '/cart', t.unknown).then(() => 'answered'), new Promise((r) => setTimeout(() => r('stalled'), 50))]);
    expect(outcome).toBe('stalled');
    expect(incidents).toEqual(['abc-1']);
  });

  it('gives other 403s back as failures', async () => {
    const incidents: string[] = [];
    const request = apiClient(answering(403, { reason: 'FORBIDDEN', message: 'нет' }), '/web-api/v1', { onIncident: (id) => incidents.push(id) });
    expect(await request('GET', '/cart', t.unknown)).toEqual({ _tag: 'Left', left: { status: 403, reason: 'FORBIDDEN', message: 'нет' } });
    expect(incidents).toEqual([]);
  });

  it('gives a failure the server did not explain the generic text of its status: 401 and 403 ask to refresh', async () => {
    const failing = (status: number) => apiClient(async () => new Response('<html>proxy</html>', { status }))('GET', '/cart', t.unknown);
    expect(await failing(403)).toEqual({
      _tag: 'Left',
      left: { status: 403, reason: 'UNEXPECTED_ERROR', message: 'Сессия устарела. Пожалуйста, обновите страницу' },
    });
    expect(await failing(502)).toEqual({
      _tag: 'Left',
      left: { status: 502, reason: 'UNEXPECTED_ERROR', message: 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже' },
    });
  });
});
