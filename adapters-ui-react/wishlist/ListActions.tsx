import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Wishlist } from '../../adapters-http/contract/wishlist';
import { Modal } from '../components/Modal';
import { useWishlist } from './useWishlist';

/** The page address of a custom list; the same link is shared (spec §2 Profile routes, «custom-list/{wishlistId}»). */
export const customListPath = (listId: string): string => `/profile/wishlist/custom-list/${listId}/`;

/** Share and delete dialogs of a custom list (spec §2 Global dialogs: wishlist share/delete). */
export function ListActions({ list, afterDelete }: { readonly list: Wishlist; readonly afterDelete: () => void }) {
  const { vm } = useWishlist();
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const [copied, setCopied] = useState(false);
  const link = typeof window === 'undefined' ? customListPath(list.id) : new URL(customListPath(list.id), window.location.origin).toString();
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <span className="wishlist-actions">
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setCopied(false);
          setDialog('share');
        }}
      >
        Поделиться
      </button>
      <button type="button" className="link-button" onClick={() => setDialog('delete')}>
        Удалить
      </button>
      <Modal open={dialog === 'share'} onClose={() => setDialog(null)} title="Поделиться списком" testId="wishlist-share-dialog">
        <label className="wishlist-share">
          Ссылка на список «{list.name}»
          <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          Скопировать ссылку
        </button>
        <p aria-live="polite" className="muted">
          {copied ? 'Ссылка скопирована' : ''}
        </p>
      </Modal>
      <Modal open={dialog === 'delete'} onClose={() => setDialog(null)} title="Удалить список?" testId="wishlist-delete-dialog">
        <p>Список «{list.name}» будет удалён. Товары останутся в Избранном.</p>
        <div className="wishlist-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={async () => {
              if (await vm?.deleteList(list.id)) {
                setDialog(null);
                afterDelete();
              }
            }}
          >
            Удалить
          </button>
          <button type="button" className="button" onClick={() => setDialog(null)}>
            Отмена
          </button>
        </div>
      </Modal>
    </span>
  );
}

/** After deleting on a list's own page, go back to the wishlist. */
export function useBackToWishlist() {
  const navigate = useNavigate();
  return () => void navigate('/profile/wishlist/');
}
