import * as t from 'io-ts';
import { Currency } from './currency';

/** Ids of service categories, subcategories and services are their url codes. */
const Code = t.refinement(t.string, (s) => /^[a-z0-9-]{1,64}$/.test(s), 'ServiceCode');
const GeoPoint = t.refinement(t.string, (s) => /^[0-9a-z]{12}$/i.test(s), 'GeoPoint');

const Named = t.type({ id: t.string, name: t.string });
const Counted = t.type({ id: t.string, name: t.string, serviceCount: t.number });
/** A price in the visitor's market: the city's own, else the base price. */
const Money = t.type({ amount: t.number, currency: Currency });

/** GET /services/variants?geoPoint: categories offered in the shops of the city nearest the point (else the visitor's city). */
export const ServiceVariantsQuery = t.partial({ geoPoint: GeoPoint });
export const ServiceVariants = t.type({ cityName: t.string, categories: t.array(Counted) });
export type ServiceVariants = t.TypeOf<typeof ServiceVariants>;

/** POST /service/subcategories {categoryId}. */
export const ServiceSubcategoriesRequest = t.type({ categoryId: Code });
export const ServiceSubcategories = t.type({ category: Named, subcategories: t.array(Counted) });
export type ServiceSubcategories = t.TypeOf<typeof ServiceSubcategories>;

/** GET /services?categoryBranchId: the services of a subcategory (a branch of the category tree). */
export const ServiceListQuery = t.type({ categoryBranchId: Code });
const ServiceSummary = t.type({ id: t.string, name: t.string, durationMinutes: t.number, price: Money });
export const ServiceList = t.type({ category: Named, subcategory: Named, cityName: t.string, services: t.array(ServiceSummary) });
export type ServiceList = t.TypeOf<typeof ServiceList>;

/** GET /services/{id}: a service with its price in the visitor's city and the shops there that perform it, nearest first. */
export const ServiceIdParam = Code;
export const ServiceDetails = t.type({
  id: t.string,
  name: t.string,
  description: t.string,
  durationMinutes: t.number,
  price: Money,
  category: Named,
  subcategory: Named,
  cityName: t.string,
  shops: t.array(t.type({ shopNumber: t.string, name: t.string, address: t.string, openingHours: t.string })),
});
export type ServiceDetails = t.TypeOf<typeof ServiceDetails>;
