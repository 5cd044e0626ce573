import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyPart } from './lazyPart';
import type { RouteHandle } from './meta';

/** The parts of a page in chunks of their own (lazyPart.ts) that it shows at the URL with this query. */
type PageParts = (query: URLSearchParams) => readonly Pick<LazyPart<object>, 'chunk' | 'load'>[];

/** What a page's module gives its route once loaded. */
export interface LoadedPage {
  readonly element: ReactNode;
  readonly meta?: RouteHandle['meta'];
  readonly parts?: PageParts;
}

/** A route's handle: its head, the source file of its page's chunk and the parts the page shows by query. */
export interface PageHandle extends Partial<RouteHandle> {
  readonly chunk: string;
  readonly parts?: PageParts;
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
      const { element, meta, parts } = page(await load());
      const handle: PageHandle = { chunk: `adapters-ui-react/${file}.tsx`, ...(meta ? { meta } : {}), ...(parts ? { parts } : {}) };
      return { element, handle };
    },
  };
}

/** The parts a page shows at the URL with `search`. */
const partsAt = (handle: PageHandle | undefined, search: string) => handle?.parts?.(new URLSearchParams(search)) ?? [];

/** The chunks a page needs at the URL with `search`: its own and those of the parts it shows there. */
export function pageChunks(handle: PageHandle, search: string): string[] {
  return [handle.chunk, ...partsAt(handle, search).map((part) => part.chunk)];
}

/**
 * Loads the pages of the routes matching `location` into them, and the parts those pages show there,
 * before hydration: the server rendered them, and a router still loading them would render nothing,
 * which React takes for a mismatch.
 */
export async function loadMatchedPages(routes: RouteObject[], location: { readonly pathname: string; readonly search: string }): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, location.pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
      await Promise.all(partsAt(route.handle as PageHandle | undefined, location.search).map((part) => part.load()));
    }),
  );
}
