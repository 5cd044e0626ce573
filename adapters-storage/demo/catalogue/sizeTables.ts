/**
 * Size grids. Footwear: RU with EUR/US/UK equivalents and foot length (cm), after the common
 * brand conversion charts. Clothing: letter sizes with RU numeric sizes; children's by height.
 */
import type { ScaledSize } from '../../../domain/catalogue/sizeScales';
import type { Audience } from './leafType';

type ShoeRow = readonly [ru: string, eur: string, us: string, uk: string, footCm: number];
type WearRow = readonly [size: string, ru: string, eur: string, us: string | null, uk: string | null];

const MEN_SHOES: readonly ShoeRow[] = [
  ['38', '39', '6.5', '5.5', 24.5],
  ['39', '40', '7', '6', 25],
  ['40', '41', '8', '7', 26],
  ['41', '42', '8.5', '7.5', 26.5],
  ['42', '43', '9.5', '8.5', 27.5],
  ['43', '44', '10', '9', 28],
  ['44', '45', '11', '10', 29],
  ['45', '46', '12', '11', 30],
  ['46', '47', '12.5', '11.5', 30.5],
  ['47', '48', '13', '12', 31],
];
const WOMEN_SHOES: readonly ShoeRow[] = [
  ['35', '36', '6', '3.5', 22.5],
  ['36', '37', '6.5', '4', 23],
  ['37', '38', '7', '5', 24],
  ['38', '39', '8', '6', 24.5],
  ['39', '40', '8.5', '6.5', 25],
  ['40', '41', '9.5', '7', 26],
  ['41', '42', '10', '8', 26.5],
];
const KIDS_SHOES: readonly ShoeRow[] = [
  ['26', '27', '10', '9', 16.5],
  ['27', '28', '11', '10', 17],
  ['28', '29', '11.5', '11', 18],
  ['29', '30', '12.5', '11.5', 18.5],
  ['30', '31', '13', '12.5', 19],
  ['31', '32', '1', '13', 20],
  ['32', '33', '1.5', '1', 20.5],
  ['33', '34', '2.5', '2', 21],
  ['34', '35', '3.5', '3', 22],
  ['35', '36', '4', '3.5', 22.5],
];

const MEN_WEAR: readonly WearRow[] = [
  ['XS', '44', '44', '34', '34'],
  ['S', '46', '46', '36', '36'],
  ['M', '48', '48', '38', '38'],
  ['L', '50', '50', '40', '40'],
  ['XL', '52', '52', '42', '42'],
  ['2XL', '54', '54', '44', '44'],
  ['3XL', '56', '56', '46', '46'],
];
const WOMEN_WEAR: readonly WearRow[] = [
  ['XS', '42', '34', '2', '6'],
  ['S', '44', '36', '4', '8'],
  ['M', '46', '38', '6', '10'],
  ['L', '48', '40', '8', '12'],
  ['XL', '50', '42', '10', '14'],
  ['2XL', '52', '44', '12', '16'],
  ['3XL', '54', '46', '14', '18'],
];
/** Children's clothing is sized by height in cm; EUR uses the height too, US the age. */
const KIDS_WEAR: readonly WearRow[] = [
  ['122', '30', '122', '7', null],
  ['128', '32', '128', '8', null],
  ['134', '34', '134', '9', null],
  ['140', '36', '140', '10', null],
  ['146', '38', '146', '11', null],
  ['152', '40', '152', '12', null],
  ['158', '42', '158', '13', null],
  ['164', '44', '164', '14', null],
];

export const ONE_SIZE: ScaledSize = { size: 'ONE SIZE', sizeRu: null, sizeEur: null, sizeUs: null, sizeUk: null, footLength: null };

export function footwearGrid(audience: Audience): readonly ScaledSize[] {
  const rows = audience === 'men' ? MEN_SHOES : audience === 'women' ? WOMEN_SHOES : KIDS_SHOES;
  return rows.map(([ru, eur, us, uk, footLength]) => ({ size: ru, sizeRu: ru, sizeEur: eur, sizeUs: us, sizeUk: uk, footLength }));
}

export function clothingGrid(audience: Audience): readonly ScaledSize[] {
  const rows = audience === 'men' ? MEN_WEAR : audience === 'women' ? WOMEN_WEAR : KIDS_WEAR;
  return rows.map(([size, ru, eur, us, uk]) => ({ size, sizeRu: ru, sizeEur: eur, sizeUs: us, sizeUk: uk, footLength: null }));
}

export function listGrid(labels: readonly string[]): readonly ScaledSize[] {
  return labels.map((size) => ({ ...ONE_SIZE, size }));
}
