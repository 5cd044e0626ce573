import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { LocationRequest, type Location, type TopCities } from '../../contract/location';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { getLocation } from '../../../application/shell/getLocation';
import type { topCities } from '../../../application/shell/topCities';
import type { chooseLocation } from '../../../application/shell/chooseLocation';

/** The shopper's location (spec §7): read, top cities, choose or confirm. */
export function locationRoutes(useCases: { readonly getLocation: ReturnType<typeof getLocation>; readonly topCities: ReturnType<typeof topCities>; readonly chooseLocation: ReturnType<typeof chooseLocation> }) {
  return new Hono<{ Variables: SessionVariables }>()
    .get('/location', async (c) => {
      const location = await useCases.getLocation(c.get('ownerKey'));
      return location ? c.json(location satisfies Location) : failure(c, 'NOT_FOUND');
    })
    .get('/location/top-cities', async (c) =>
      c.json({ cities: (await useCases.topCities()).map((city) => ({ id: city.id, name: city.name, geoPoint: city.geohash })) } satisfies TopCities))
    .put('/profiles/current/location', async (c) => {
      const body = await decodeBody(c, LocationRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const saved = await useCases.chooseLocation(c.get('ownerKey'), body.right);
      return E.isRight(saved) ? c.json(saved.right satisfies Location) : failure(c, saved.left._tag);
    });
}
