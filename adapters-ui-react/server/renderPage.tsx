import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { type PageHandle, pageChunks } from '../lazyPage';
import { pageMeta } from '../meta';
import { ShopContext, type ShopServices } from '../shopContext';
import { loadDeferredParts } from '../deferredParts';
import { DOCUMENT_END, documentStart, pageAssets, type ClientAssets } from './documentHtml';

/**
 * Server-renders the page at the request's URL: runs its loaders, then streams the document — the head
 * with the page's chunks and image to preload first, then React's markup as it renders, with the loaders'
 * data embedded so the browser hydrates without fetching it again.
 */
export async function renderPage(request: Request, routes: RouteObject[], services: ShopServices, assets: ClientAssets): Promise<Response> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  await loadDeferredParts();
  const markup = await renderToReadableStream(
    <StrictMode>
      <ShopContext.Provider value={services}>
        <StaticRouterProvider router={router} context={context} />
      </ShopContext.Provider>
    </StrictMode>,
    // React would hold a boundary larger than a chunk (12.5 KB) back and reveal it by a script later:
    // the page's content would paint late and stay hidden without JavaScript. Nothing here waits on data
    // (the loaders ran), so every boundary is written in place.
    { onError: (error) => console.error(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  // A part in a chunk of its own (lazyPart.ts) suspends the first time the server renders it: waiting for
  // it too writes it in place, where the stream would send a fallback and the part later, shown by script.
  await markup.allReady;
  const meta = pageMeta(context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })));
  const search = new URL(request.url).search;
  const chunks = context.matches.flatMap((m) => {
    const handle = m.route.handle as PageHandle | undefined;
    return handle?.chunk ? pageChunks(handle, search) : [];
  });
  const start = documentStart({ meta, assets: pageAssets(assets, chunks), origin: new URL(request.url).origin });
  const encoder = new TextEncoder();
  const document = markup.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start: (controller) => controller.enqueue(encoder.encode(start)),
      flush: (controller) => controller.enqueue(encoder.encode(DOCUMENT_END)),
    }),
  );
  return new Response(document, {
    status: context.statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
