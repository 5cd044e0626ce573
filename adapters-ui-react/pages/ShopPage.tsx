import { Link, useLoaderData } from 'react-router';
import { storesByGeohashPath } from '../../domain/location/geohash';
import type { Shop } from '../../adapters-http/contract/shops';
import { titled, type PageMeta } from '../meta';

export const shopMeta = (data: unknown): PageMeta => {
  const shop = data as Shop;
  return { title: titled(shop.name), description: `${shop.name}: ${shop.address}, ${shop.openingHours}`, canonical: shop.url };
};

const FILTER_LABELS: Readonly<Record<string, string>> = { CARD_PAYMENT: 'Оплата картой', AROUND_THE_CLOCK: 'Круглосуточно', SAMPLE: 'Примерка' };

/** One shop or pickup point (spec §2 /store/{id}/, /pickup/{code}/). */
export function ShopPage() {
  const shop = useLoaderData() as Shop;
  return (
    <article className="shop-page">
      <h1>{shop.name}</h1>
      <p>{shop.address}</p>
      <p>
        <strong>Часы работы:</strong> {shop.openingHours}
      </p>
      {shop.filters.length > 0 && (
        <ul className="shop-page__services">
          {shop.filters.map((f) => (
            <li key={f}>{FILTER_LABELS[f] ?? f}</li>
          ))}
        </ul>
      )}
      <p>
        <Link to={storesByGeohashPath(shop.geoPoint)}>Все магазины рядом</Link>
      </p>
    </article>
  );
}
