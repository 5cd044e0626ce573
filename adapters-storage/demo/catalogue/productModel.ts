/**
 * One product model: everything its colour variants share (name, brand, category, price, sizes…).
 * Each model draws from its own seeded stream, so models can be produced lazily and independently.
 */
import type { ScaledSize } from '../../../domain/catalogue/sizeScales';
import type { Age, DemoBrand, DemoProduct, Gender } from './model';
import type { Leaf } from './categoryTree';
import type { TypeVariant } from './leafType';
import { brandByName } from './brands';
import { modelIdAt } from './ids';
import { productDescription, productName } from './naming';
import { pickCatalogPrice } from './prices';
import { type Rng, at } from './prng';
import { pickSizeLabels } from './sizes';
import { sportByCode } from './sports';
import { buildProperties, pickTechnologies, seasonOf } from './traits';
import { pickModelName } from './modelLines';

/** The fields colour variants copy as they are, plus what they derive theirs from. */
export type ProductModel = Pick<
  DemoProduct,
  'modelId' | 'name' | 'description' | 'sportIds' | 'gender' | 'age' | 'weightGrams' | 'technologies' | 'properties'
> & {
  readonly leaf: Leaf;
  readonly brand: DemoBrand;
  /** Whole roubles. */
  readonly catalogPrice: number;
  readonly sizeLabels: readonly ScaledSize[];
};

/** Leaves with a cumulative share each, for a weighted pick. */
export interface LeafPicker {
  readonly leaves: readonly Leaf[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

const KIDS_SHARE = 0.7;

export function leafPicker(leaves: readonly Leaf[]): LeafPicker {
  let total = 0;
  const cumulative = leaves.map((leaf) => (total += leaf.type.share * (leaf.audience === 'kids' ? KIDS_SHARE : 1)));
  return { leaves, cumulative, total };
}

function pickLeaf(rng: Rng, picker: LeafPicker): Leaf {
  const target = rng.next() * picker.total;
  const index = picker.cumulative.findIndex((edge) => target < edge);
  return at(picker.leaves, index < 0 ? picker.leaves.length - 1 : index);
}

function genderOf(rng: Rng, leaf: Leaf): Gender {
  const gendered = leaf.type.kind !== 'equipment' || leaf.type.gendered === true;
  if (!gendered) return 'UNISEX';
  if (leaf.audience === 'men') return 'MALE';
  if (leaf.audience === 'women') return 'FEMALE';
  return rng.pick<Gender>(['MALE', 'FEMALE', 'UNISEX']);
}

function variantsFor(leaf: Leaf): readonly TypeVariant[] {
  const fitting = leaf.type.variants.filter((v) => !v.for || v.for.includes(leaf.audience));
  return fitting.length > 0 ? fitting : leaf.type.variants;
}

export function buildProductModel(rng: Rng, seed: number, modelIndex: number, picker: LeafPicker): ProductModel {
  const leaf = pickLeaf(rng, picker);
  const { type, audience } = leaf;
  const variant = rng.pick(variantsFor(leaf));
  const gender = genderOf(rng, leaf);
  const age: Age = audience === 'kids' ? 'CHILD' : 'ADULT';
  const brand = brandByName(rng.pick(variant.brands ?? type.brands));
  const model = pickModelName(rng, type.slug, brand.name, variant.series ?? type.series);
  const name = productName({ noun: type.noun, qualifier: variant.qualifier, gender, age, grammar: type.grammar, brand: brand.name, model });
  const technologies = pickTechnologies(rng, type);
  const season = seasonOf(rng, variant);
  const weightFactor = age === 'CHILD' ? 0.7 : 1;
  return {
    modelId: modelIdAt(seed, modelIndex),
    leaf,
    name,
    description: productDescription(rng, {
      name,
      grammar: type.grammar,
      kind: type.kind,
      brand: brand.name,
      sportCodes: variant.sports,
      technologies,
      season,
    }),
    brand,
    sportIds: variant.sports.map((code) => sportByCode(code).id),
    gender,
    age,
    catalogPrice: pickCatalogPrice(rng, type.price, audience),
    weightGrams: Math.round((rng.int(type.weight[0], type.weight[1]) * weightFactor) / 10) * 10,
    technologies,
    properties: buildProperties(rng, type.kind, season),
    sizeLabels: pickSizeLabels(rng, type, variant, audience),
  };
}
