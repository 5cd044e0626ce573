import { useState } from 'react';
import type { Cart, CartItem } from '../../adapters-http/contract/cart';
import { cartLists, CART_LIST_NAMES, type CartListName } from '../../domain/stock/cartLists';
import { CartLine } from '../components/CartLine';
import { useCart } from '../shopContext';

/** Headings of the four cart lists (spec §4 Stock; wording ours). */
const LIST_TITLES: Readonly<Record<CartListName, string>> = {
  availableForOrder: 'Доступны для заказа',
  unavailableForOrder: 'Недоступны для заказа',
  unavailable: 'Нет в наличии',
  unallocated: 'Наличие уточняется',
};

/** The lines the page shows: deleted ones only if deleted on this page, so a reload resets them (spec §4 Cart item). */
export function useShownLines(cart: Cart): readonly CartItem[] {
  const [deletedBefore] = useState(() => new Set(cart.items.filter((i) => i.deleted).map((i) => i.product.wareId)));
  return cart.items.filter((i) => !(i.deleted && deletedBefore.has(i.product.wareId)));
}

/** The cart's lines in the four lists, each under its heading, with «select all» over the orderable ones (spec §4 Stock, §7 /cart/items/_select). */
export function CartLists({ lines }: { readonly lines: readonly CartItem[] }) {
  const { run, pending } = useCart();
  const lists = cartLists(lines);
  const orderable = lists.availableForOrder.filter((i) => !i.deleted);
  const allSelected = orderable.length > 0 && orderable.every((i) => i.selected);
  return (
    <>
      {orderable.length > 0 && (
        <label className="select-all">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={pending > 0}
            onChange={() => run({ kind: 'select', items: orderable.map((i) => ({ wareId: i.product.wareId, selected: !allSelected })) })}
            data-testid="select-all"
          />
          Выбрать все
        </label>
      )}
      {CART_LIST_NAMES.filter((name) => lists[name].length > 0).map((name) => (
        <section key={name} className="cart-list" aria-labelledby={`cart-list-${name}`} data-testid={`cart-list-${name}`}>
          <h2 id={`cart-list-${name}`} className="cart-list__title">
            {LIST_TITLES[name]}
          </h2>
          <ul className="cart__lines">
            {lists[name].map((item) => (
              <CartLine key={item.product.wareId} item={item} orderable={name === 'availableForOrder'} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
