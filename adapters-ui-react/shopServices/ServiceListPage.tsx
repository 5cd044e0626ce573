import { Link, useLoaderData } from 'react-router';
import type { ServiceListData } from '../clubLooksData';
import { formatMoney } from '../../domain/money/formatMoney';
import { titled, type PageMeta } from '../meta';
import { serviceDuration } from './serviceDuration';

export const serviceListMeta = (page: unknown): PageMeta => {
  const { category, subcategory } = page as ServiceListData;
  return { title: titled(`${subcategory.name} — ${category.name}`), canonical: `/services/${category.id}/${subcategory.id}/` };
};

/** /services/{category}/{subcategory} (spec §2 «services»): the subcategory's services with price and duration. */
export function ServiceListPage() {
  const { category, subcategory, services, siblings } = useLoaderData() as ServiceListData;
  return (
    <section className="services">
      <nav aria-label="Сервисы" className="services__back">
        <Link to="/service/">Все сервисы</Link> · {category.name}
      </nav>
      <h1>{subcategory.name}</h1>
      {siblings.length > 1 && (
        <nav aria-label={`Разделы: ${category.name}`} className="services__siblings">
          <ul>
            {siblings.map((s) => (
              <li key={s.id}>
                <Link to={`/services/${category.id}/${s.id}/`} aria-current={s.id === subcategory.id ? 'page' : undefined}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {services.length === 0 ? (
        <p className="empty">В этом разделе пока нет услуг.</p>
      ) : (
        <ul className="services__list" data-testid="services">
          {services.map((s) => (
            <li key={s.id} className="service-card">
              <Link to={`/service/${s.id}/`} className="service-card__name">
                {s.name}
              </Link>
              <span className="service-card__price">{formatMoney(s.price.amount, s.price.currency)}</span>
              <span className="muted">{serviceDuration(s.durationMinutes)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
