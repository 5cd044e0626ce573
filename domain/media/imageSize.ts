/** Smallest side an image is ever served at (spec §9 Images). */
const MIN_IMAGE_SIDE = 50;
/** Image sides are served in steps of this many pixels (spec §9 Images). */
const IMAGE_SIDE_STEP = 16;

/** Rounds a requested image side up to a multiple of 16, never below 50 (spec §9 Images). */
export function imageSide(requested: number): number {
  const side = Math.max(MIN_IMAGE_SIDE, Number.isFinite(requested) ? Math.ceil(requested) : MIN_IMAGE_SIDE);
  return Math.ceil(side / IMAGE_SIDE_STEP) * IMAGE_SIDE_STEP;
}
