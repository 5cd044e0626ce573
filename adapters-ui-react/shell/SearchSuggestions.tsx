import type { AutoHintsResponse } from '../../adapters-http/contract/autoHints';
import type { HeaderSearchState } from '../../application/catalogue/headerSearchViewModel';
import { formatMoney } from '../../domain/money/formatMoney';

export const LISTBOX_ID = 'header-search-listbox';
const GROUP_TITLES: Readonly<Record<string, string>> = { tap: 'Уточните запрос', hint: 'Подсказки', category: 'Категории', product: 'Товары' };

/** The id of a suggestion's element, for the combobox's aria-activedescendant. */
export const optionElementId = (optionId: string): string => `${LISTBOX_ID}-${optionId}`;

/**
 * The suggestions of the search overlay as a listbox: groups in the answer's order, products with their
 * thumbnail and price, categories with the section that tells them apart. The combobox keeps the focus:
 * a press on an option does not take it (mouse down is prevented), the keyboard highlights through it.
 */
export function SearchSuggestions({ state, onPick }: { readonly state: HeaderSearchState<AutoHintsResponse>; readonly onPick: (url: string) => void }) {
  const products = new Map(state.hints?.products.map((p) => [`product-${p.id}`, p]));
  return (
    <ul id={LISTBOX_ID} role="listbox" aria-label="Подсказки поиска" className="search-overlay" onMouseDown={(e) => e.preventDefault()}>
      {state.options.map((o, i) => {
        const group = o.id.split('-')[0]!;
        const firstOfGroup = i === 0 || state.options[i - 1]!.id.split('-')[0] !== group;
        const product = products.get(o.id);
        return (
          <li
            key={o.id}
            id={optionElementId(o.id)}
            role="option"
            aria-selected={i === state.active}
            className={`search-overlay__option search-overlay__option--${group}`}
            data-group-title={firstOfGroup ? GROUP_TITLES[group] : undefined}
            onClick={() => onPick(o.url)}
          >
            {product?.images[0] && <img className="search-overlay__thumbnail" src={product.images[0]} alt="" width={48} height={48} loading="lazy" />}
            <span className="search-overlay__label">{o.label}</span>
            {product && <span className="search-overlay__price">{formatMoney(product.price.retail, product.price.currency)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
