/**
 * A contact sheet of the product drawings: one generated product of every type in its own colours, each
 * gallery picture in a row (`npm run images:sheet [file.png]`, test-results/product-images.png by default).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { generateCatalogue } from '../../demo/catalogue/generateCatalogue';
import { MAX_IMAGES } from '../../demo/catalogue/productVariant';
import { DRAWINGS, type ProductImageKind } from './drawings';
import { imageKindOfProduct, renderProductImage } from './renderProductImage';

const SIDE = 200;
const out = process.argv[2] ?? 'test-results/product-images.png';
const catalogue = generateCatalogue({ productCount: 2000 });
const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
const samples = new Map<ProductImageKind, { productId: string; colourHex: string }>();
for (const product of catalogue.products()) {
  const kind = imageKindOfProduct(product, byId);
  if (!samples.has(kind)) samples.set(kind, product);
}
// Types the demo range does not stock yet are drawn too, in the shop's blue.
for (const kind of Object.keys(DRAWINGS) as ProductImageKind[]) if (!samples.has(kind)) samples.set(kind, { productId: kind, colourHex: '#1E4FA3' });

const tiles = await Promise.all(
  [...samples].flatMap(([kind, { productId, colourHex }], row) =>
    Array.from({ length: MAX_IMAGES }, async (_, index) => ({
      input: await sharp(Buffer.from(renderProductImage({ productId, index, colourHex, kind, width: SIDE, height: SIDE })))
        .png()
        .toBuffer(),
      left: index * SIDE,
      top: row * SIDE,
    })),
  ),
);
mkdirSync(dirname(out), { recursive: true });
await sharp({ create: { width: MAX_IMAGES * SIDE, height: samples.size * SIDE, channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${samples.size} product types → ${out}`);
