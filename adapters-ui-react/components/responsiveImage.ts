import { resizedImageUrl } from '../../adapters-http/contract/mediaUrl';
import type { ResponsiveImage } from '../meta';

/** Where a picture sits in the layout: the sides the media route is asked for, and the slot's width. */
interface ImageSlot {
  readonly sides: readonly number[];
  readonly sizes: string;
}

/** A product card in the grid: two columns on phones, three from 768 px, four from 1024, six from 1920 (shop.css .grid). */
export const CARD_SLOT: ImageSlot = {
  sides: [160, 240, 320, 480, 640],
  sizes: '(min-width: 1920px) 15vw, (min-width: 1024px) 22vw, (min-width: 768px) 31vw, 48vw',
};

/** Cards of a listing whose pictures load at once and first: the first row on a phone (the LCP is among them). */
export const EAGER_CARDS = 2;

/** The product page's gallery: the screen's width on phones, two columns beside the buying panel from 1024 px. */
export const GALLERY_SLOT: ImageSlot = { sides: [320, 480, 640, 960, 1280], sizes: '(min-width: 1024px) 30vw, 100vw' };

/** The picture in the sizes of its slot: the browser takes the one that fills it at the screen's density. */
export function responsiveImage(url: string, slot: ImageSlot): ResponsiveImage {
  return { src: url, srcSet: slot.sides.map((side) => `${resizedImageUrl(url, side)} ${side}w`).join(', '), sizes: slot.sizes };
}
