import { Link, useLoaderData } from 'react-router';
import type { ServiceDetails } from '../../adapters-http/contract/shopServices';
import { formatMoney } from '../../domain/money/formatMoney';
import { titled, type PageMeta } from '../meta';
import { serviceDuration } from './serviceDuration';

export const serviceMeta = (page: unknown): PageMeta => {
  const s = page as ServiceDetails;
  return { title: titled(s.name), canonical: `/service/${s.id}/`, description: s.description };
};

/** /service/{id} (spec §2 «services»): the service, its price in the visitor's currency, duration and the shops nearby that perform it. */
export function ServicePage() {
  const s = useLoaderData() as ServiceDetails;
  return (
    <article className="service">
      <nav aria-label="Сервисы" className="services__back">
        <Link to="/service/">Все сервисы</Link> · <Link to={`/services/${s.category.id}/${s.subcategory.id}/`}>{s.subcategory.name}</Link>
      </nav>
      <h1>{s.name}</h1>
      <p>{s.description}</p>
      <dl className="service__facts">
        <div>
          <dt>Стоимость</dt>
          <dd data-testid="service-price">{formatMoney(s.price.amount, s.price.currency)}</dd>
        </div>
        <div>
          <dt>Время работы мастера</dt>
          <dd>{serviceDuration(s.durationMinutes)}</dd>
        </div>
      </dl>
      <section aria-labelledby="service-shops">
        <h2 id="service-shops">Где сделать{s.cityName ? ` в городе ${s.cityName}` : ''}</h2>
        {s.shops.length === 0 ? (
          <p className="empty" data-testid="service-no-shops">
            В вашем городе эту услугу пока не оказывают.
          </p>
        ) : (
          <ul className="service__shops" data-testid="service-shops">
            {s.shops.map((shop) => (
              <li key={shop.shopNumber}>
                <Link to={`/store/${shop.shopNumber}/`}>{shop.name}</Link>
                <span>{shop.address}</span>
                <span className="muted">{shop.openingHours}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="muted">Оплата услуги — в магазине после выполнения работы.</p>
      </section>
    </article>
  );
}
