import type { recentlyViewed } from '../../application/catalogue/recentlyViewed';
import type { RecentListPageData } from '../../adapters-http/contract/recentList';
import { encodeRecentList } from '../../adapters-http/server/routes/recentListRoutes';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** /profile/recentlist/ rendered on the server, for the session owner (an operator acting for a customer included). */
export const serverRecentListPage =
  (useCases: { readonly recentlyViewed: ReturnType<typeof recentlyViewed> }, ownerKey: string) => async (): Promise<RecentListPageData> =>
    customerIdOf(ownerKey) ? { signedIn: true, ...encodeRecentList(await useCases.recentlyViewed(ownerKey)) } : { signedIn: false };
