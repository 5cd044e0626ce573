import { Link, useLoaderData } from 'react-router';
import type { Kit } from '../../adapters-http/contract/kits';
import type { LookZoneData } from '../clubLooksData';
import { formatMoney } from '../../domain/money/formatMoney';
import { countWithWord } from '../../domain/display/plural';
import { titled, type PageMeta } from '../meta';

export const lookZoneMeta = (page: unknown): PageMeta => {
  const { category } = page as LookZoneData;
  return category
    ? { title: titled(`Образы: ${category.name}`), canonical: `/lookzone/catalog/${category.id}/` }
    : { title: titled('Образы'), canonical: '/lookzone/', description: 'Готовые образы для спорта: подберите размеры и добавьте весь образ в корзину.' };
};

/** What the look costs: its products that can be bought, at retail prices. */
const lookTotal = (kit: Kit) => kit.products.filter((p) => !p.deleted).reduce((sum, p) => sum + p.price.retail, 0);

function LookCard({ kit }: { readonly kit: Kit }) {
  return (
    <li className="look-card">
      <Link to={`/lookzone/${kit.id}/`} className="look-card__link">
        {kit.primaryPhoto ? (
          <img src={kit.primaryPhoto} alt="" width={320} height={320} loading="lazy" />
        ) : (
          <span className="look-card__nophoto">Нет фото</span>
        )}
        <span className="look-card__name">{kit.name}</span>
      </Link>
      <p className="look-card__meta">
        <span>{kit.category.name}</span> · <span>{countWithWord(kit.products.length, ['товар', 'товара', 'товаров'])}</span>
      </p>
      <p className="look-card__price">{formatMoney(lookTotal(kit), kit.products[0]?.price.currency)}</p>
    </li>
  );
}

/** /lookzone/ and /lookzone/catalog/{category} (spec §2 «kit list»): the categories and a grid of looks. */
export function LookZonePage() {
  const { categories, category, kits } = useLoaderData() as LookZoneData;
  return (
    <section className="lookzone">
      <h1>{category ? `Образы: ${category.name}` : 'Образы'}</h1>
      <nav aria-label="Категории образов" className="lookzone__categories">
        <ul>
          <li>
            <Link to="/lookzone/" aria-current={category === null ? 'page' : undefined}>
              Все образы
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={`/lookzone/catalog/${c.id}/`} aria-current={category?.id === c.id ? 'page' : undefined}>
                {c.name} <span className="muted">{c.kitCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {kits.length === 0 ? (
        <p className="empty" data-testid="looks-empty">
          Образов пока нет.
        </p>
      ) : (
        <ul className="lookzone__grid" data-testid="looks">
          {kits.map((k) => (
            <LookCard key={k.id} kit={k} />
          ))}
        </ul>
      )}
    </section>
  );
}
