import * as E from 'fp-ts/Either';
import type { AccountUseCases } from '../../application/account/accountUseCases';
import type { KitUseCases } from '../../application/catalogue/kitUseCases';
import type { ShopServiceUseCases } from '../../application/shopServices/shopServiceUseCases';
import type { ClubLooksData } from '../../adapters-ui-react/clubLooksData';
import { encodeBonuses } from '../../adapters-http/server/encode/encodeAccount';
import { encodeKit } from '../../adapters-http/server/encode/encodeKits';
import { encodeServiceDetails, encodeServiceSummary } from '../../adapters-http/server/encode/encodeShopServices';
import { customerIdOf } from '../../application/shipment/cartOwner';

/** Club, look zone and service pages rendered on the server: the use-cases in process, encoded as the API would. */
export function serverClubLooksData(
  useCases: { readonly shopServices: ShopServiceUseCases; readonly account: AccountUseCases; readonly kits: KitUseCases },
  ownerKey: string,
): ClubLooksData {
  const services = useCases.shopServices;
  return {
    clubCard: async () => {
      const customerId = customerIdOf(ownerKey);
      return customerId ? { signedIn: true, summary: encodeBonuses(await useCases.account.getBonuses(customerId)) } : { signedIn: false };
    },
    looks: async (categoryId) => {
      const categories = (await useCases.kits.kitCategories()).map((c) => ({ ...c }));
      const category = categoryId === undefined ? null : categories.find((c) => c.id === categoryId);
      if (category === undefined) return { missing: 404 };
      const kits = await useCases.kits.findKits(category ? { categoryId: category.id } : {});
      return { categories, category: category && { id: category.id, name: category.name }, kits: kits.map(encodeKit) };
    },
    look: async (kitId) => {
      const kit = await useCases.kits.kitProducts(kitId);
      return E.isRight(kit) ? encodeKit(kit.right) : { missing: 404 };
    },
    serviceCatalog: async () => {
      const variants = await services.serviceVariants(ownerKey, undefined);
      if (E.isLeft(variants)) return { cityName: '', categories: [] };
      const categories = await Promise.all(
        variants.right.categories.map(async (c) => {
          const subs = await services.subcategories(c.id);
          return { ...c, subcategories: E.isRight(subs) ? subs.right.subcategories.map((s) => ({ ...s })) : [] };
        }),
      );
      return { cityName: variants.right.cityName, categories };
    },
    serviceList: async (categoryCode, subcategoryCode) => {
      const [list, siblings] = await Promise.all([services.listServices(ownerKey, subcategoryCode), services.subcategories(categoryCode)]);
      if (E.isLeft(list) || E.isLeft(siblings) || list.right.category.id !== categoryCode) return { missing: 404 };
      const { category, subcategory, cityName } = list.right;
      return {
        category: { ...category },
        subcategory: { ...subcategory },
        cityName,
        services: list.right.services.map(encodeServiceSummary),
        siblings: siblings.right.subcategories.map((s) => ({ ...s })),
      };
    },
    service: async (serviceId) => {
      const service = await services.getService(ownerKey, serviceId);
      return E.isRight(service) ? encodeServiceDetails(service.right) : { missing: 404 };
    },
  };
}
