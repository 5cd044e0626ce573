/** What a compared product shows for a characteristic it does not have. */
export const MISSING_VALUE = '—';

/** A characteristic of the compared products: one value per product, in their order. */
export interface ComparisonRow {
  readonly name: string;
  readonly values: readonly string[];
  /** Not every product has the same value: the row is highlighted and kept by «Только различия». */
  readonly differs: boolean;
}

/**
 * The comparison table's rows (spec §2 /compare/): every characteristic any product has, in the order they
 * are first met, each product's value or «—»; a row differs when its values are not all the same.
 */
export function comparisonRows(products: readonly (readonly { readonly name: string; readonly value: string }[])[]): readonly ComparisonRow[] {
  const names = [...new Set(products.flatMap((p) => p.map((c) => c.name)))];
  return names.map((name) => {
    const values = products.map((p) => p.find((c) => c.name === name)?.value ?? MISSING_VALUE);
    return { name, values, differs: new Set(values).size > 1 };
  });
}
