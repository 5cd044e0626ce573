import { mobileSearchPlaceholder } from '../../domain/display/limits';
import { Modal } from '../components/Modal';
import { SearchIcon } from './HeaderIcons';
import { SearchBoxButtons } from './SearchBoxButtons';
import { SearchSuggestions } from './SearchSuggestions';
import { useSearchBox, type SearchBoxViewModel } from './useSearchBox';

/**
 * Small screens' search (spec §2 Header, §4 Search): the header shows a field-like button with the query
 * cut at 25 characters (spec §9); a tap opens the full-screen dialog with the combobox and its suggestions.
 * Escape or the close button closes it keeping the text, «Отменить» clears and closes.
 */
export function SearchDialog({ vm }: { readonly vm: SearchBoxViewModel }) {
  const { state, submit, pick, field } = useSearchBox(vm);
  const shown = mobileSearchPlaceholder(state.text.trim());
  const expanded = state.dialog && state.options.length > 0;
  return (
    <>
      <button type="button" className="header__search-trigger" aria-haspopup="dialog" onClick={vm.openDialog}>
        <SearchIcon />
        {shown === '' ? (
          <span className="header__search-shown header__search-shown--empty">Поиск товаров</span>
        ) : (
          <span className="header__search-shown">
            <span className="visually-hidden">Поиск товаров: </span>
            {shown}
          </span>
        )}
      </button>
      <Modal open={state.dialog} onClose={vm.close} title="Поиск товаров" className="modal--search" testId="search-dialog">
        <form
          className="search-dialog__form"
          role="search"
          action="/catalog/product/search.do/"
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <input {...field(expanded)} placeholder="Что вы ищете?" enterKeyHint="search" data-autofocus="" />
          <SearchBoxButtons text={state.text} onCancel={vm.cancel} />
        </form>
        {expanded && <SearchSuggestions state={state} onPick={pick} />}
      </Modal>
    </>
  );
}
