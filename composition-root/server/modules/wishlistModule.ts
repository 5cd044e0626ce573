import { ContainerModule } from 'inversify';
import { wishlistRoutes } from '../../../adapters-http/server/routes/wishlistRoutes';
import { postgresWishlistRepository } from '../../../adapters-storage/postgres/postgresWishlistRepository';
import { wishlistUseCases } from '../../../application/wishlist/wishlistUseCases';
import { CATALOGUE } from './catalogueModule';
import { CORE } from './coreModule';
import { ROUTES } from './routes';
import { useCaseTokens } from './token';

/** Wishlists of signed-in customers (spec §7 Favourites). */
export const WISHLIST = useCaseTokens({ useCases: wishlistUseCases });

export const wishlistModule = new ContainerModule(({ bind }) => {
  bind(WISHLIST.useCases).toResolvedValue(
    (db, catalogue, ids) => wishlistUseCases({ wishlists: postgresWishlistRepository(db), catalogue, ids }),
    [CORE.db, CATALOGUE.catalogue, CORE.ids],
  );
  bind(ROUTES.wishlist).toResolvedValue(wishlistRoutes, [WISHLIST.useCases]);
});
