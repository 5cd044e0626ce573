import { Hono } from 'hono';
import type { BrandList, SportList } from '../../contract/directory';
import { encodeBrandLink, encodeSportLink } from '../encode/encodeDirectory';
import type { listBrands } from '../../../application/shell/listBrands';
import type { listSports } from '../../../application/shell/listSports';

/** GET /brands and GET /sports: the lists behind the header's brand and sports panels. */
export function directoryRoutes(useCases: { readonly listBrands: ReturnType<typeof listBrands>; readonly listSports: ReturnType<typeof listSports> }) {
  return new Hono()
    .get('/brands', async (c) => c.json({ brands: (await useCases.listBrands()).map(encodeBrandLink) } satisfies BrandList))
    .get('/sports', async (c) => c.json({ sports: (await useCases.listSports()).map(encodeSportLink) } satisfies SportList));
}
