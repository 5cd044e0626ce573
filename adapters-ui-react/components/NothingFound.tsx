import { Link } from 'react-router';
import type { SearchPage } from '../../adapters-http/contract/catalog';

/** A search that found nothing: says so in the shopper's words and offers the categories with the most goods. */
export function NothingFound({ queryText, categories }: { readonly queryText: string; readonly categories: SearchPage['popularCategories'] }) {
  return (
    <div className="nothing-found" role="status">
      <p>{`По запросу «${queryText}» ничего не найдено. Проверьте, нет ли опечатки, или загляните в популярные категории.`}</p>
      {categories.length > 0 && (
        <nav aria-labelledby="popular-categories">
          <h2 id="popular-categories" className="nothing-found__title">
            Популярные категории
          </h2>
          <ul className="nothing-found__categories">
            {categories.map((c) => (
              <li key={c.id}>
                <Link className="chip" to={c.url}>
                  {c.name} <span className="muted">{c.parentName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
