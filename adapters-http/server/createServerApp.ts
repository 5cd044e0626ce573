import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { cartRoutes } from './routes/cartRoutes';
import { shipmentRoutes } from './routes/shipmentRoutes';
import { fastCartOwner } from './cartOwnerOf';
import { cartPageRoutes } from './routes/cartPageRoutes';
import { checkoutDetailsRoutes } from './routes/checkoutDetailsRoutes';
import { catalogRoutes } from './routes/catalogRoutes';
import { comparisonRoutes } from './routes/comparisonRoutes';
import { trackingRoutes } from './routes/trackingRoutes';
import { mediaRoutes } from './routes/mediaRoutes';
import { mountAuth } from './routes/mountAuth';
import { featureToggleRoutes } from './routes/featureToggleRoutes';
import { eventRoutes } from './routes/eventRoutes';
import { directoryRoutes } from './routes/directoryRoutes';
import { newsletterRoutes } from './routes/newsletterRoutes';
import { profileSubscriptionRoutes } from './routes/profileSubscriptionRoutes';
import { locationRoutes } from './routes/locationRoutes';
import { staticPageRoutes } from './routes/staticPageRoutes';
import { shopRoutes } from './routes/shopRoutes';
import { popupRoutes } from './routes/popupRoutes';
import { bannerRoutes } from './routes/bannerRoutes';
import { seoRoutes } from './routes/seoRoutes';
import { publicationRoutes } from './routes/publicationRoutes';
import { contentMediaRoutes } from './routes/contentMediaRoutes';
import { brandLogoRoutes } from './routes/brandLogoRoutes';
import { wishlistRoutes } from './routes/wishlistRoutes';
import { personalDataRoutes } from './routes/personalDataRoutes';
import { reviewRoutes } from './routes/reviewRoutes';
import { reviewPhotoMediaRoutes, reviewPhotoUploadRoutes } from './routes/reviewPhotoRoutes';
import { operatorAudit } from './routes/operatorRoutes';
import { availabilityRoutes } from './routes/availabilityRoutes';
import { tagRoutes } from './routes/tagRoutes';
import { kitRoutes } from './routes/kitRoutes';
import { shopServiceRoutes } from './routes/shopServiceRoutes';
import { paymentNotificationRoutes } from './routes/paymentNotificationRoutes';
import { orderPaymentRoutes } from './routes/orderPaymentRoutes';
import { orderRoutes } from './routes/orderRoutes';
import { profileOrderRoutes } from './routes/profileOrderRoutes';
import { returnCartRoutes } from './routes/returnCartRoutes';
import { returnOrderRoutes } from './routes/returnOrderRoutes';
import { fulfilmentRoutes } from './routes/fulfilmentRoutes';
import { returnImageRoutes } from './routes/returnImageRoutes';
import { accountRoutes } from './routes/accountRoutes';
import { recentListRoutes } from './routes/recentListRoutes';
import { giftCardRoutes } from './routes/giftCardRoutes';
import { mailOutboxRoutes } from './routes/mailOutboxRoutes';
import { notificationRoutes } from './routes/notificationRoutes';
import { appealRoutes } from './routes/appealRoutes';
import { appealFileRoutes, appealFileUploadRoutes } from './routes/appealFileRoutes';
import { proFileRoutes, proRoutes } from './routes/proRoutes';
import { failure } from './failure';
import { clientAddressMiddleware } from './clientAddress';
import { gzipAnswers } from './gzipAnswers';
import { compressPages } from './compressPages';
import { sessionMiddleware, type SessionVariables } from './session';
import { marketScope } from './marketScope';
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
  app.route('/media', mediaRoutes(deps.productImage));
  app.route('/media/content', contentMediaRoutes(deps.contentImage));
  app.route('/media/brands', brandLogoRoutes(deps.useCases));
  app.route('/media/reviews', reviewPhotoMediaRoutes(deps.useCases.reviewPhotos));

  // Server-to-server and the acquirer's own pages: no shop session, no CSRF check (signatures instead).
  app.route('/payment-api/v1', paymentNotificationRoutes(deps.payments));
  app.route('/web-api/v1/fulfilment', fulfilmentRoutes(deps.useCases.returns));
  const sandbox = deps.sandboxAcquirer;
  if (sandbox) app.mount('/sandbox-acquirer', (request) => sandbox.fetch(request));

  app.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.use(sessionMiddleware(deps.sessionSecret, deps.newSessionId, deps.auth.useCases.resolveSession));
  app.use(marketScope(deps.marketOf));

  // Cross-site POSTs are refused (a browser sends Origin or Sec-Fetch-Site with every state change),
  // and bodies are bounded, on every service that takes requests from pages.
  const guarded = () => new Hono<{ Variables: SessionVariables }>().use(
    csrf(),
    bodyLimit({ maxSize: API_BODY_LIMIT, onError: (c) => failure(c, 'INCORRECT_REQUEST') }),
  );

  const api = guarded();
  // Small answers (autocomplete, ~2 KB) go as they are: gzip would cost more time than it saves.
  api.use(gzipAnswers(COMPRESS_FROM_BYTES));
  mountAuth(api, deps.auth);
  // Before every cart route (/cart/* matches /cart too): ?cartType=FAST switches the call to the fast cart.
  api.use('/cart/*', fastCartOwner());
  api.route('/', catalogRoutes(deps.useCases));
  api.route('/', comparisonRoutes(deps.useCases));
  api.route('/', trackingRoutes(deps.useCases));
  api.route('/', cartRoutes(deps.useCases));
  api.route('/', shipmentRoutes(deps.useCases.shipment));
  api.route('/', cartPageRoutes(deps.useCases));
  api.route('/', checkoutDetailsRoutes(deps.useCases.checkoutDetails, deps.auth.checkoutPhone));
  api.route('/', directoryRoutes(deps.useCases));
  api.route('/', newsletterRoutes(deps.useCases));
  api.route('/', profileSubscriptionRoutes(deps.useCases.subscriptions));
  api.route('/', locationRoutes(deps.useCases));
  api.route('/', staticPageRoutes(deps.useCases));
  api.route('/', shopRoutes(deps.useCases));
  api.route('/', popupRoutes(deps.useCases));
  api.route('/', bannerRoutes(deps.useCases));
  api.route('/', seoRoutes(deps.useCases));
  api.route('/', publicationRoutes(deps.useCases));
  api.route('/', wishlistRoutes(deps.useCases));
  api.route('/', personalDataRoutes(deps.useCases.personalData));
  api.route('/', reviewRoutes(deps.useCases));
  api.route('/', availabilityRoutes(deps.useCases));
  api.route('/', tagRoutes(deps.useCases));
  api.route('/', kitRoutes(deps.useCases));
  api.route('/', shopServiceRoutes(deps.useCases.shopServices));
  api.route('/', orderPaymentRoutes(deps.payments));
  // Before orderRoutes, whose /orders/{n} would take /orders/returns.
  api.route('/', returnOrderRoutes(deps.useCases.returns.useCases));
  api.route('/', returnCartRoutes(deps.useCases.returns.useCases));
  api.route('/', profileOrderRoutes(deps.orders));
  api.route('/', orderRoutes(deps.orders));
  api.route('/', accountRoutes(deps.useCases.account));
  api.route('/', recentListRoutes(deps.useCases));
  if (deps.giftCards) api.route('/', giftCardRoutes(deps.giftCards));
  if (deps.mailOutbox) api.route('/', mailOutboxRoutes(deps.mailOutbox));
  api.route('/', notificationRoutes(deps.useCases.notifications));
  api.route('/', appealRoutes(deps.useCases.appeals));
  api.route('/', appealFileRoutes(deps.useCases.appeals));
  api.route('/', proRoutes(deps.useCases.pro, deps.auth.proPhone));
  api.all('*', (c) => failure(c, 'NOT_FOUND'));
  // Before the API, whose 64 KB body limit would refuse it: the photo upload brings its own (10 MB).
  app.route('/web-api/v1', reviewPhotoUploadRoutes(deps.useCases.reviewPhotos, operatorAudit(deps.auth.operators)));
  app.route('/web-api/v1', returnImageRoutes(deps.useCases.returns.useCases, operatorAudit(deps.auth.operators)));
  app.route('/web-api/v1', appealFileUploadRoutes(deps.useCases.appeals, operatorAudit(deps.auth.operators)));
  app.route('/web-api/v1', proFileRoutes(deps.useCases.pro, operatorAudit(deps.auth.operators)));
  app.route('/web-api/v1', api);
  app.route('/feature-toggle-api/v1', featureToggleRoutes(deps.useCases));
  app.route('/events-api/v1', guarded().route('/', eventRoutes(deps.useCases)));

  app.use(compressPages());
  app.get('*', (c) => deps.renderPage(c.req.raw, c.get('ownerKey'), c.get('viewer')));
  return app;
}
