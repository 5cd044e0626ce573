import { Link, useLoaderData } from 'react-router';
import type { ShopList } from '../../adapters-http/contract/shops';
import { titled, type PageMeta } from '../meta';

export const storesMeta = (data: unknown): PageMeta => ({ title: titled(`Магазины в городе ${(data as ShopList).cityName}`) });

/** Shops of a city, nearest first (spec §2 /stores/, /stores/hash/{geocode}/). */
export function StoresPage() {
  const { cityName, shops } = useLoaderData() as ShopList;
  return (
    <section className="stores">
      <h1>Магазины <span className="muted">в городе {cityName}</span></h1>
      {shops.length === 0 ? (
        <p>В этом городе пока нет магазинов.</p>
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
