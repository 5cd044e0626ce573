import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { MainMenu } from '../../adapters-http/contract/catalog';
import { BrandList, SportList, type HeaderMenu } from '../../adapters-http/contract/directory';

/**
 * The header's flyout data over GET /menus/main, /brands and /sports: undefined without the sections (the
 * flyout then has nothing to show), brands or sports that fail are left empty.
 */
export async function httpHeaderMenu(request: ApiRequest): Promise<HeaderMenu | undefined> {
  const [menu, brands, sports] = await Promise.all([
    request('GET', '/menus/main', MainMenu),
    request('GET', '/brands', BrandList),
    request('GET', '/sports', SportList),
  ]);
  if (E.isLeft(menu)) return undefined;
  return {
    sections: menu.right.sections,
    brands: E.isRight(brands) ? brands.right.brands : [],
    sports: E.isRight(sports) ? sports.right.sports : [],
  };
}
