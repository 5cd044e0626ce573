import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import type { RecentListPageData } from '../../adapters-http/contract/recentList';
import { encodeRecentList } from '../../adapters-http/server/routes/recentListRoutes';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** /profile/recentlist/ rendered on the server, for the session owner (an operator acting for a customer included). */
export const serverRecentListPage = (useCases: ServerUseCases, ownerKey: string) => async (): Promise<RecentListPageData> =>
  customerIdOf(ownerKey) ? { signedIn: true, ...encodeRecentList(await useCases.recentlyViewed(ownerKey)) } : { signedIn: false };
