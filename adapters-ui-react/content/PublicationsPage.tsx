import { Link, NavLink, useLoaderData, useLocation } from 'react-router';
import type { PublicationList } from '../../adapters-http/contract/publications';
import { Pagination } from '../components/Pagination';
import { titled, type PageMeta } from '../meta';
import { PublicationDates } from './PublicationDates';
import { isPast, PAST_PATH } from './publicationsLoader';

export const publicationsMeta = (data: unknown): PageMeta => {
  const list = data as PublicationList;
  const suffix = list.page > 1 ? `, страница ${list.page}` : '';
  return { title: titled(`Акции${suffix}`), description: 'Акции и скидки на спортивные товары: условия и сроки проведения.' };
};

/** The promotions list with «Текущие» / «Прошедшие» tabs and pages. */
export function PublicationsPage() {
  const list = useLoaderData() as PublicationList;
  const { pathname } = useLocation();
  const base = isPast(pathname) ? PAST_PATH : '/promo/';
  return (
    <section className="publications">
      <h1>Акции</h1>
      <nav className="publications__tabs" aria-label="Акции">
        <NavLink to="/promo/" end>
          Текущие акции
        </NavLink>
        <NavLink to={PAST_PATH}>Прошедшие акции</NavLink>
      </nav>
      {list.items.length === 0 ? (
        <p className="publications__empty">{isPast(pathname) ? 'Прошедших акций пока нет.' : 'Сейчас акций нет — загляните позже.'}</p>
      ) : (
        <ul className="publications__grid">
          {list.items.map((p) => (
            <li key={p.id} className="publication-card">
              <Link to={p.url} className="publication-card__link">
                <img src={p.imageUrl} alt="" loading="lazy" width={800} height={450} />
                <h2 className="publication-card__title">{p.title}</h2>
              </Link>
              <PublicationDates publication={p} />
              <p>{p.annotation}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} href={(page) => (page === 1 ? base : `${base}?page=${page}`)} />
    </section>
  );
}
