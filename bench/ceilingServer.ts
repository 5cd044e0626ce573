import { createServer, type Server } from 'node:http';

/**
 * A bare Node endpoint answering every request with a prepared body: the machine's ceiling for a response of that size.
 * With `headers` (name, value, name, value…) it sends those instead of its own two: the same response bytes as the shop's.
 */
export async function startCeilingServer(
  body: Buffer,
  headers: readonly string[] = ['content-type', 'application/json', 'content-length', String(body.length)],
): Promise<{ readonly url: string; readonly close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, [...headers]);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
