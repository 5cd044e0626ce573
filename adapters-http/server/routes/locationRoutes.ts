import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import {
  CityUrlCode,
  LocationPatch,
  LocationRequest,
  PlaceQuery,
  type GeoFences,
  type GeohashCheck,
  type Location,
  type Territory,
  type TopCities,
} from '../../contract/location';
import { TermsCityId, type DeliveryTerms, type PickupTerms } from '../../contract/terms';
import { decodeBody, decodeQuery } from '../decode';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import type { getLocation } from '../../../application/shell/getLocation';
import type { topCities } from '../../../application/shell/topCities';
import type { chooseLocation } from '../../../application/shell/chooseLocation';
import type { currentTerritory } from '../../../application/shell/currentTerritory';
import type { territoryByUrlCode } from '../../../application/shell/territoryByUrlCode';
import type { geoFencesAt } from '../../../application/shell/geoFencesAt';
import type { checkGeohash } from '../../../application/shell/checkGeohash';
import type { deliveryTermsIn } from '../../../application/shipment/deliveryTermsIn';
import type { pickupTermsIn } from '../../../application/shipment/pickupTermsIn';
import type { TermsCityError, TermsPlace } from '../../../application/shipment/termsCity';

export interface LocationUseCases {
  readonly getLocation: ReturnType<typeof getLocation>;
  readonly topCities: ReturnType<typeof topCities>;
  readonly chooseLocation: ReturnType<typeof chooseLocation>;
  readonly currentTerritory: ReturnType<typeof currentTerritory>;
  readonly territoryByUrlCode: ReturnType<typeof territoryByUrlCode>;
  readonly geoFencesAt: ReturnType<typeof geoFencesAt>;
  readonly checkGeohash: ReturnType<typeof checkGeohash>;
  readonly deliveryTermsIn: ReturnType<typeof deliveryTermsIn>;
  readonly pickupTermsIn: ReturnType<typeof pickupTermsIn>;
}

type Ctx = Context<{ Variables: SessionVariables }>;

/** A path parameter decoded with a contract codec. */
const decodeParam = <A>(codec: t.Decoder<unknown, A>, value: string | undefined) => E.mapLeft(() => 'INCORRECT_REQUEST' as const)(codec.decode(value));

/** The place a terms call asks about: the territory id of the path, else the query's geohash, else the shopper's location. */
function termsPlace(c: Ctx): E.Either<'INCORRECT_REQUEST', TermsPlace> {
  const id = c.req.param('id');
  return id === undefined ? decodeQuery(c, PlaceQuery) : E.map((cityId: string) => ({ cityId }))(decodeParam(TermsCityId, id));
}

/**
 * The shopper's location and what it decides (spec §7 Location): read, top cities, choose (PUT) or change (PATCH),
 * the territory, its geo fences, a geohash URL's check, and the delivery and pickup terms of a city.
 */
export function locationRoutes(useCases: LocationUseCases) {
  const choose = (codec: t.Decoder<unknown, Parameters<LocationUseCases['chooseLocation']>[1]>) => async (c: Ctx) => {
    const body = await decodeBody(c, codec);
    if (E.isLeft(body)) return failure(c, body.left);
    const saved = await useCases.chooseLocation(c.get('ownerKey'), body.right);
    return E.isRight(saved) ? c.json(saved.right satisfies Location) : failure(c, saved.left._tag);
  };
  const terms =
    <A extends DeliveryTerms | PickupTerms>(read: (ownerKey: string, place: TermsPlace) => Promise<E.Either<TermsCityError, A>>) =>
    async (c: Ctx) => {
      const place = termsPlace(c);
      if (E.isLeft(place)) return failure(c, place.left);
      const answer = await read(c.get('ownerKey'), place.right);
      return E.isRight(answer) ? c.json<DeliveryTerms | PickupTerms>(answer.right) : failure(c, answer.left._tag);
    };
  return new Hono<{ Variables: SessionVariables }>()
    .get('/location', async (c) => {
      const location = await useCases.getLocation(c.get('ownerKey'));
      return location ? c.json(location satisfies Location) : failure(c, 'NOT_FOUND');
    })
    .get('/location/top-cities', async (c) =>
      c.json({ cities: (await useCases.topCities()).map((city) => ({ id: city.id, name: city.name, geoPoint: city.geohash })) } satisfies TopCities),
    )
    .put('/profiles/current/location', choose(LocationRequest))
    .patch('/profiles/current/location', choose(LocationPatch))
    .get('/territories/current', async (c) => {
      const territory = await useCases.currentTerritory(c.get('ownerKey'));
      return territory ? c.json(territory satisfies Territory) : failure(c, 'NOT_FOUND');
    })
    .get('/territories/:cityUrlCode', async (c) => {
      const code = decodeParam(CityUrlCode, c.req.param('cityUrlCode'));
      if (E.isLeft(code)) return failure(c, code.left);
      const territory = await useCases.territoryByUrlCode(c.get('ownerKey'), code.right);
      return E.isRight(territory) ? c.json(territory.right satisfies Territory) : failure(c, territory.left._tag);
    })
    .get('/location/geofences', async (c) => {
      const query = decodeQuery(c, PlaceQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const fences = await useCases.geoFencesAt(c.get('ownerKey'), query.right.geoPoint);
      return E.isRight(fences) ? c.json(fences.right satisfies GeoFences) : failure(c, fences.left._tag);
    })
    .get('/geohashes/:hash/_check', async (c) => {
      const checked = await useCases.checkGeohash(c.req.param('hash'));
      return E.isRight(checked) ? c.json(checked.right satisfies GeohashCheck) : failure(c, checked.left._tag);
    })
    .get('/delivery-terms', terms(useCases.deliveryTermsIn))
    .get('/delivery-terms/:id', terms(useCases.deliveryTermsIn))
    .get('/pickup-terms', terms(useCases.pickupTermsIn))
    .get('/pickup-terms/:id', terms(useCases.pickupTermsIn));
}
