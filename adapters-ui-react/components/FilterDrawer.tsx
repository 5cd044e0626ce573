import { useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { Facet } from '../../adapters-http/contract/catalog';
import type { ListingState } from '../../adapters-http/contract/listingUrl';
import { countWithWord } from '../../domain/display/plural';
import { NOTHING_FOUND_MESSAGE } from '../../domain/errors/genericMessages';
import type { CatalogData } from '../pages/catalogLoader';
import { PRODUCT_FORMS } from '../pages/catalogMeta';
import { Modal } from './Modal';
import { FacetFields, formTarget } from './ListingFilters';

/** How many products a listing's data holds; null for the catalogue tree. */
export const productCountOf = (data: CatalogData): number | null =>
  'listing' in data ? data.listing.productCount : 'search' in data ? data.search.productCount : null;

interface DrawerProps {
  readonly action: string;
  readonly facets: readonly Facet[];
  readonly state: ListingState;
  readonly isSearch: boolean;
  /** Products of the listing as it is. */
  readonly count: number;
}

/** The drawer's form: choices wait for «Показать N товаров», N counted for them as they change. */
function DrawerForm({ action, facets, state, isSearch, count, onDone }: DrawerProps & { readonly onDone: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  // The listing's own loader counts the chosen filters, without leaving the page.
  const counted = useFetcher<CatalogData>();
  const [changed, setChanged] = useState(false);
  const recount = () => {
    const target = form.current && formTarget(form.current, action, isSearch);
    if (!target) return;
    setChanged(true);
    void counted.load(target);
  };
  const reset = () => {
    for (const field of form.current?.querySelectorAll('input') ?? []) {
      if (field.type === 'checkbox') field.checked = false;
      else if (field.type === 'number') field.value = '';
    }
    recount();
  };
  const shown = changed ? (counted.data ? productCountOf(counted.data) : null) : count;
  return (
    <form
      ref={form}
      method="get"
      action={action}
      className="filter-drawer"
      onChange={recount}
      onSubmit={(e) => {
        e.preventDefault();
        const target = formTarget(e.currentTarget, action, isSearch);
        if (target === null) return;
        onDone();
        void navigate(target);
      }}
    >
      {isSearch && <input type="hidden" name="text" value={state.text} />}
      {state.sort && <input type="hidden" name="sort" value={state.sort} />}
      <FacetFields facets={facets} state={state} />
      <div className="filter-drawer__actions">
        <button type="button" className="button" onClick={reset}>
          Сбросить
        </button>
        <button type="submit" className="button button--primary" disabled={shown === 0} aria-busy={counted.state === 'loading'}>
          {shown === 0 ? NOTHING_FOUND_MESSAGE : shown === null ? 'Показать товары' : `Показать ${countWithWord(shown, PRODUCT_FORMS)}`}
        </button>
      </div>
    </form>
  );
}

/** The filters of small screens in a dialog (spec §2 Global dialogs: Escape closes; Tab stays inside). */
export function FilterDrawer({ open, onClose, ...props }: DrawerProps & { readonly open: boolean; readonly onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Фильтры" className="modal--drawer" testId="filters-drawer">
      <DrawerForm {...props} onDone={onClose} />
    </Modal>
  );
}
