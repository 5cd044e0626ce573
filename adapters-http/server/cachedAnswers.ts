import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import type { AnswerCache } from '../../application/cache/answerCache';
import type { Market } from '../../domain/market/market';
import { requestMarket } from './marketScope';
import { SESSION_COOKIE, type SessionVariables } from './session';

/** An answer as it was sent, kept to be sent again byte for byte. */
export interface CachedAnswer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: readonly (readonly [string, string])[];
  readonly etag: string;
}

/**
 * A CDN may keep a shared answer briefly and serve it stale while it asks again; a browser asks every time,
 * cheaply with If-None-Match. The cookie is in Vary: the market (and so the prices) follows the session's location.
 */
const SHARED = [
  ['cache-control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'],
  ['vary', 'Cookie, Accept-Encoding'],
] as const;
const PERSONAL = 'private, no-store';
/** A visitor with no session yet: nothing chosen, nothing personal; every such visitor gets the same answer. */
const STRANGER = 'stranger';

const marketKey = (m: Market) => `${m.country}/${m.currency}/${m.ratePerRub.toString()}/${m.roundingStep.toString()}`;

/** The compression an answer is sent with: brotli first for pages, gzip for both pages and API (gzipAnswers, compressPages). */
const encodingOf = (accepted: string) => (/\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : '');

/** Scripts' calls, whose kept answers a stranger gets before any session is looked up (a page starts the session). */
export const STRANGER_READS = '/web-api/';

/** The request as far as a shared answer depends on it: method, path and query, the encodings taken, whose market, body. */
const answerKey = (method: string, target: string, acceptEncoding: string | undefined, scope: string, body = '') =>
  `${method} ${target} ${encodingOf(acceptEncoding ?? '')} ${scope} ${body}`;

/** The key of a stranger's GET: what `strangersFromCache` looks up, in Hono or before it (keptAnswersFirst.ts). */
export const strangerKey = (target: string, acceptEncoding: string | undefined) => answerKey('GET', target, acceptEncoding, STRANGER);

async function keyOf(c: Context, scope: string): Promise<string> {
  const { url, method } = c.req;
  const body = method === 'POST' ? await c.req.text() : '';
  return answerKey(method, url.slice(url.indexOf('/', url.indexOf('//') + 2)), c.req.header('accept-encoding'), scope, body);
}

/** Whether the client holds the answer already: one of its If-None-Match tags, weak or strong, is the answer's. */
export const holds = (ifNoneMatch: string | undefined, answer: CachedAnswer) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag) ?? false;

/**
 * The headers a kept answer is sent with: its own (only the validators for a 304), its ETag, the sharing rules.
 * `x-cache` tells whether the answer came from memory (hit) or was made and kept (miss): operators and tests see the cache work.
 */
export function answerHeaders(answer: CachedAnswer, notModified: boolean, cache: 'hit' | 'miss'): Headers {
  const headers = new Headers(notModified ? [] : (answer.headers as [string, string][]));
  headers.set('etag', answer.etag);
  for (const [name, value] of SHARED) headers.set(name, value);
  headers.set('x-cache', cache);
  return headers;
}

function sent(c: Context, answer: CachedAnswer, cache: 'hit' | 'miss' = 'hit'): Response {
  const notModified = holds(c.req.header('if-none-match'), answer);
  return new Response(notModified ? null : answer.body, { status: notModified ? 304 : 200, headers: answerHeaders(answer, notModified, cache) });
}

/** Whether a Cookie header carries a session id (signed or not: any claim to a session is personal). */
export const carriesSession = (cookie: string | undefined) => cookie !== undefined && parse(cookie, SESSION_COOKIE)[SESSION_COOKIE] !== undefined;

const hasSession = (c: Context) => carriesSession(c.req.header('cookie'));

/**
 * Before the session is looked up: a GET from a visitor with no session is answered from the cache when it holds the
 * answer, at the cost of a lookup in memory, and starts no session; anything else goes on (and `cachedAnswers` below
 * may fill the cache).
 */
export function strangersFromCache(cache: AnswerCache<CachedAnswer>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !cache.isOn() || hasSession(c)) return next();
    const hit = cache.get(await keyOf(c, STRANGER));
    return hit ? sent(c, hit) : next();
  };
}

/** Names what the answers of the routes after it are made from (by the request's URL), so that they may be shared (`cachedAnswers`). */
export const tagged =
  (tagsOf: (url: string) => readonly string[]): MiddlewareHandler<{ Variables: SessionVariables }> =>
  async (c, next) => {
    c.set('answerTags', tagsOf(c.req.url));
    await next();
  };

/**
 * Shares the answers of routes that tag them (`answerTags`) among anonymous visitors of one market — or only among
 * strangers, for answers that would show a session's own state (a page's cart counter) — with an ETag and headers a
 * CDN may use; anyone else's answer is made for them alone and marked so.
 * Only 200 answers are kept, without the session cookie the visit may have been given.
 */
export function cachedAnswers(
  cache: AnswerCache<CachedAnswer>,
  sharedWith: 'anonymous' | 'strangers' = 'anonymous',
): MiddlewareHandler<{ Variables: SessionVariables }> {
  // One fill per key at a time: a crowd arriving at an empty or just-dropped entry waits for it instead of each
  // making the answer again (50 product pages at once on PGlite took seconds).
  const filling = new Map<string, Promise<CachedAnswer | undefined>>();
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'POST') return next();
    const viewer = c.get('viewer');
    if (viewer.customerId !== null || viewer.operator !== null || (sharedWith === 'strangers' && hasSession(c))) {
      await next();
      if (c.get('answerTags')) c.res.headers.set('cache-control', PERSONAL);
      return;
    }
    if (!cache.isOn()) await cache.ready;
    if (!cache.isOn()) return next();
    const key = await keyOf(c, hasSession(c) ? marketKey(await requestMarket()) : STRANGER);
    const hit = cache.get(key) ?? (await filling.get(key));
    if (hit) return sent(c, hit);
    let settle: (answer: CachedAnswer | undefined) => void = () => undefined;
    filling.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      const since = cache.generation();
      await next();
      const tags = c.get('answerTags');
      if (!tags || c.res.status !== 200) return;
      const body = new Uint8Array(await c.res.arrayBuffer());
      const headers = [...c.res.headers].filter(([name]) => name !== 'set-cookie');
      const answer: CachedAnswer = { body, headers, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      // Those waiting get it only when it was kept: a change that overtook it is news to them too.
      if (cache.put(key, answer, tags, since)) settle(answer);
      c.res = undefined;
      c.res = sent(c, answer, 'miss');
    } finally {
      settle(undefined);
      filling.delete(key);
    }
  };
}
