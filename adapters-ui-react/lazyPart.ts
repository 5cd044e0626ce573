import { type ComponentType, lazy } from 'react';
import { lazyCode } from './components/lazyCode';

/**
 * A part of a page in a chunk of its own, which the page shows only in some states (the cart's checkout
 * steps): its visitors who never see it never download it. `Component` suspends until the chunk is in;
 * `load` fetches it beforehand — the browser before hydrating a page the server rendered with the part,
 * so hydration finds its code. `chunk` is the module's key in Vite's manifest (as lazyPage's), which the
 * server preloads with the page when the part shows.
 */
export interface LazyPart<P extends object> {
  readonly Component: ComponentType<P>;
  readonly chunk: string;
  readonly load: () => Promise<unknown>;
  /** Starts loading ahead of need (the shopper reaches for the button that shows the part); a failure is the render's to report. */
  readonly prefetch: () => void;
}

/** The part that `load` imports from the module at `file` under adapters-ui-react/, imported once (lazyCode). */
export function lazyPart<P extends object>(file: string, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const code = lazyCode(async () => ({ default: await load() }));
  return {
    Component: lazy(code.fetch),
    chunk: `adapters-ui-react/${file}.tsx`,
    load: code.fetch,
    prefetch: () => {
      code.fetch().catch(() => undefined);
    },
  };
}
