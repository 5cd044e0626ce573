import { Hono } from 'hono';
import { brandImageUrl, brandUrl, sportUrl, type BrandList, type SportList } from '../../contract/directory';
import type { ServerUseCases } from '../serverDeps';

/** GET /brands and GET /sports: the lists behind the header's brand and sports panels. */
export function directoryRoutes(useCases: Pick<ServerUseCases, 'listBrands' | 'listSports'>) {
  return new Hono()
    .get('/brands', async (c) => c.json({ brands: (await useCases.listBrands()).map((b) => ({ id: b.id, name: b.name, url: brandUrl(b.urlCode), image: brandImageUrl(b.urlCode) })) } satisfies BrandList))
    .get('/sports', async (c) => c.json({ sports: (await useCases.listSports()).map((s) => ({ id: s.id, name: s.name, url: sportUrl(s.urlCode) })) } satisfies SportList));
}
