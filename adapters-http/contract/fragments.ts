import * as t from 'io-ts';
import { BannersQuery } from './banners';

/** Query of GET /web-api/v1/static/fragments (spec §7: slots), as GET /banners takes slots. */
export const FragmentsQuery = t.type({ slots: BannersQuery.types[0].props.slots });
/** Query of GET /web-api/v1/static-fragments: the same slots, or none for every fragment. */
export const AllFragmentsQuery = t.partial(FragmentsQuery.props);

/** A static fragment, HTML sanitised (spec §3 Cart: static fragments by slot). */
const Fragment = t.type({ id: t.string, slot: t.string, htmlContent: t.string });
export const FragmentList = t.type({ fragments: t.array(Fragment) });
export type FragmentList = t.TypeOf<typeof FragmentList>;

/** The cart page's slots (GET /cart/static-fragments): how its goods are handed over, and how they are returned. */
export const CART_FRAGMENT_SLOTS = ['CART_DELIVERY_INFO', 'CART_RETURN_INFO'] as const;
