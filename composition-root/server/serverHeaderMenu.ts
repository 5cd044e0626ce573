import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { encodeMainMenu } from '../../adapters-http/server/encode/encodeCatalog';
import { brandImageUrl, brandUrl, sportUrl, type HeaderMenu } from '../../adapters-http/contract/directory';

/** The header's flyout data, in process: the same as GET /menus/main, /brands and /sports. */
export async function serverHeaderMenu(useCases: ServerUseCases): Promise<HeaderMenu> {
  const [tree, brands, sports] = await Promise.all([useCases.getCatalogueTree(), useCases.listBrands(), useCases.listSports()]);
  return {
    sections: encodeMainMenu(tree).sections,
    brands: brands.map((b) => ({ id: b.id, name: b.name, url: brandUrl(b.urlCode), image: brandImageUrl(b.urlCode) })),
    sports: sports.map((s) => ({ id: s.id, name: s.name, url: sportUrl(s.urlCode) })),
  };
}
