/** Every footwear type: its side view first, then from above, below and behind. */
import type { Drawing } from './drawing';
import { COURT, FOOTBALL_BOOT, HIGH_TOP, HIKING, INDOOR_BOOT, RUBBER_BOOT, RUNNING, TRAIL, WINTER_BOOT } from './footwear';
import { shoeSide, type ShoeOutline } from './shoeSide';
import { shoeBack, shoeSole, shoeTop, type ShoeShape } from './shoeViews';

function shoe(outline: ShoeOutline, s: ShoeShape): Drawing {
  const eyelet = outline.laces;
  return {
    views: [(p, seed) => shoeSide(outline, p, seed), shoeTop(s), shoeSole(s), shoeBack(s)],
    detail: eyelet ? [(eyelet[0] + eyelet[2]) / 2, (eyelet[1] + eyelet[3]) / 2 + 12, 1.9] : [outline.logo[0], outline.logo[1], 2.4],
  };
}

export const FOOTWEAR = {
  'running-shoe': shoe(RUNNING, { laced: true, collarY: 62, tread: 'flex' }),
  'trail-shoe': shoe(TRAIL, { laced: true, collarY: 60, tread: 'lugs' }),
  'court-shoe': shoe(COURT, { laced: true, collarY: 70, tread: 'herringbone' }),
  'high-top': shoe(HIGH_TOP, { laced: true, collarY: 36, tread: 'herringbone' }),
  'hiking-boot': shoe(HIKING, { laced: true, collarY: 44, tread: 'lugs' }),
  'winter-boot': shoe(WINTER_BOOT, { laced: false, collarY: 24, tread: 'lugs' }),
  'rubber-boot': shoe(RUBBER_BOOT, { laced: false, collarY: 22, tread: 'waves' }),
  'football-boot': shoe(FOOTBALL_BOOT, { laced: true, collarY: 66, tread: 'studs' }),
  'indoor-boot': shoe(INDOOR_BOOT, { laced: true, collarY: 66, tread: 'herringbone' }),
} as const satisfies Readonly<Record<string, Drawing>>;
