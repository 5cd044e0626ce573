/** Brands of the demo catalogue (real sports brand names, as the shop sells them). */
import type { DemoBrand } from './model';

const BRAND_NAMES: readonly string[] = [
  'Nike',
  'Adidas',
  'Puma',
  'Asics',
  'New Balance',
  'Reebok',
  'Demix',
  'Outventure',
  'Glissade',
  'Termit',
  'Columbia',
  'The North Face',
  'Salomon',
  'Wilson',
  'Head',
  'Mizuno',
  'Saucony',
  'Brooks',
  'Under Armour',
  'Kappa',
  'Fila',
  'Joma',
  'Torres',
  'Atemi',
  'Bauer',
  'CCM',
  'Fischer',
  'Atomic',
  'Stern',
  'Merrell',
  'Jack Wolfskin',
  'Hoka',
  'Nordway',
  'Babolat',
  'Burton',
  'Everlast',
  'Green Hill',
  'Speedo',
  'Arena',
  'Molten',
  'Merida',
  'Micro',
  'Ridex',
  // Issue 14: sports nutrition and inline skates (appended, so earlier brands keep their ids).
  'Optimum Nutrition',
  'Geneticlab',
  'Rollerblade',
];

/** "The North Face" → "the-north-face". */
function brandUrlCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const BRANDS: readonly DemoBrand[] = BRAND_NAMES.map((name, i) => ({
  id: String(1001 + i),
  name,
  urlCode: brandUrlCode(name),
}));

const BY_NAME = new Map(BRANDS.map((brand) => [brand.name, brand]));

export function brandByName(name: string): DemoBrand {
  const brand = BY_NAME.get(name);
  if (!brand) throw new Error(`unknown brand ${name}`);
  return brand;
}
