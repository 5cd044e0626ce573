import type { Kysely } from 'kysely';
import type { LocationRepository } from '../../application/shell/LocationRepository';
import type { Database } from './schema';
import { countryOrDefault } from '../../domain/country/country';

/** Cities from the city table; chosen locations per session owner in owner_location. */
export function postgresLocationRepository(db: Kysely<Database>): LocationRepository {
  return {
    cities: async () =>
      (await db.selectFrom('city').select(['id', 'name', 'lat', 'lon', 'geohash', 'country_code']).orderBy('id').execute()).map(
        ({ country_code, ...city }) => ({ ...city, countryCode: countryOrDefault(country_code) }),
      ),
    chosen: async (ownerKey) => {
      const row = await db
        .selectFrom('owner_location')
        .select(['geo_point', 'location_level', 'location_name'])
        .where('owner_key', '=', ownerKey)
        .executeTakeFirst();
      return row && { geoPoint: row.geo_point, locationLevel: row.location_level, locationName: row.location_name };
    },
    choose: async (ownerKey, location) => {
      const values = { geo_point: location.geoPoint, location_level: location.locationLevel, location_name: location.locationName };
      await db
        .insertInto('owner_location')
        .values({ owner_key: ownerKey, ...values })
        .onConflict((oc) => oc.column('owner_key').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
    },
  };
}
