import { Suspense, use, useEffect, type ComponentType } from 'react';
import { useHydrated } from '../useHydrated';
import { whenIdle } from '../whenIdle';
import { lazyCode, type LazyCode } from './lazyCode';

/** A part of the page rendered in full by the server and hydrated late, its code a chunk of its own. */
export interface DeferredPart<P> extends LazyCode<ComponentType<P>> {
  /** Finds the part's root in the server's markup. */
  readonly selector: string;
  /** The code, once the part's server markup nears the screen or the browser is idle, whichever first. */
  readonly whenNear: () => Promise<ComponentType<P>>;
}

/** One screen ahead: what a flick brings into view is hydrated before it arrives. */
const AHEAD = '100% 0px';
const TOUCHES = ['pointerdown', 'focusin'] as const;

/**
 * Resolves when the element matching `selector` comes within a screen of the viewport, is touched or
 * focused (React replays the tap once hydrated), or the browser is idle, whichever first.
 */
function nearOrIdle(selector: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      cancelIdle();
      for (const type of TOUCHES) element.removeEventListener(type, done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: AHEAD });
    const cancelIdle = whenIdle(done);
    observer.observe(element);
    for (const type of TOUCHES) element.addEventListener(type, done);
  });
}

export function deferredPart<P>(selector: string, load: () => Promise<ComponentType<P>>): DeferredPart<P> {
  const code = lazyCode(load);
  let near: Promise<ComponentType<P>> | null = null;
  return { ...code, selector, whenNear: () => (near ??= nearOrIdle(selector).then(code.fetch)) };
}

/**
 * Renders a deferred part in a Suspense boundary of its own. The server has its code (`fetch` before
 * rendering) and writes it in full, for search engines and pages without JavaScript. In the browser,
 * React keeps that markup, not yet hydrated, until the part nears the screen or the browser is idle and
 * its code has come; then it hydrates. An update reaching the part before that (a client-side navigation
 * changes the router's context) makes React render it anew instead: its code is then fetched at once,
 * the navigation's transition waiting for it with the server's markup still shown.
 */
export function HydrateWhenNear<P extends object>({ part, props }: { readonly part: DeferredPart<P>; readonly props: P }) {
  return (
    <Suspense>
      <Part part={part} props={props} />
    </Suspense>
  );
}

function Part<P extends object>({ part, props }: { readonly part: DeferredPart<P>; readonly props: P }) {
  const hydrated = useHydrated();
  const Component = part.loaded() ?? use(hydrated ? part.fetch() : part.whenNear());
  // The part answers taps from here on: `data-hydrated` says so to the browser tests (e2e/hydrated.ts).
  useEffect(() => {
    document.querySelector<HTMLElement>(part.selector)?.setAttribute('data-hydrated', '');
  }, [part]);
  return <Component {...props} />;
}
