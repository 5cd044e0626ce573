import * as E from 'fp-ts/Either';
import * as t from 'io-ts';

/**
 * A value we stored (a jsonb column, a content file) that does not have the shape we write: a defect of
 * ours, not bad input, so it is thrown (the request answers 500 and the message goes to the log).
 */
export class StoredValueDefect extends Error {
  override readonly name = 'StoredValueDefect';
}

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : typeof value;

// Entries under a union or an intersection are its members (keyed by index), not steps of the path.
const isMember = (context: t.Context, i: number): boolean =>
  i > 0 && (context[i - 1]!.type instanceof t.UnionType || context[i - 1]!.type instanceof t.IntersectionType);

// The message names where the value failed and what was expected there (the type of that step, not of a
// member), and only the kind of value found: stored values hold phones, names and addresses, which have no
// place in a log.
const describe = ({ context, value }: t.ValidationError): string => {
  const steps = context.filter((_, i) => i > 0 && !isMember(context, i));
  const path = steps.map((c) => c.key).join('.') || '(root)';
  const expected = (steps[steps.length - 1] ?? context[0]!).type.name;
  return `at ${path}: expected ${expected}, found ${kindOf(value)}`;
};

/**
 * The stored value read through its codec. `where` names it for the message: the table and column (or the
 * file) and, where there is one, the row ("customer_order.shipment of order 100023").
 */
export function decodeStored<A>(codec: t.Decoder<unknown, A>, value: unknown, where: string): A {
  const decoded = codec.decode(value);
  if (E.isRight(decoded)) return decoded.right;
  // The deepest failures first: of a union's members, the one that matched furthest says most.
  const deepest = decoded.left.toSorted((a, b) => b.context.length - a.context.length).slice(0, 3);
  const first = [...new Set(deepest.map(describe))].join('; ');
  throw new StoredValueDefect(`${where} does not decode ${first}`);
}

/** A codec of one of the listed strings (a domain's `as const` list of codes). */
export const oneOf = <K extends string>(values: readonly K[], name?: string): t.KeyofC<Record<K, null>> =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>, name);

/** The codec as it is, checked by the compiler to decode into the domain's type `A`: `shapeOf<Cart>()(codec)`. */
export const shapeOf =
  <A>() =>
  <C extends t.Decoder<unknown, A>>(codec: C): C =>
    codec;
