import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { encodeMainMenu } from '../../adapters-http/server/encode/encodeCatalog';
import { encodeBrandLink, encodeSportLink } from '../../adapters-http/server/encode/encodeDirectory';
import type { HeaderMenu } from '../../adapters-http/contract/directory';

/** The header's flyout data, in process: the same as GET /menus/main, /brands and /sports. */
export async function serverHeaderMenu(useCases: ServerUseCases): Promise<HeaderMenu> {
  const [tree, brands, sports] = await Promise.all([useCases.getCatalogueTree(), useCases.listBrands(), useCases.listSports()]);
  return { sections: encodeMainMenu(tree).sections, brands: brands.map(encodeBrandLink), sports: sports.map(encodeSportLink) };
}
