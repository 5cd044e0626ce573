import type { View } from '../svg';

/** How one product type is drawn: its gallery views, the card's first, and where a close-up looks. */
export interface Drawing {
  readonly views: readonly View[];
  /** A point of the first view and the zoom of its close-up (laces, a seam, a valve). */
  readonly detail: readonly [x: number, y: number, zoom: number];
}
