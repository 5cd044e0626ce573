import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../domain/catalogue/search';
import { useServices } from '../shopContext';
import { SearchDialog } from './SearchDialog';
import { SearchBoxButtons } from './SearchBoxButtons';
import { SearchSuggestions } from './SearchSuggestions';
import { useSearchBox, type SearchBoxViewModel } from './useSearchBox';

/** What the shopper did in the server's box before the page came alive: the live one carries it on. */
interface Handoff {
  readonly text: string;
  readonly focused: boolean;
}

/**
 * The header's search. The server's markup (and the page without JavaScript) is a plain GET form to the
 * search page; once hydrated, a combobox with suggestions on wider screens and, on small ones, a field
 * opening the full-screen search dialog (CSS shows the one that fits).
 */
export function HeaderSearch() {
  const { searchBox } = useServices();
  const [params] = useSearchParams();
  const text = params.get('text') ?? '';
  const handoff = useRef<Handoff | null>(null);
  return (
    <div className="header__search">
      {searchBox ? <LiveSearch vm={searchBox} initialText={text} handoff={handoff} /> : <PlainSearch text={text} handoff={handoff} />}
    </div>
  );
}

function PlainSearch({ text, handoff }: { readonly text: string; readonly handoff: RefObject<Handoff | null> }) {
  const input = useRef<HTMLInputElement>(null);
  // Runs as the live search replaces this form, while its field is still in the page.
  useLayoutEffect(
    () => () => {
      if (input.current) handoff.current = { text: input.current.value, focused: document.activeElement === input.current };
    },
    [handoff],
  );
  return (
    <form className="header__search-box header__search-box--plain" role="search" action="/catalog/product/search.do/" method="get">
      <input ref={input} type="search" name="text" maxLength={SEARCH_MAX_LENGTH} defaultValue={text} placeholder="Поиск товаров" aria-label="Поиск товаров" />
    </form>
  );
}

function LiveSearch({
  vm,
  initialText,
  handoff,
}: {
  readonly vm: SearchBoxViewModel;
  readonly initialText: string;
  readonly handoff: RefObject<Handoff | null>;
}) {
  const { state, submit, pick, field } = useSearchBox(vm);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const before = handoff.current;
    handoff.current = null;
    const carried = before && before.text !== initialText ? before.text : initialText !== '' && vm.current().text === '' ? initialText : null;
    if (carried !== null) {
      vm.type(carried);
      vm.close();
    }
    if (!before?.focused) return;
    // Typing had begun: on with it in the box that is shown (none is laid out on small screens).
    if (input.current?.offsetParent) input.current.focus();
    else vm.openDialog();
  }, [vm, initialText, handoff]);
  const expanded = state.open && !state.dialog && state.options.length > 0;
  return (
    <>
      <form
        className="header__search-box"
        role="search"
        action="/catalog/product/search.do/"
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        onMouseEnter={vm.open}
      >
        <input ref={input} {...field(expanded)} placeholder="Поиск товаров" onFocus={vm.open} onBlur={vm.close} />
        <SearchBoxButtons text={state.text} onCancel={vm.cancel} />
        {expanded && <SearchSuggestions state={state} onPick={pick} />}
      </form>
      <SearchDialog vm={vm} />
    </>
  );
}
