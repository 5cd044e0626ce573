import type { Kysely } from 'kysely';
import { marketOf } from '../../application/market/marketOf';
import { cachedFor } from '../../application/shared/cachedFor';
import { postgresLocationRepository } from '../../adapters-storage/postgres/postgresLocationRepository';
import { postgresPriceLists } from '../../adapters-storage/postgres/postgresPriceLists';
import type { Database } from '../../adapters-storage/postgres/schema';

/** Cities and price lists change by a deployment or an operator's update, not per request: a minute's staleness is fine. */
const REFERENCE_DATA_TTL_MS = 60_000;

/**
 * The visitor's market, asked on every priced request: only the owner's chosen location is read each
 * time; the city list and the price lists come from memory (they cost ~8 ms a request read each time,
 * docs/performance.md).
 */
export function marketWiring(db: Kysely<Database>) {
  const locations = postgresLocationRepository(db);
  const priceLists = postgresPriceLists(db);
  return marketOf({
    locations: { ...locations, cities: cachedFor(REFERENCE_DATA_TTL_MS, locations.cities) },
    priceLists: { ofCountry: cachedFor(REFERENCE_DATA_TTL_MS, priceLists.ofCountry) },
  });
}
