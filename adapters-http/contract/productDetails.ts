import * as t from 'io-ts';

/** Comma-separated values of a query, each matching `item`, at most `max`. */
const CommaList = (item: RegExp, max: number, name: string) =>
  t.refinement(t.string, (s) => s.split(',').length <= max && s.split(',').every((v) => item.test(v)), name);

/** Query of GET /acknowledgement/products: comma-separated product ids (at most 50; spec §5: never empty). */
export const AcknowledgementQuery = t.type({ productIds: CommaList(/^[\w-]{1,40}$/, 50, 'ProductIds') });

/** Answer of GET /acknowledgement/products: the products that need the shopper's acknowledgement, and of what. */
export const ProductAcknowledgements = t.type({ products: t.array(t.type({ productId: t.string, code: t.literal('PARTNER_SELLER'), text: t.string })) });
export type ProductAcknowledgements = t.TypeOf<typeof ProductAcknowledgements>;

/** Answer of GET /products/{id}/size-scales: the scales every size of the product has a value in (RU first), each size's label in it. */
export const SizeScales = t.type({ sizeScales: t.array(t.type({ name: t.string, sizes: t.array(t.type({ id: t.string, value: t.string })) })) });
export type SizeScales = t.TypeOf<typeof SizeScales>;

/** Query of GET /technologies: the names asked for, comma-separated (at most 50); all without it. */
export const TechnologiesQuery = t.partial({ names: CommaList(/^[^,]{1,60}$/, 50, 'TechnologyNames') });

/** Answer of GET /technologies (spec §3 Product.technologies): each technology and what it does. */
export const TechnologyList = t.type({ technologies: t.array(t.type({ name: t.string, description: t.string })) });
export type TechnologyList = t.TypeOf<typeof TechnologyList>;
