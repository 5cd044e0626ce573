import { Link } from 'react-router';

/** Page numbers shown around the current one. */
const AROUND = 2;

/** Page links: first, a window around the current page, last; every page has its own address. */
export function Pagination({ page, pageCount, href }: { readonly page: number; readonly pageCount: number; readonly href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, ...range(page - AROUND, page + AROUND), pageCount])].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return (
    <nav aria-label="Страницы" className="pagination">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev">
          ← Назад
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p}>
          {i > 0 && p - pages[i - 1]! > 1 && <span className="muted">…</span>}
          {p === page ? (
            <span aria-current="page" className="pagination__current">
              {p}
            </span>
          ) : (
            <Link to={href(p)}>{p}</Link>
          )}
        </span>
      ))}
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next">
          Вперёд →
        </Link>
      )}
    </nav>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
