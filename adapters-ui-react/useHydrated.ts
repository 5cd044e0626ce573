import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates the server's markup (and on the server), true from the render right after
 * it and in every component first rendered in the browser: what only the browser knows (its services, the
 * URL hash, stored choices) may show from then on without the first render differing from the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
