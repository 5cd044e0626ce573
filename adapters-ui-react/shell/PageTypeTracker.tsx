import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTypeOf } from '../../domain/analytics/pageType';
import { useShellServices } from './useShellServices';

/** Stores the page type from the route and refreshes it on change; reports a page view (spec §4, §7 Analytics). */
export function PageTypeTracker() {
  const { analytics } = useShellServices();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const pageType = pageTypeOf(pathname, Object.fromEntries(new URLSearchParams(search)));
    analytics.setPageType(pageType);
    analytics.track('page', 'view', { path: pathname });
  }, [analytics, pathname, search]);
  return null;
}
