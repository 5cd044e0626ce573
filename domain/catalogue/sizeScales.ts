/** Size scales a product's sizes can be shown in (spec §3 Size: size-code options). */
export const SIZE_SCALES = ['RU', 'EUR', 'US', 'UK', 'CM'] as const;
export type SizeScale = (typeof SIZE_SCALES)[number];

/** What a size carries in each scale; null where the scale does not apply. */
export interface ScaledSize {
  readonly size: string;
  readonly sizeRu: string | null;
  readonly sizeEur: string | null;
  readonly sizeUs: string | null;
  readonly sizeUk: string | null;
  readonly footLength: number | null;
}

const valueIn = (s: ScaledSize, scale: SizeScale): string | null => {
  switch (scale) {
    case 'RU':
      return s.sizeRu;
    case 'EUR':
      return s.sizeEur;
    case 'US':
      return s.sizeUs;
    case 'UK':
      return s.sizeUk;
    case 'CM':
      return s.footLength === null ? null : `${s.footLength} см`;
  }
};

/** The scales every size of the product has a value in, in the usual order; RU always first (spec §3 Size). */
export function availableScales(sizes: readonly ScaledSize[]): readonly SizeScale[] {
  if (sizes.length === 0) return ['RU'];
  return SIZE_SCALES.filter((scale) => scale === 'RU' || sizes.every((s) => valueIn(s, scale) !== null));
}

/** A size's label in a scale, falling back to the size as the catalogue names it (spec §3 Size). */
export function sizeLabel(size: ScaledSize, scale: SizeScale): string {
  return valueIn(size, scale) ?? size.sizeRu ?? size.size;
}
