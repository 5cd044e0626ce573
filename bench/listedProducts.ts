/** The demo category the page benches visit, and whose first products they open. */
export const BENCH_CATEGORY = '/catalog/muzhchinam/obuv/krossovki/';

/** The ids of the products a running shop at `base` lists first in the bench category. */
export async function listedProductIds(base: string): Promise<string[]> {
  const listing = (await (
    await fetch(`${base}/web-api/v1/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ url: BENCH_CATEGORY }),
    })
  ).json()) as { products: { productId: string }[] };
  return listing.products.map((p) => p.productId);
}
