import { useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { Shop, ShopList } from '../../adapters-http/contract/shops';
import { PlacesMapFigure } from '../map/PlacesMapFigure';
import { revealInList } from '../map/revealInList';
import { titled, type PageMeta } from '../meta';

export const storesMeta = (data: unknown): PageMeta => ({ title: titled(`Магазины в городе ${(data as ShopList).cityName}`) });

export const pickupPointsMeta = (data: unknown): PageMeta => ({ title: titled(`Пункты выдачи в городе ${(data as ShopList).cityName}`) });

const WORDING = {
  SHOP: { heading: 'Магазины', all: 'магазины', empty: 'В этом городе пока нет магазинов.' },
  PICKUP_POINT: { heading: 'Пункты выдачи', all: 'пункты выдачи', empty: 'В этом городе пока нет пунктов выдачи.' },
} as const;

const mapPlace = (s: Shop) => ({ id: s.shopNumber, label: s.name, lat: s.lat, lon: s.lon, kind: s.kind, muted: false });

/** Shops or pickup points of a city, nearest first, on a map with their list (spec §2 /stores/, /stores/hash/{geocode}/, /pickup/hash/{geocode}/). */
export function StoresPage({ kind = 'SHOP' }: { readonly kind?: keyof typeof WORDING }) {
  const { cityName, shops } = useLoaderData() as ShopList;
  const wording = WORDING[kind];
  const [selected, setSelected] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  return (
    <section className="stores">
      <h1>
        {wording.heading} <span className="muted">в городе {cityName}</span>
      </h1>
      {shops.length === 0 ? (
        <p>{wording.empty}</p>
      ) : (
        <div className="stores__layout">
          <PlacesMapFigure
            places={shops.map(mapPlace)}
            selectedId={selected}
            what={wording.all}
            onChoose={(id) => {
              setSelected(id);
              revealInList(list.current, `[data-shop="${id}"]`);
            }}
          />
          <ul className="stores__list" aria-label={wording.heading} ref={list}>
            {shops.map((s) => (
              <li key={s.shopNumber} data-shop={s.shopNumber} className={`stores__shop${s.shopNumber === selected ? ' stores__shop--chosen' : ''}`}>
                <Link to={s.url} className="stores__name">
                  {s.name}
                </Link>
                <p>{s.address}</p>
                <p className="muted">{s.openingHours}</p>
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Показать на карте: ${s.name}`}
                  aria-pressed={s.shopNumber === selected}
                  onClick={() => setSelected(s.shopNumber)}
                >
                  Показать на карте
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
