import * as O from 'fp-ts/Option';
import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AutoHintsResponse } from '../../adapters-http/contract/autoHints';
import type { HeaderSearchViewModel } from '../../application/catalogue/headerSearchViewModel';
import { SEARCH_MAX_LENGTH } from '../../domain/catalogue/search';
import { useObservable } from '../useObservable';
import { LISTBOX_ID, optionElementId } from './SearchSuggestions';

export type SearchBoxViewModel = HeaderSearchViewModel<AutoHintsResponse>;

/**
 * The search combobox as the header's box and the phone's dialog both show it: the field's props
 * (value, aria, arrow keys, Escape), going to the search page or a suggestion.
 */
export function useSearchBox(vm: SearchBoxViewModel) {
  const state = useObservable(vm.state$, vm.current);
  const navigate = useNavigate();
  const submit = () => {
    const target = vm.submit();
    if (O.isSome(target)) void navigate(target.value);
  };
  const pick = (url: string) => {
    vm.close();
    void navigate(url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Keys of a composition in progress (the virtual keyboard's word, an IME) are the composition's own.
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      vm.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Escape') vm.close();
  };
  const activeId = state.options[state.active]?.id;
  const field = (expanded: boolean): InputHTMLAttributes<HTMLInputElement> => ({
    type: 'search',
    name: 'text',
    maxLength: SEARCH_MAX_LENGTH,
    'aria-label': 'Поиск товаров',
    autoComplete: 'off',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': LISTBOX_ID,
    'aria-activedescendant': activeId ? optionElementId(activeId) : undefined,
    value: state.text,
    onChange: (e) => vm.type(e.currentTarget.value),
    onKeyDown,
  });
  return { state, submit, pick, field };
}
