import { cartHeader } from '../checkout/cartPage';

/** Pages framed by the reduced header: no catalogue, search or links bar, so the buyer stays on paying (spec §2 Routes: the cart and its checkout, the gift-card cart). */
// Also the return form (spec §2 Profile routes: /profile/order_return/{orderNumber} uses a small header and no nav bar).
const REDUCED = /^\/cart\/?$|^\/giftcard\/cart\/?$|^\/profile\/order_return\/[^/]+\/?$/;

/**
 * Whether the page at the path shows the reduced header (spec §2 Routes /cart/, /giftcard/cart); call-centre operators
 * get the full one (spec §2 Routes /cart/, §6: they move between pages on the customer's behalf).
 */
export function showsReducedHeader(pathname: string, isOperator = false): boolean {
  return REDUCED.test(pathname) && cartHeader(isOperator) === 'reduced';
}
