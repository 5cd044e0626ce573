import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PageHandle, pageChunks } from './lazyPage';
import type { PageData } from './pageData';
import { createRoutes } from './routes';

const flatten = (routes: readonly RouteObject[]): RouteObject[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
// Route objects only: no loader runs here.
const routes = flatten(createRoutes({} as PageData));
const lazyRoutes = routes.filter((r) => typeof r.lazy === 'function');

describe('lazy pages', () => {
  it('every page but the frame, its layouts and the error page is loaded with its own chunk', () => {
    const eager = routes.filter((r) => r.element && r.path && r.id !== 'root');
    expect(eager.map((r) => r.path)).toEqual(['*']);
    expect(lazyRoutes.length).toBeGreaterThan(50);
  });

  it.each(lazyRoutes.map((r) => [r.path ?? '(index)', r] as const))('%s names the module its page comes from', async (_path, route) => {
    const loaded = await (route.lazy as () => Promise<{ element: unknown; handle: PageHandle }>)();
    const module: Record<string, unknown> = await import(/* @vite-ignore */ `../${loaded.handle.chunk}`);
    expect(isValidElement(loaded.element)).toBe(true);
    expect(Object.values(module)).toContain((loaded.element as { type: unknown }).type);
  });

  it('the cart names the checkout steps, a chunk of their own, only at ?step=checkout', async () => {
    const cart = lazyRoutes.find((r) => r.path === 'cart')!;
    const { handle } = await (cart.lazy as () => Promise<{ handle: PageHandle }>)();
    expect(pageChunks(handle, '')).toEqual(['adapters-ui-react/pages/CartPage.tsx']);
    expect(pageChunks(handle, '?snapshot=abc')).toEqual(['adapters-ui-react/pages/CartPage.tsx']);
    expect(pageChunks(handle, '?step=checkout')).toEqual(['adapters-ui-react/pages/CartPage.tsx', 'adapters-ui-react/checkout/CheckoutPage.tsx']);
    const [steps] = handle.parts!(new URLSearchParams('step=checkout'));
    expect(await steps!.load()).toEqual({ default: (await import('./checkout/CheckoutPage')).CheckoutPage });
  });
});
