/**
 * Pages without the phones' navigation bar: the cart and its checkout (spec §2 Routes /cart/: no nav bar),
 * the gift-card cart, which is a checkout too, and the return form (spec §2 Profile routes: no nav bar).
 */
const WITHOUT_NAVBAR = /^\/cart\/?$|^\/giftcard\/cart\/?$|^\/profile\/order_return\/[^/]+\/?$/;

/** Whether the page at the path shows the navigation bar of small screens (spec §9 layer navbar). */
export function showsNavbar(pathname: string): boolean {
  return !WITHOUT_NAVBAR.test(pathname);
}
