import { useEffect } from 'react';
import { EMPTY } from 'rxjs';
import type { ComparisonState } from '../../application/catalogue/comparisonViewModel';
import { useServices } from '../shopContext';
import { useObservable } from '../useObservable';

const UNKNOWN: ComparisonState = { productIds: null, failure: null };

/** The compared products as the browser knows them (fetched once per page load); null ids until known. */
export function useComparison() {
  const { comparison } = useServices();
  const state = useObservable(comparison?.state$ ?? EMPTY, comparison?.current ?? (() => UNKNOWN));
  useEffect(() => {
    if (comparison && comparison.current().productIds === null) void comparison.load();
  }, [comparison]);
  return { ...state, vm: comparison };
}

/** The header's compare count: the live list once known, else what the page was rendered with. */
export function useComparedCount(rendered: number): number {
  return useComparison().productIds?.length ?? rendered;
}
