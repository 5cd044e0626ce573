import * as O from 'fp-ts/Option';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AutoHintsResponse } from '../../adapters-http/contract/autoHints';
import type { HeaderSearchViewModel } from '../../application/catalogue/headerSearchViewModel';
import { SEARCH_MAX_LENGTH } from '../../domain/catalogue/search';
import { formatMoney } from '../../domain/money/formatMoney';
import { useServices } from '../shopContext';
import { useObservable } from '../useObservable';

const LISTBOX_ID = 'header-search-listbox';
const GROUP_TITLES: Readonly<Record<string, string>> = { tap: 'Уточните запрос', hint: 'Подсказки', category: 'Категории', product: 'Товары' };

/** The header's search box; without JavaScript (or before hydration) a plain GET form to the search page. */
export function HeaderSearch() {
  const { searchBox } = useServices();
  const [params] = useSearchParams();
  // The server's markup is hydrated first; the live box replaces it right after.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!searchBox || !hydrated) {
    return (
      <form className="header__search" role="search" action="/catalog/product/search.do/" method="get">
        <input type="search" name="text" maxLength={SEARCH_MAX_LENGTH} defaultValue={params.get('text') ?? ''} placeholder="Поиск товаров" aria-label="Поиск товаров" />
      </form>
    );
  }
  return <LiveSearch vm={searchBox} initialText={params.get('text') ?? ''} />;
}

/** The box with its overlay: a combobox whose suggestions are a listbox (arrow keys, Enter, Escape). */
function LiveSearch({ vm, initialText }: { readonly vm: HeaderSearchViewModel<AutoHintsResponse>; readonly initialText: string }) {
  const state = useObservable(vm.state$, vm.current);
  useEffect(() => {
    if (initialText !== '' && vm.current().text === '') vm.type(initialText);
    vm.close();
  }, [vm, initialText]);
  const navigate = useNavigate();
  const go = (target: O.Option<string>) => {
    if (O.isSome(target)) void navigate(target.value);
  };
  const expanded = state.open && state.options.length > 0;
  const activeId = state.options[state.active]?.id;
  const priceOf = (id: string) => state.hints?.products.find((p) => `product-${p.id}` === id)?.price;
  return (
    <form
      className="header__search" role="search" action="/catalog/product/search.do/" method="get"
      onSubmit={(e) => { e.preventDefault(); go(vm.submit()); }}
      onMouseEnter={vm.open}
    >
      <input
        type="search" name="text" maxLength={SEARCH_MAX_LENGTH} placeholder="Поиск товаров" aria-label="Поиск товаров" autoComplete="off"
        role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={LISTBOX_ID}
        aria-activedescendant={activeId ? `${LISTBOX_ID}-${activeId}` : undefined}
        value={state.text}
        onChange={(e) => vm.type(e.currentTarget.value)}
        onFocus={vm.open}
        onBlur={vm.close}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            vm.move(e.key === 'ArrowDown' ? 1 : -1);
          } else if (e.key === 'Escape') vm.close();
        }}
      />
      {state.text !== '' && <button type="button" className="header__search-cancel" onClick={vm.cancel}>Отменить</button>}
      <button type="submit" className="header__search-submit">Найти</button>
      {expanded && (
        <ul id={LISTBOX_ID} role="listbox" aria-label="Подсказки поиска" className="search-overlay" onMouseDown={(e) => e.preventDefault()}>
          {state.options.map((o, i) => {
            const group = o.id.split('-')[0]!;
            const firstOfGroup = i === 0 || state.options[i - 1]!.id.split('-')[0] !== group;
            const price = priceOf(o.id);
            return (
              <li
                key={o.id} id={`${LISTBOX_ID}-${o.id}`} role="option" aria-selected={i === state.active}
                className={`search-overlay__option search-overlay__option--${group}`}
                data-group-title={firstOfGroup ? GROUP_TITLES[group] : undefined}
                onClick={() => { vm.close(); void navigate(o.url); }}
              >
                <span>{o.label}</span>
                {price && <span className="search-overlay__price">{formatMoney(price.retail, price.currency)}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </form>
  );
}
