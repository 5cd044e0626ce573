import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { pageMeta } from '../meta';
import { ShopContext, type ShopServices } from '../shopContext';
import { documentHtml, type ClientAssets } from './documentHtml';

/**
 * Server-renders the page at the request's URL: runs its loaders, renders React to HTML and embeds
 * the loaders' data, so the browser hydrates without fetching it again.
 */
export async function renderPage(request: Request, routes: RouteObject[], services: ShopServices, assets: ClientAssets): Promise<Response> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <ShopContext.Provider value={services}>
        <StaticRouterProvider router={router} context={context} />
      </ShopContext.Provider>
    </StrictMode>,
  );
  const meta = pageMeta(context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })));
  return new Response(documentHtml({ meta, body, assets, origin: new URL(request.url).origin }), {
    status: context.statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
