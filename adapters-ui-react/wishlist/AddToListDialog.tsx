import { Modal } from '../components/Modal';
import { CreateListForm } from './CreateListForm';
import { useWishlist } from './useWishlist';

/** «Добавить в список»: the customer's custom lists, opened from the wishlist toast's link (spec §4 Notifications). */
export function AddToListDialog() {
  const { vm, dialogFor, lists, pending } = useWishlist();
  if (!vm) return null;
  return (
    <Modal open={dialogFor !== null} onClose={vm.closeDialog} title="Добавить в список" testId="wishlist-add-dialog">
      {lists && lists.length === 0 && <p className="muted">Списков пока нет — создайте первый.</p>}
      <ul className="wishlist-lists">
        {lists?.map((list) => (
          <li key={list.id}>
            <button type="button" className="button button--wide" disabled={pending} onClick={() => void vm.addToList(list.id)}>
              {list.name} <span className="muted">({list.favouritesIds.length})</span>
            </button>
          </li>
        ))}
      </ul>
      <CreateListForm create={vm.createList} />
    </Modal>
  );
}
