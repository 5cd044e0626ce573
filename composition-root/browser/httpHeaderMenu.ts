import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { MainMenu } from '../../adapters-http/contract/catalog';
import { BrandList, SportList, type HeaderMenu } from '../../adapters-http/contract/directory';

/** The header's flyout data over GET /menus/main, /brands and /sports; a list that fails is left empty. */
export async function httpHeaderMenu(request: ApiRequest): Promise<HeaderMenu> {
  const [menu, brands, sports] = await Promise.all([request('GET', '/menus/main', MainMenu), request('GET', '/brands', BrandList), request('GET', '/sports', SportList)]);
  return {
    sections: E.isRight(menu) ? menu.right.sections : [],
    brands: E.isRight(brands) ? brands.right.brands : [],
    sports: E.isRight(sports) ? sports.right.sports : [],
  };
}
