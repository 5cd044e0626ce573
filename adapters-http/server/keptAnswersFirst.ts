import type { IncomingMessage, RequestListener } from 'node:http';
import type { AnswerCache } from '../../application/cache/answerCache';
import { answerHeaders, type CachedAnswer, carriesSession, holds, STRANGER_READS, strangerKey } from './cachedAnswers';

/** A kept answer's headers as Node writes them (name, value, name, value…), for a 200 and for a 304. */
interface Wire {
  readonly full: string[];
  readonly notModified: string[];
}

/**
 * Answers a stranger's GET whose answer is kept straight from Node's request listener, before Hono: the same bytes
 * and headers `strangersFromCache` sends from inside the app, whose routing, middlewares and Request and Response
 * objects cost more than the answer itself. `around` are the headers the app's middlewares outside that one add
 * (securityHeaders.ts); until they are known, and for every other request, `app` answers.
 */
export function keptAnswersFirst(cache: AnswerCache<CachedAnswer>, around: Promise<Headers>, app: RequestListener): RequestListener {
  let outer: Headers | undefined;
  void around.then((headers) => {
    outer = headers;
  });
  // Built once per kept answer: a hit then writes prepared strings.
  const wires = new WeakMap<CachedAnswer, Wire>();
  const wireOf = (answer: CachedAnswer, outer: Headers): Wire => {
    const known = wires.get(answer);
    if (known) return known;
    const flat = (notModified: boolean) => {
      const headers = answerHeaders(answer, notModified, 'hit');
      for (const [name, value] of outer) headers.set(name, value);
      // What @hono/node-server adds to a body it holds whole; without it Node would send the body chunked.
      if (!notModified) headers.set('content-length', String(answer.body.byteLength));
      return [...headers].flat();
    };
    const wire = { full: flat(false), notModified: flat(true) };
    wires.set(answer, wire);
    return wire;
  };
  // Hono refuses a request without Host; a session cookie, even a forged one, goes to the session middleware.
  const keptFor = (req: IncomingMessage) =>
    req.method === 'GET' && req.url?.startsWith(STRANGER_READS) && req.headers.host !== undefined && cache.isOn() && !carriesSession(req.headers.cookie)
      ? cache.get(strangerKey(req.url, req.headers['accept-encoding']))
      : undefined;

  return (req, res) => {
    const answer = outer && keptFor(req);
    if (!outer || !answer) return app(req, res);
    const wire = wireOf(answer, outer);
    if (holds(req.headers['if-none-match'], answer)) res.writeHead(304, wire.notModified).end();
    else res.writeHead(200, wire.full).end(answer.body);
  };
}
