import { Link } from 'react-router';
import type { CartItem } from '../../adapters-http/contract/cart';
import { amountTimes } from '../../domain/money/amountTimes';
import { formatMoney } from '../../domain/money/formatMoney';
import { useCart } from '../shopContext';
import { LoadingImage } from './LoadingImage';

/** One cart line: select box, image, name, quantity stepper, price, delete; a deleted line offers «Восстановить» (spec §3 Cart item, §4). */
export function CartLine({ item, orderable }: { readonly item: CartItem; readonly orderable: boolean }) {
  const { run, pending } = useCart();
  const { product } = item;
  const ware = { productId: product.productId, wareId: product.wareId };
  const change = (quantity: number) => run({ kind: 'setQuantity', change: { ...ware, quantity } });
  if (item.deleted) {
    return (
      <li className="line line--deleted" data-testid="cart-line-deleted">
        <span className="muted">Товар «{product.name}» удалён из корзины</span>
        <button type="button" className="button" onClick={() => run({ kind: 'restore', item: { ...ware, quantity: item.quantity } })} disabled={pending > 0}>
          Восстановить
        </button>
      </li>
    );
  }
  return (
    <li className="line line--selectable" data-testid="cart-line">
      <input
        type="checkbox"
        className="line__select"
        checked={item.selected && orderable}
        disabled={!orderable || pending > 0}
        onChange={(e) => run({ kind: 'select', items: [{ wareId: product.wareId, selected: e.target.checked }] })}
        aria-label={`Выбрать: ${product.name}, размер ${product.size}`}
      />
      <LoadingImage src={product.image} alt={product.name} width={80} height={80} />
      <div className="line__about">
        <Link to={`/product/${product.productId}/`}>{product.name}</Link>
        <span className="muted">
          {product.brand.name} · Размер: {product.size}
        </span>
      </div>
      <div className="line__quantity" role="group" aria-label={`Количество: ${product.name}`}>
        <button type="button" onClick={() => change(item.quantity - 1)} disabled={pending > 0 || item.quantity <= 1} aria-label="Уменьшить количество">
          −
        </button>
        <output data-testid="line-quantity" aria-live="polite">
          {item.quantity}
        </output>
        <button type="button" onClick={() => change(item.quantity + 1)} disabled={pending > 0} aria-label="Увеличить количество">
          +
        </button>
      </div>
      <div className="line__price">{formatMoney(amountTimes(product.price.retail, item.quantity), product.price.currency)}</div>
      <button type="button" className="line__delete" onClick={() => change(0)} disabled={pending > 0}>
        Удалить
      </button>
    </li>
  );
}
