import type { CatalogueSearch } from '../catalogue/CatalogueSearch';
import { getSeller } from './getSeller';
import { productAvailability, type AvailabilityDeps } from './productAvailability';
import { wareAvailabilities } from './wareAvailabilities';

/** Availability per size and sellers, given their ports. */
export const availabilityUseCases = (deps: AvailabilityDeps & { readonly search: CatalogueSearch }) => ({
  productAvailability: productAvailability(deps),
  wareAvailabilities: wareAvailabilities(deps),
  getSeller: getSeller(deps),
});
export type AvailabilityUseCases = ReturnType<typeof availabilityUseCases>;
