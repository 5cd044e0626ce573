import { Hono } from 'hono';
import type { BrandList, SportList } from '../../contract/directory';
import { encodeBrandLink, encodeSportLink } from '../encode/encodeDirectory';
import type { ServerUseCases } from '../serverDeps';

/** GET /brands and GET /sports: the lists behind the header's brand and sports panels. */
export function directoryRoutes(useCases: Pick<ServerUseCases, 'listBrands' | 'listSports'>) {
  return new Hono()
    .get('/brands', async (c) => c.json({ brands: (await useCases.listBrands()).map(encodeBrandLink) } satisfies BrandList))
    .get('/sports', async (c) => c.json({ sports: (await useCases.listSports()).map(encodeSportLink) } satisfies SportList));
}
