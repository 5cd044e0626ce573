import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { RequestListener } from 'node:http';
import { fastCartOwner } from './cartOwnerOf';
import { failure } from './failure';
import { clientAddressMiddleware } from './clientAddress';
import { gzipAnswers } from './gzipAnswers';
import { compressPages } from './compressPages';
import { sessionMiddleware, type SessionVariables } from './session';
import { marketScope } from './marketScope';
import { type CachedAnswer, cachedAnswers, STRANGER_READS, strangersFromCache, tagged } from './cachedAnswers';
import { listingTags } from './listingTags';
import { headersSetBy, securityHeaders } from './securityHeaders';
import { keptAnswersFirst } from './keptAnswersFirst';
import { LISTING_TAG } from '../../application/cache/answerTags';
import type { AnswerCache } from '../../application/cache/answerCache';
import type { ServerDeps } from './serverDeps';

const API_BODY_LIMIT = 64 * 1024;
const COMPRESS_FROM_BYTES = 4 * 1024;

/** The whole HTTP surface of one server process: API, media, assets, health and server-rendered pages. */
export function createServerApp(deps: ServerDeps) {
  const app = new Hono<{ Variables: SessionVariables }>();

  app.onError((error, c) => {
    // Middleware refusals (cross-site request, oversized body) are answers, not crashes.
    if (error instanceof HTTPException && error.status === 403) return failure(c, 'FORBIDDEN');
    if (error instanceof HTTPException && error.status < 500) return failure(c, 'INCORRECT_REQUEST');
    console.error(error);
    return failure(c, 'INTERNAL_SERVER_ERROR');
  });

  app.use(clientAddressMiddleware(deps.trustedProxies ?? 0));
  app.get('/healthz', async (c) => ((await deps.healthy()) ? c.text('ok') : c.text('starting', 503)));

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    // Hashed names: a file never changes under its name. Every answer of a compressible file depends on
    // Accept-Encoding, the uncompressed one too. Set here, after the answer is made: serveStatic's onFound
    // comes too late for headers under every Response implementation but @hono/node-server's own.
    c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    if (/\.(js|css|svg|json)$/.test(c.req.path)) c.res.headers.set('vary', 'Accept-Encoding');
  });
  // The build wrote a .br and a .gz beside each script and stylesheet (composition-root/build/precompress.ts).
  app.use('/assets/*', serveStatic({ root: deps.clientDir, precompressed: true }));
  const { routes } = deps;
  app.route('/media', routes.productMedia);
  app.route('/media/content', routes.contentMedia);
  app.route('/media/brands', routes.brandLogos);
  app.route('/media/reviews', routes.reviewPhotoMedia);

  // Server-to-server and the acquirer's own pages: no shop session, no CSRF check (signatures instead).
  app.route('/payment-api/v1', routes.paymentNotifications);
  app.route('/web-api/v1/fulfilment', routes.fulfilment);
  const sandbox = routes.sandboxAcquirer;
  if (sandbox) app.mount('/sandbox-acquirer', (request) => sandbox.fetch(request));

  app.use(securityHeaders);
  // A first visit's catalogue call costs a lookup in memory: no session to look up, no database. Pages are left to
  // the session: a first page view starts the session its scripts' calls then share. The Node server answers these
  // before the app (serverListener below); this one answers them in process (app.request) and at the server's start.
  app.use(`${STRANGER_READS}*`, strangersFromCache(deps.answers));
  app.use(sessionMiddleware(deps.sessionSecret, deps.newSessionId, deps.resolveSession));
  app.use(marketScope(deps.marketOf));

  // Cross-site POSTs are refused (a browser sends Origin or Sec-Fetch-Site with every state change),
  // and bodies are bounded, on every service that takes requests from pages.
  const guarded = () =>
    new Hono<{ Variables: SessionVariables }>().use(csrf(), bodyLimit({ maxSize: API_BODY_LIMIT, onError: (c) => failure(c, 'INCORRECT_REQUEST') }));

  const api = guarded();
  // The calls whose anonymous answers may be shared, and only they (a fill is waited for by identical calls).
  // Outside gzip: a kept answer is compressed once, not on every hit.
  const cached = cachedAnswers(deps.answers);
  api.get('/products/:id', cached);
  api.post('/catalog', cached);
  api.get('/menus/main', cached);
  // Small answers (autocomplete, ~2 KB) go as they are: gzip would cost more time than it saves.
  api.use(gzipAnswers(COMPRESS_FROM_BYTES));
  // Before every other route, so all of an operator's changes are logged.
  api.use(deps.operatorAudit);
  api.route('/', routes.auth);
  // Before every cart route (/cart/* matches /cart too): ?cartType=FAST switches the call to the fast cart.
  api.use('/cart/*', fastCartOwner());
  api.route('/', routes.catalog);
  api.route('/', routes.comparison);
  api.route('/', routes.tracking);
  api.route('/', routes.cart);
  api.route('/', routes.shipment);
  api.route('/', routes.cartPage);
  api.route('/', routes.checkoutDetails);
  api.route('/', routes.directory);
  api.route('/', routes.newsletter);
  api.route('/', routes.profileSubscriptions);
  api.route('/', routes.location);
  api.route('/', routes.staticPages);
  api.route('/', routes.shops);
  api.route('/', routes.popups);
  api.route('/', routes.banners);
  api.route('/', routes.seo);
  api.route('/', routes.publications);
  api.route('/', routes.wishlist);
  api.route('/', routes.personalData);
  api.route('/', routes.profileExtras);
  api.route('/', routes.reviews);
  api.route('/', routes.availability);
  api.route('/', routes.tags);
  api.route('/', routes.kits);
  api.route('/', routes.shopServices);
  api.route('/', routes.orderPayment);
  // Before the orders, whose /orders/{n} would take /orders/returns.
  api.route('/', routes.returnOrders);
  api.route('/', routes.returnCarts);
  api.route('/', routes.profileOrders);
  api.route('/', routes.orders);
  api.route('/', routes.account);
  api.route('/', routes.recentList);
  api.route('/', routes.mainBlocks);
  api.route('/', routes.giftCards);
  if (routes.mailOutbox) api.route('/', routes.mailOutbox);
  api.route('/', routes.notifications);
  api.route('/', routes.appeals);
  api.route('/', routes.appealFiles);
  api.route('/', routes.pro);
  api.route('/', routes.listingParts);
  api.route('/', routes.productDetails);
  api.route('/', routes.settings);
  api.all('*', (c) => failure(c, 'NOT_FOUND'));
  // Before the API, whose 64 KB body limit would refuse them: the uploads bring their own (10 MB).
  app.route('/web-api/v1', routes.reviewPhotoUpload);
  app.route('/web-api/v1', routes.returnImages);
  app.route('/web-api/v1', routes.appealFileUpload);
  app.route('/web-api/v1', routes.proFiles);
  app.route('/web-api/v1', api);
  app.route('/feature-toggle-api/v1', routes.featureToggles);
  app.route('/events-api/v1', guarded().route('/', routes.events));
  app.route('/ga-api/v1', guarded().route('/', routes.tracker));

  // A stranger's home, product and category pages hold nothing of theirs (no cart, not signed in, nothing viewed):
  // kept like the API's answers, outside the compression, and dropped on any catalogue change (they show many
  // products). The home page's picks change with time too: kept answers live at most a minute (ANSWER_CACHE).
  const STRANGERS_PAGES = ['/', '/product/*', '/catalog/*'];
  const cachedPages = cachedAnswers(deps.answers, 'strangers');
  for (const pages of STRANGERS_PAGES) app.get(pages, cachedPages);
  app.use(compressPages());
  app.get('/catalog/*', tagged(listingTags));
  for (const pages of ['/', '/product/*'])
    app.get(
      pages,
      tagged(() => [LISTING_TAG]),
    );
  app.get('*', (c) => deps.renderPage(c.req.raw, c.get('ownerKey'), c.get('viewer')));
  return app;
}

/**
 * The app as Node's request listener: a stranger's call whose answer is kept is answered before it, with the headers
 * the app would add around `strangersFromCache` (the security headers, the only ones before it on the API).
 */
export const serverListener = (app: ReturnType<typeof createServerApp>, answers: AnswerCache<CachedAnswer>): RequestListener =>
  keptAnswersFirst(answers, headersSetBy(securityHeaders), getRequestListener(app.fetch));
