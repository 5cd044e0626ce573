import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The URL hash, read only after hydration: the server never sees it, so the first render in the browser
 * must match the server's (spec §2 Routes /cart/: type=fast with hash #pickup).
 */
export function useHydratedHash(): string {
  const { hash } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? hash : '';
}
