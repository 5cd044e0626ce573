import { ContainerModule } from 'inversify';
import type { ReturnServerDeps } from '../../../adapters-http/server/returnDeps';
import { fulfilmentRoutes } from '../../../adapters-http/server/routes/fulfilmentRoutes';
import { returnCartRoutes } from '../../../adapters-http/server/routes/returnCartRoutes';
import { returnImageRoutes } from '../../../adapters-http/server/routes/returnImageRoutes';
import { returnOrderRoutes } from '../../../adapters-http/server/routes/returnOrderRoutes';
import { postgresOrderReceipts } from '../../../adapters-storage/postgres/postgresOrderReceipts';
import { postgresReturnCarts } from '../../../adapters-storage/postgres/postgresReturnCarts';
import { postgresReturnOrders } from '../../../adapters-storage/postgres/postgresReturnOrders';
import { returnUseCases } from '../../../application/returns/returnUseCases';
import { AUTH } from './authModule';
import { CONFIG, CORE } from './coreModule';
import { REVIEWS } from './reviewModule';
import { ROUTES } from './routes';
import { token } from './token';

/** Returns of received orders, and the fulfilment system's reports about them (docs/returns.md). */
export const RETURNS = {
  deps: token<ReturnServerDeps>('ReturnServerDeps'),
} as const;

export const returnModule = new ContainerModule(({ bind }) => {
  // A defect's photos go through the review photos' upload: the same checks, re-encoding and hourly limit.
  bind(RETURNS.deps).toResolvedValue(
    (db, ids, clock, photos, fulfilmentSecret) => ({
      useCases: returnUseCases({
        carts: postgresReturnCarts(db),
        returns: postgresReturnOrders(db),
        receipts: postgresOrderReceipts(db),
        ids,
        clock,
        uploadPhoto: photos.upload,
      }),
      fulfilmentSecret,
    }),
    [CORE.db, CORE.ids, CORE.clock, REVIEWS.photos, CONFIG.fulfilmentSecret],
  );

  bind(ROUTES.returnOrders).toResolvedValue((returns) => returnOrderRoutes(returns.useCases), [RETURNS.deps]);
  bind(ROUTES.returnCarts).toResolvedValue((returns) => returnCartRoutes(returns.useCases), [RETURNS.deps]);
  bind(ROUTES.returnImages).toResolvedValue((returns, audit) => returnImageRoutes(returns.useCases, audit), [RETURNS.deps, AUTH.operatorAudit]);
  bind(ROUTES.fulfilment).toResolvedValue(fulfilmentRoutes, [RETURNS.deps]);
});
