import * as E from 'fp-ts/Either';
import type { ApiRequest } from '../../adapters-http/client/apiClient';
import { Bonuses } from '../../adapters-http/contract/profileAccount';
import { KitCategories, KitList } from '../../adapters-http/contract/kits';
import { ServiceDetails, ServiceList, ServiceSubcategories, ServiceVariants } from '../../adapters-http/contract/shopServices';
import type { ClubLooksData } from '../../adapters-ui-react/clubLooksData';
import { missingOr } from './missingOr';

const orThrow = <A>(answer: E.Either<{ readonly message: string }, A>): A => {
  if (E.isLeft(answer)) throw new Error(answer.left.message);
  return answer.right;
};

/** Club, look zone and service pages over the API, for navigation in the browser. */
export function httpClubLooksData(request: ApiRequest): ClubLooksData {
  return {
    clubCard: async () => {
      const summary = await request('GET', '/profiles/current/bonuses', Bonuses);
      // 401: an anonymous visitor, who is offered to join (spec §6).
      if (E.isLeft(summary) && summary.left.status === 401) return { signedIn: false };
      return { signedIn: true, summary: orThrow(summary) };
    },
    looks: async (categoryId) => {
      const { categories } = orThrow(await request('GET', '/kits/categories', KitCategories));
      const category = categoryId === undefined ? null : categories.find((c) => c.id === categoryId);
      if (category === undefined) return { missing: 404 };
      const { kits } = orThrow(await request('GET', category ? `/kits?categoryId=${encodeURIComponent(category.id)}` : '/kits', KitList));
      return { categories, category: category && { id: category.id, name: category.name }, kits };
    },
    look: async (kitId) => {
      if (!/^[\w-]{1,64}$/.test(kitId)) return { missing: 404 };
      const { kits } = orThrow(await request('GET', `/kits?kitId=${encodeURIComponent(kitId)}`, KitList));
      return kits[0] ?? { missing: 404 };
    },
    serviceCatalog: async () => {
      const { cityName, categories } = orThrow(await request('GET', '/services/variants', ServiceVariants));
      const subs = await Promise.all(categories.map((c) => request('POST', '/service/subcategories', ServiceSubcategories, { categoryId: c.id })));
      return { cityName, categories: categories.map((c, i) => ({ ...c, subcategories: orThrow(subs[i]!).subcategories })) };
    },
    serviceList: async (categoryCode, subcategoryCode) => {
      const answers = await Promise.all([
        request('GET', `/services?categoryBranchId=${encodeURIComponent(subcategoryCode)}`, ServiceList),
        request('POST', '/service/subcategories', ServiceSubcategories, { categoryId: categoryCode }),
      ] as const);
      // A code that is not one (400) is as unknown as one that is not there (404).
      const [list, siblings] = [missingOr(answers[0]), missingOr(answers[1])];
      if ('missing' in list || 'missing' in siblings || list.category.id !== categoryCode) return { missing: 404 };
      return { ...list, siblings: siblings.subcategories };
    },
    service: async (serviceId) => missingOr(await request('GET', `/services/${encodeURIComponent(serviceId)}`, ServiceDetails)),
  };
}
