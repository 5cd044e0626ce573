import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './meta';

/** What a page's module gives its route once loaded. */
export interface LoadedPage {
  readonly element: ReactNode;
  readonly meta?: RouteHandle['meta'];
}

/** A route's handle: its head, and the source file of its page's chunk. */
export interface PageHandle extends Partial<RouteHandle> {
  readonly chunk: string;
}

/**
 * A route's page in a chunk of its own, which the router loads when the route matches, so a page's
 * visitor downloads that page's code and no other. `file` is the module's path under
 * adapters-ui-react/, the key of its chunk in Vite's manifest: the server preloads the chunk (and its
 * stylesheets) with the page. lazyPage.test.ts checks that each `file` is the module `load` imports.
 */
export function lazyPage<M>(file: string, load: () => Promise<M>, page: (m: M) => LoadedPage): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { element, meta } = page(await load());
      const handle: PageHandle = { chunk: `adapters-ui-react/${file}.tsx`, ...(meta ? { meta } : {}) };
      return { element, handle };
    },
  };
}

/**
 * Loads the pages of the routes matching `location` into them, before hydration: the server rendered
 * those pages, and a router still loading them would render nothing, which React takes for a mismatch.
 */
export async function loadMatchedPages(routes: RouteObject[], location: { readonly pathname: string }): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, location.pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
