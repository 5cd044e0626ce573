/** Search text limit (spec §9). */
const SEARCH_MAX_LENGTH = 70;

/** The header's search box; without JavaScript it still submits to the search page. */
export function HeaderSearch() {
  return (
    <form className="header__search" role="search" action="/catalog/product/search.do/" method="get">
      <input type="search" name="text" maxLength={SEARCH_MAX_LENGTH} placeholder="Поиск товаров" aria-label="Поиск товаров" />
    </form>
  );
}
