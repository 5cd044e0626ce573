import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { BrandSearchRequest, TopBrandsQuery, type BrandList, type HeaderMenu, type SportList, type TopBrands } from '../../contract/directory';
import { TOP_BRANDS_SLOT } from '../../../domain/catalogue/mainBlocks';
import { decodeBody, decodeQuery } from '../decode';
import { encodeMainMenu } from '../encode/encodeCatalog';
import { encodeBrandLink, encodeSportLink } from '../encode/encodeDirectory';
import { failure } from '../failure';
import type { getCatalogueTree } from '../../../application/catalogue/getCatalogueTree';
import type { brandsById } from '../../../application/shell/brandsById';
import type { listBrands } from '../../../application/shell/listBrands';
import type { listSports } from '../../../application/shell/listSports';
import type { topBrandsBySlot } from '../../../application/shell/topBrandsBySlot';

/**
 * GET /brands and GET /sports: the lists behind the header's brand and sports panels; GET /menus/main/all: the whole
 * flyout (sections, brands, sports) at once; GET /top-brands?slots and POST /brands/_search {ids} (spec §7).
 */
export function directoryRoutes(useCases: {
  readonly listBrands: ReturnType<typeof listBrands>;
  readonly listSports: ReturnType<typeof listSports>;
  readonly getCatalogueTree: ReturnType<typeof getCatalogueTree>;
  readonly topBrandsBySlot: ReturnType<typeof topBrandsBySlot>;
  readonly brandsById: ReturnType<typeof brandsById>;
}) {
  return new Hono()
    .get('/brands', async (c) => c.json({ brands: (await useCases.listBrands()).map(encodeBrandLink) } satisfies BrandList))
    .get('/sports', async (c) => c.json({ sports: (await useCases.listSports()).map(encodeSportLink) } satisfies SportList))
    .get('/menus/main/all', async (c) => {
      const [tree, brands, sports] = await Promise.all([useCases.getCatalogueTree(), useCases.listBrands(), useCases.listSports()]);
      return c.json({ sections: encodeMainMenu(tree).sections, brands: brands.map(encodeBrandLink), sports: sports.map(encodeSportLink) } satisfies HeaderMenu);
    })
    .get('/top-brands', async (c) => {
      const query = decodeQuery(c, TopBrandsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const slots = await useCases.topBrandsBySlot(query.right.slots?.split(',') ?? [TOP_BRANDS_SLOT]);
      return c.json({ slots: slots.map((s) => ({ slot: s.slot, brands: s.brands.map(encodeBrandLink) })) } satisfies TopBrands);
    })
    .post('/brands/_search', async (c) => {
      const body = await decodeBody(c, BrandSearchRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      return c.json({ brands: (await useCases.brandsById(body.right.ids)).map(encodeBrandLink) } satisfies BrandList);
    });
}
