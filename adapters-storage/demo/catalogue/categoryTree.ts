/**
 * The category tree: Мужчинам / Женщинам / Детям → Обувь / Одежда / Инвентарь → leaf types.
 * urlPath is transliterated Russian joined with "/": 'muzhchinam/obuv/krossovki'.
 */
import type { DemoCategory } from './model';
import type { Audience, Kind, LeafType } from './leafType';
import { CLOTHING_TYPES } from './clothingTypes';
import { EQUIPMENT_TYPES } from './equipmentTypes';
import { FOOTWEAR_TYPES } from './footwearTypes';
import { CLOTHING_EXTRA_TYPES, EQUIPMENT_EXTRA_TYPES } from './everydayTypes';

const GROUPS: readonly { audience: Audience; slug: string; name: string }[] = [
  { audience: 'men', slug: 'muzhchinam', name: 'Мужчинам' },
  { audience: 'women', slug: 'zhenshchinam', name: 'Женщинам' },
  { audience: 'kids', slug: 'detyam', name: 'Детям' },
];

const SECTIONS: readonly { kind: Kind; slug: string; name: string }[] = [
  { kind: 'footwear', slug: 'obuv', name: 'Обувь' },
  { kind: 'clothing', slug: 'odezhda', name: 'Одежда' },
  { kind: 'equipment', slug: 'inventar', name: 'Инвентарь' },
];

/** Leaf type slugs per audience and section, in menu order. */
const LEAVES: Record<Audience, Record<Kind, readonly string[]>> = {
  men: {
    footwear: ['krossovki', 'kedy', 'botinki', 'butsy', 'shlepantsy'],
    clothing: ['futbolki', 'bryuki', 'kurtki', 'tolstovki', 'shorty', 'termobele', 'kostyumy', 'formy', 'plavki', 'noski', 'shapki'],
    equipment: [
      'myachi',
      'ryukzaki',
      'ganteli',
      'velosipedy',
      'raketki',
      'lyzhi',
      'snoubordy',
      'klyushki',
      'konki',
      'perchatki_boksyorskie',
      'zashchita',
      'shlemy',
      'sportivnoe_pitanie',
      'palatki',
      'butylki',
      'skakalki',
      'roliki',
    ],
  },
  women: {
    footwear: ['krossovki', 'kedy', 'botinki', 'sapogi', 'shlepantsy'],
    clothing: ['futbolki', 'legginsy', 'kurtki', 'tolstovki', 'shorty', 'topy', 'kupalniki', 'termobele', 'formy', 'noski', 'shapki'],
    equipment: [
      'kovriki_dlya_yogi',
      'ganteli',
      'ryukzaki',
      'velosipedy',
      'raketki',
      'lyzhi',
      'konki',
      'ochki_dlya_plavaniya',
      'zashchita',
      'shlemy',
      'sportivnoe_pitanie',
      'butylki',
      'skakalki',
      'roliki',
    ],
  },
  kids: {
    footwear: ['krossovki', 'kedy', 'botinki', 'sapogi', 'butsy'],
    clothing: ['futbolki', 'bryuki', 'kurtki', 'tolstovki', 'shorty', 'kombinezony', 'formy', 'noski', 'shapki'],
    equipment: ['myachi', 'ryukzaki', 'velosipedy', 'samokaty', 'konki', 'lyzhi', 'klyushki', 'perchatki_boksyorskie', 'zashchita', 'shlemy', 'roliki'],
  },
};

const TYPES = new Map(
  [...FOOTWEAR_TYPES, ...CLOTHING_TYPES, ...CLOTHING_EXTRA_TYPES, ...EQUIPMENT_TYPES, ...EQUIPMENT_EXTRA_TYPES].map((type) => [type.slug, type]),
);

/** A leaf category with what the product generator needs to fill it. */
export interface Leaf {
  readonly category: DemoCategory;
  readonly audience: Audience;
  readonly type: LeafType;
}

export interface CategoryTree {
  /** Parents before children, siblings in menu order. */
  readonly categories: readonly DemoCategory[];
  readonly leaves: readonly Leaf[];
}

function leafType(slug: string): LeafType {
  const type = TYPES.get(slug);
  if (!type) throw new Error(`unknown leaf type ${slug}`);
  return type;
}

/** Ids are hierarchical digit strings: group g, section s, leaf l → g0000, g0s00, g0s(l). */
export function buildCategoryTree(): CategoryTree {
  const categories: DemoCategory[] = [];
  const leaves: Leaf[] = [];
  GROUPS.forEach((group, g) => {
    const groupId = String((g + 1) * 10000);
    categories.push({ id: groupId, parentId: null, name: group.name, urlPath: group.slug, level: 1, position: g + 1 });
    SECTIONS.forEach((section, s) => {
      const sectionId = String((g + 1) * 10000 + (s + 1) * 100);
      const sectionPath = `${group.slug}/${section.slug}`;
      categories.push({ id: sectionId, parentId: groupId, name: section.name, urlPath: sectionPath, level: 2, position: s + 1 });
      LEAVES[group.audience][section.kind].forEach((slug, l) => {
        const type = leafType(slug);
        if (type.kind !== section.kind) {
          throw new Error(`${slug} is ${type.kind}, not ${section.kind}`);
        }
        const category: DemoCategory = {
          id: String(Number(sectionId) + l + 1),
          parentId: sectionId,
          name: type.name,
          urlPath: `${sectionPath}/${type.slug}`,
          level: 3,
          position: l + 1,
        };
        categories.push(category);
        leaves.push({ category, audience: group.audience, type });
      });
    });
  });
  return { categories, leaves };
}
