import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** Renders the latest value of a view-model's observable (a useSyncExternalStore bridge). */
export function useObservable<T>(source: Observable<T>, current: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source],
  );
  return useSyncExternalStore(subscribe, current, current);
}
