import * as t from 'io-ts';
import { ProductCard } from './product';

/** GET /profiles/recent-list (spec §7 Profile): the products viewed most recently, latest first (docs/profile.md). */
export const RecentList = t.type({ products: t.array(ProductCard) });
export type RecentList = t.TypeOf<typeof RecentList>;

/** What /profile/recentlist/ shows: the list for a customer, the sign-in prompt for a visitor. */
export type RecentListPageData = { readonly signedIn: false } | ({ readonly signedIn: true } & RecentList);
