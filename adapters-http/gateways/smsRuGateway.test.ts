import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsRuGateway } from './smsRuGateway';
import * as E from 'fp-ts/Either';

/** A local stand-in for sms.ru answering like its documented sms/send with json=1. */
let server: Server;
let baseUrl = '';
const received: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      received.push(form);
      res.setHeader('content-type', 'application/json');
      if (req.url !== '/sms/send' || req.method !== 'POST') return res.writeHead(404).end('{}');
      if (form.get('api_id') !== 'good-key') return res.end(JSON.stringify({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' }));
      if (form.get('to') === '79990000000') return res.writeHead(503).end('busy');
      if (form.get('to') === '79990000001') return res.end('not json');
      const to = form.get('to')!;
      const bad = to.startsWith('7000');
      res.end(
        JSON.stringify({
          status: 'OK',
          status_code: 100,
          balance: 4122.56,
          sms: {
            [to]: bad
              ? { status: 'ERROR', status_code: 202, status_text: 'Неправильно указан номер телефона получателя' }
              : { status: 'OK', status_code: 100, sms_id: '000000-10000000' },
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMS.RU gateway against a local fake of its HTTP API', () => {
  it('sends api_id, the phone without +, the text and json=1, and succeeds on OK', async () => {
    const result = await smsRuGateway({ apiId: 'good-key', baseUrl, from: 'SportMarket' }).send('+79123456789', 'Код для входа: 123456');
    expect(result).toEqual({ _tag: 'Right', right: undefined });
    const form = received.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({ api_id: 'good-key', to: '79123456789', msg: 'Код для входа: 123456', json: '1', from: 'SportMarket' });
  });

  it.each([
    ['a wrong api_id', 'bad-key', '+79123456789', '200 Неправильный api_id'],
    ['a refused phone', 'good-key', '+70001234567', '202 Неправильно указан номер телефона получателя'],
    ['an HTTP error', 'good-key', '+79990000000', 'HTTP 503'],
    ['an unreadable answer', 'good-key', '+79990000001', 'Unexpected token'],
  ])('fails with SERVER_ERROR on %s', async (_, apiId, phone, detail) => {
    const result = await smsRuGateway({ apiId, baseUrl }).send(phone, 'x');
    expect(result._tag).toBe('Left');
    if (E.isLeft(result)) {
      expect(result.left._tag).toBe('SERVER_ERROR');
      expect(result.left.detail).toContain(detail);
    }
  });

  it('fails when the provider cannot be reached', async () => {
    const result = await smsRuGateway({ apiId: 'good-key', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 }).send('+79123456789', 'x');
    expect(result._tag).toBe('Left');
  });
});
