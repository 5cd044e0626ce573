import { Link, useLoaderData } from 'react-router';
import type { ShopList } from '../../adapters-http/contract/shops';
import { titled, type PageMeta } from '../meta';

export const storesMeta = (data: unknown): PageMeta => ({ title: titled(`Магазины в городе ${(data as ShopList).cityName}`) });

export const pickupPointsMeta = (data: unknown): PageMeta => ({ title: titled(`Пункты выдачи в городе ${(data as ShopList).cityName}`) });

const WORDING = {
  SHOP: { heading: 'Магазины', empty: 'В этом городе пока нет магазинов.' },
  PICKUP_POINT: { heading: 'Пункты выдачи', empty: 'В этом городе пока нет пунктов выдачи.' },
} as const;

/** Shops or pickup points of a city, nearest first (spec §2 /stores/, /stores/hash/{geocode}/, /pickup/hash/{geocode}/). */
export function StoresPage({ kind = 'SHOP' }: { readonly kind?: keyof typeof WORDING }) {
  const { cityName, shops } = useLoaderData() as ShopList;
  const wording = WORDING[kind];
  return (
    <section className="stores">
      <h1>{wording.heading} <span className="muted">в городе {cityName}</span></h1>
      {shops.length === 0 ? (
        <p>{wording.empty}</p>
      ) : (
        <ul className="stores__list">
          {shops.map((s) => (
            <li key={s.shopNumber} className="stores__shop">
              <Link to={s.url} className="stores__name">{s.name}</Link>
              <p>{s.address}</p>
              <p className="muted">{s.openingHours}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
