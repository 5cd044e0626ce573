/** Pages framed by the reduced header: no catalogue, search or links bar, so the buyer stays on paying (spec §2 Routes: the gift-card cart). */
// Also the return form (spec §2 Profile routes: /profile/order_return/{orderNumber} uses a small header and no nav bar).
const REDUCED = /^\/giftcard\/cart\/?$|^\/profile\/order_return\/[^/]+\/?$/;

/** Whether the page at the path shows the reduced header (spec §2 Routes /giftcard/cart). */
export function showsReducedHeader(pathname: string): boolean {
  return REDUCED.test(pathname);
}
