/**
 * The search quality set: what a shopper types and what must come first, on the demo catalogue.
 * `names`: each of the top results' names contains this (case-insensitive); `brand`: each of them is
 * of this brand; `corrected`: the correctedQueryText expected (null: none; absent: either).
 */
export interface SearchQualityCase {
  readonly query: string;
  readonly kind: 'word form' | 'typo' | 'layout' | 'transliteration' | 'brand' | 'category';
  readonly names?: string;
  readonly brand?: string;
  readonly corrected?: string | null;
}

/** How many results from the top each case checks. */
export const QUALITY_TOP = 5;

export const SEARCH_QUALITY_CASES: readonly SearchQualityCase[] = [
  { query: 'кроссовок', kind: 'word form', names: 'кроссовки', corrected: null },
  { query: 'кроссовкам', kind: 'word form', names: 'кроссовки', corrected: null },
  { query: 'футболку', kind: 'word form', names: 'футболка', corrected: null },
  { query: 'мячи', kind: 'word form', names: 'мяч', corrected: null },
  { query: 'курток', kind: 'word form', names: 'куртка', corrected: null },
  { query: 'велосипедов', kind: 'word form', names: 'велосипед', corrected: null },
  { query: 'рюкзаки', kind: 'word form', names: 'рюкзак', corrected: null },
  { query: 'шорт', kind: 'word form', names: 'шорты', corrected: null },
  { query: 'кросовки', kind: 'typo', names: 'кроссовки', corrected: 'кроссовки' },
  { query: 'футбока', kind: 'typo', names: 'футболка', corrected: 'футболка' },
  { query: 'рюкзк', kind: 'typo', names: 'рюкзак', corrected: 'рюкзак' },
  { query: 'велосепед', kind: 'typo', names: 'велосипед', corrected: 'велосипед' },
  { query: 'адидаз', kind: 'typo', brand: 'Adidas', corrected: 'adidas' },
  { query: 'сноуборт', kind: 'typo', names: 'сноуборд', corrected: 'сноуборд' },
  { query: 'rhjccjdrb', kind: 'layout', names: 'кроссовки', corrected: 'кроссовки' },
  { query: 'aen,jkrf', kind: 'layout', names: 'футболка', corrected: 'футболка' },
  { query: 'hfrtnrf', kind: 'layout', names: 'ракетка', corrected: 'ракетка' },
  { query: 'vzx', kind: 'layout', names: 'мяч', corrected: 'мяч' },
  { query: 'тшлу', kind: 'layout', brand: 'Nike', corrected: 'nike' },
  { query: 'фвшвфы', kind: 'layout', brand: 'Adidas', corrected: 'adidas' },
  { query: 'krossovki', kind: 'transliteration', names: 'кроссовки', corrected: 'кроссовки' },
  { query: 'futbolka', kind: 'transliteration', names: 'футболка', corrected: 'футболка' },
  { query: 'ryukzak', kind: 'transliteration', names: 'рюкзак', corrected: 'рюкзак' },
  { query: 'velosiped', kind: 'transliteration', names: 'велосипед', corrected: 'велосипед' },
  { query: 'shorty', kind: 'transliteration', names: 'шорты', corrected: 'шорты' },
  { query: 'nike', kind: 'brand', brand: 'Nike', corrected: null },
  { query: 'Adidas', kind: 'brand', brand: 'Adidas', corrected: null },
  { query: 'new balance', kind: 'brand', brand: 'New Balance', corrected: null },
  { query: 'адидас', kind: 'brand', brand: 'Adidas' },
  { query: 'пума', kind: 'brand', brand: 'Puma' },
  { query: 'кроссовки nike', kind: 'brand', brand: 'Nike', names: 'кроссовки', corrected: null },
  { query: 'сноуборд', kind: 'category', names: 'сноуборд', corrected: null },
  { query: 'коньки', kind: 'category', names: 'коньки', corrected: null },
  { query: 'перчатки боксерские', kind: 'category', names: 'перчатки', corrected: null },
  { query: 'леггинсы', kind: 'category', names: 'леггинсы', corrected: null },
  { query: 'термобелье', kind: 'category', names: 'термобелье', corrected: null },
  { query: 'куртка женская', kind: 'category', names: 'куртка', corrected: null },
  // Issue 14: plain words a shopper types, each a kind of goods every sports shop sells, searched as typed.
  { query: 'форма', kind: 'category', names: 'форма', corrected: null },
  { query: 'форма футбольная', kind: 'category', names: 'форма футбольная', corrected: null },
  { query: 'плавки', kind: 'category', names: 'плавки', corrected: null },
  { query: 'купальник', kind: 'category', names: 'купальник', corrected: null },
  { query: 'защита', kind: 'category', names: 'защита', corrected: null },
  { query: 'протеин', kind: 'category', names: 'протеин', corrected: null },
  { query: 'шлем', kind: 'category', names: 'шлем', corrected: null },
  { query: 'носки', kind: 'category', names: 'носки', corrected: null },
  { query: 'шапка', kind: 'category', names: 'шапка', corrected: null },
  { query: 'палатка', kind: 'category', names: 'палатка', corrected: null },
  { query: 'бутылка', kind: 'category', names: 'бутылка', corrected: null },
  { query: 'скакалка', kind: 'category', names: 'скакалка', corrected: null },
  { query: 'ролики', kind: 'category', names: 'ролик', corrected: null },
];
