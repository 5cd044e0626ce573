import '../../adapters-ui-react/styles/shop.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../../adapters-ui-react/routes';
import { loadDeferredParts } from '../../adapters-ui-react/deferredParts';
import { loadMatchedPages } from '../../adapters-ui-react/lazyPage';
import { ShopContext } from '../../adapters-ui-react/shopContext';
import type { ShellData } from '../../adapters-ui-react/pageData';
import { whenIdle } from '../../adapters-ui-react/whenIdle';
import { browserShop } from './browserShop';

// The browser's ports given once (browserShop.ts wires every feature from them), then hydration of the server's page.
const { services, pageData, preload } = browserShop({
  fetch: window.fetch.bind(window),
  window,
  reload: () => window.location.reload(),
  shellData: () => router.state.loaderData.root as ShellData | undefined,
});
const routes = createRoutes(pageData);
await loadMatchedPages(routes, window.location);
const router = createBrowserRouter(routes);

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <ShopContext.Provider value={services}>
      <RouterProvider router={router} />
    </ShopContext.Provider>
  </StrictMode>,
);
// The late parts' code (footer, SEO block) comes now; they still hydrate when they near the screen or the browser is idle.
loadDeferredParts().catch(() => undefined);
// What pages use after a tap, fetched once the page is interactive and the browser has nothing else to do;
// the first idle moment comes after React's hydration tasks, so it is also when taps start to count:
// `data-hydrated` says so to whoever waits for it (the browser tests, e2e/hydrated.ts).
whenIdle(() => {
  document.documentElement.dataset.hydrated = '';
  preload();
});
