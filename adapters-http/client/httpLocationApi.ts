import * as E from 'fp-ts/Either';
import type { LocationApi } from '../../application/shell/locationViewModel';
import { Location, TopCities } from '../contract/location';
import type { ApiRequest } from './apiClient';

/** The location port over GET /location/top-cities and PUT /profiles/current/location. */
export function httpLocationApi(request: ApiRequest): LocationApi<Location> {
  return {
    topCities: async () => E.map((t: TopCities) => t.cities)(await request('GET', '/location/top-cities', TopCities)),
    choose: (body) => request('PUT', '/profiles/current/location', Location, body),
  };
}
