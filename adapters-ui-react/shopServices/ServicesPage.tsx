import { Link, useLoaderData } from 'react-router';
import type { ServiceCatalogData } from '../clubLooksData';
import { titled, type PageMeta } from '../meta';

export const servicesMeta = (): PageMeta => ({
  title: titled('Сервисы'),
  canonical: '/service/',
  description: 'Заточка лыж и коньков, сборка и обслуживание велосипедов, натяжка струн, термоформовка обуви в магазинах.',
});

/** /service/ (spec §2 «services»): the workshop services' categories offered in the shopper's city, with their subcategories. */
export function ServicesPage() {
  const { cityName, categories } = useLoaderData() as ServiceCatalogData;
  return (
    <section className="services">
      <h1>Сервисы</h1>
      {cityName && <p className="muted">Услуги мастерских в магазинах города {cityName}.</p>}
      {categories.length === 0 ? (
        <p className="empty" data-testid="services-empty">
          В вашем городе мастерских пока нет. Выберите другой город в шапке сайта.
        </p>
      ) : (
        <ul className="services__categories" data-testid="service-categories">
          {categories.map((c) => (
            <li key={c.id} className="services__category">
              <h2>{c.name}</h2>
              <ul>
                {c.subcategories
                  .filter((s) => s.serviceCount > 0)
                  .map((s) => (
                    <li key={s.id}>
                      <Link to={`/services/${c.id}/${s.id}/`}>{s.name}</Link> <span className="muted">{s.serviceCount}</span>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
