import * as t from 'io-ts';
import type { AnalyticsApi } from '../../application/shell/analyticsViewModel';
import type { ApiRequest } from './apiClient';

/** The analytics port over POST /events-api/v1/{group}/{event}/ (request made with base /events-api/v1). */
export function httpAnalyticsApi(request: ApiRequest): AnalyticsApi {
  return {
    send: (group, event, events) => request('POST', `/${encodeURIComponent(group)}/${encodeURIComponent(event)}/`, t.unknown, { events }),
  };
}
