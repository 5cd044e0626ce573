import type { MainBlocks as Blocks } from '../../../application/catalogue/getMainBlocks';
import type { MainBlocks } from '../../contract/mainBlocks';
import { productImageUrl } from '../../contract/mediaUrl';
import { encodeBrandLink } from './encodeDirectory';
import { encodeProductCard } from './encodeProduct';

/** Side of a category tile's picture before the server's rounding. */
const TILE_SIDE = 320;

export const encodeMainBlocks = (m: Blocks): MainBlocks => ({
  blocks: m.blocks.map((b) => ({ code: b.code, title: b.title, ...(b.url ? { url: b.url } : {}), products: b.products.map(encodeProductCard) })),
  categories: m.categories.map((c) => ({
    name: c.category.name,
    parentName: c.parentName,
    url: `/catalog/${c.category.urlPath}/`,
    image: productImageUrl(c.topProductId, 0, TILE_SIDE),
  })),
  brands: m.brands.map(encodeBrandLink),
});
