/** From this width the screen is a desktop: 768–1023 is a tablet, below a phone (spec §9 Breakpoints 320, 768, 1024). */
export const DESKTOP_FROM_PX = 1024;

/** What hovering the header basket shows (spec §2 Layout, §4 Menus). */
export type BasketHover = 'tooltip' | 'miniPreview' | 'nothing';

/**
 * An empty cart gets the tooltip; a filled one the mini-preview, which is not loaded on the cart
 * page nor on mobile or tablet (spec §2 Layout, §4 Menus basket tooltip only when the cart is empty).
 */
export function basketHover(cartItemCount: number, pathname: string, viewportWidth: number): BasketHover {
  if (cartItemCount === 0) return 'tooltip';
  return pathname.startsWith('/cart/') || viewportWidth < DESKTOP_FROM_PX ? 'nothing' : 'miniPreview';
}
