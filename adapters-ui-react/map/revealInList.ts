/**
 * Scrolls a list (its own scroll box, not the page) just enough to show the item chosen on the map beside
 * it: the page stays where it is, so a phone keeps the map in view.
 */
export function revealInList(list: HTMLElement | null, selector: string): void {
  const item = list?.querySelector(selector);
  if (!list || !item) return;
  const [box, at] = [list.getBoundingClientRect(), item.getBoundingClientRect()];
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += Math.min(at.bottom - box.bottom, at.top - box.top);
}
