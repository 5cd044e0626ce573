import { cartHeader } from '../checkout/cartPage';

/** Pages framed by the reduced header: no catalogue, search or links bar, so the buyer stays on paying (spec §2 Routes: the gift-card cart). */
// Also the return form (spec §2 Profile routes: /profile/order_return/{orderNumber} uses a small header and no nav bar).
const REDUCED = /^\/giftcard\/cart\/?$|^\/profile\/order_return\/[^/]+\/?$/;

/**
 * Whether the page at the path shows the reduced header (spec §2 Routes /giftcard/cart); call-centre operators
 * get the full one, as on /cart/ (spec §2 Routes /cart/, §6: they move between pages on the customer's behalf).
 */
export function showsReducedHeader(pathname: string, isOperator = false): boolean {
  return REDUCED.test(pathname) && cartHeader(isOperator) === 'reduced';
}
