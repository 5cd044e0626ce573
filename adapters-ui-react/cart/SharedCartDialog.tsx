import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Cart } from '../../adapters-http/contract/cart';
import { amountTimes } from '../../domain/money/amountTimes';
import { formatMoney } from '../../domain/money/formatMoney';
import { Modal } from '../components/Modal';
import { useCart, useServices } from '../shopContext';
import * as E from 'fp-ts/Either';

/** The query of a shared-cart link: /cart/?snapshot={id}. */
export const SNAPSHOT_QUERY = 'snapshot';

type Shared = { readonly _tag: 'loading' } | { readonly _tag: 'loaded'; readonly cart: Cart } | { readonly _tag: 'failed'; readonly message: string };

/** Opened by a shared-cart link: shows the shared lines priced now and adds them to the shopper's cart (spec §7 GET and POST /cart/snapshots/{id}). */
export function SharedCartDialog() {
  const [query, setQuery] = useSearchParams();
  const id = query.get(SNAPSHOT_QUERY);
  const { cartPage } = useServices();
  const { run, pending } = useCart();
  const [shared, setShared] = useState<Shared>({ _tag: 'loading' });
  useEffect(() => {
    if (!id || !cartPage) return;
    let live = true;
    setShared({ _tag: 'loading' });
    void cartPage.snapshot(id).then((answer) => {
      if (live) setShared(E.isRight(answer) ? { _tag: 'loaded', cart: answer.right } : { _tag: 'failed', message: answer.left.message });
    });
    return () => {
      live = false;
    };
  }, [id, cartPage]);
  if (!id) return null;
  const close = () =>
    setQuery(
      (q) => {
        q.delete(SNAPSHOT_QUERY);
        return q;
      },
      { replace: true },
    );
  const add = async () => {
    if (await run({ kind: 'addSnapshot', snapshotId: id })) close();
  };
  return (
    <Modal open onClose={close} title="Корзина, которой с вами поделились" testId="shared-cart-dialog" className="modal--wide">
      {shared._tag === 'loading' && <p aria-busy="true">Загружаем корзину…</p>}
      {shared._tag === 'failed' && (
        <p className="field-error" role="alert">
          {shared.message}
        </p>
      )}
      {shared._tag === 'loaded' && (
        <>
          <ul className="shared-lines">
            {shared.cart.items.map((item) => (
              <li key={item.product.wareId} data-testid="shared-line">
                <span>
                  {item.product.name}, размер {item.product.size} × {item.quantity}
                </span>
                <span>{formatMoney(amountTimes(item.product.price.retail, item.quantity), item.product.price.currency)}</span>
              </li>
            ))}
          </ul>
          {shared.cart.items.length === 0 ? (
            <p className="muted">В этой корзине нет товаров.</p>
          ) : (
            <button type="button" className="button button--primary button--wide" onClick={add} disabled={pending > 0}>
              Добавить в мою корзину
            </button>
          )}
        </>
      )}
    </Modal>
  );
}
