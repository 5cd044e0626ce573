/** What a leaf product type (Кроссовки, Куртки, Мячи…) needs to generate believable products. */
export type Kind = 'footwear' | 'clothing' | 'equipment';
export type Audience = 'men' | 'women' | 'kids';
/** Grammatical gender/number of the product noun, for agreeing adjectives: мужск-ой/-ая/-ое/-ие. */
export type Grammar = 'm' | 'f' | 'n' | 'pl';
/** How sizes are chosen: a footwear or clothing grid, a single size, or an item-specific list. */
type SizeScale = 'footwear' | 'clothing' | 'oneSize' | 'list';

interface SizeList {
  readonly adult: readonly string[];
  /** Sizes for children's products; the adult list when absent. */
  readonly kids?: readonly string[];
}

export interface TypeVariant {
  /** Word after the noun: «утепленная», «футбольный»; may be empty. */
  readonly qualifier: string;
  /** Sport url codes. */
  readonly sports: readonly string[];
  /** Only for these audiences; all when absent. */
  readonly for?: readonly Audience[];
  /** Overrides the type's brands. */
  readonly brands?: readonly string[];
  /** Overrides the type's size list (scale 'list'). */
  readonly sizes?: SizeList;
  /** Overrides the type's model series: «Alpine» suits ski trousers, «Jogger» does not. */
  readonly series?: readonly string[];
  /** Winter goods: season «зима». */
  readonly winter?: boolean;
}

export interface LeafType {
  readonly slug: string;
  /** Category name, plural: «Куртки». */
  readonly name: string;
  /** Product noun: «Куртка». */
  readonly noun: string;
  readonly grammar: Grammar;
  readonly kind: Kind;
  readonly scale: SizeScale;
  readonly sizes?: SizeList;
  /** Catalogue price range in RUB for adults (children's goods cost less). */
  readonly price: readonly [number, number];
  readonly weight: readonly [number, number];
  readonly brands: readonly string[];
  /** Model names used when a brand has no lines of its own for this type. */
  readonly series: readonly string[];
  readonly tech: readonly string[];
  readonly variants: readonly TypeVariant[];
  /** Equipment named with a gender word («Велосипед женский»); footwear and clothing always are. */
  readonly gendered?: boolean;
  /** Relative share of products. */
  readonly share: number;
}
