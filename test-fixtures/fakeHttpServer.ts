import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received: method, path with query, headers and the raw body. */
export interface FakeRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** A local stand-in for a provider's HTTP API on 127.0.0.1; `handle` answers each request. */
export async function startFakeHttpServer(handle: (req: FakeRequest, res: ServerResponse) => void) {
  const received: FakeRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://127.0.0.1'), headers: req.headers, body };
      received.push(request);
      res.setHeader('content-type', 'application/json');
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on (the discard port). */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';
