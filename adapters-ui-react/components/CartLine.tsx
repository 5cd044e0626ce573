import Decimal from 'decimal.js';
import { Link } from 'react-router';
import type { CartItem } from '../../adapters-http/contract/cart';
import { formatMoney } from '../../domain/money/formatMoney';
import { useCart } from '../shopContext';

export function CartLine({ item }: { readonly item: CartItem }) {
  const { setQuantity, pending } = useCart();
  const { product } = item;
  const change = (quantity: number) => setQuantity({ productId: product.productId, wareId: product.wareId, quantity });
  const inStock = item.available.state === 'IN_STOCK';
  return (
    <li className="line" data-testid="cart-line">
      <img src={product.image} alt="" width={160} height={160} />
      <div className="line__about">
        <Link to={`/product/${product.productId}/`}>{product.name}</Link>
        <span className="muted">Размер: {product.size}</span>
        {!inStock && <span className="field-error">Нет в наличии</span>}
      </div>
      <div className="line__quantity" role="group" aria-label={`Количество: ${product.name}`}>
        <button type="button" onClick={() => change(item.quantity - 1)} disabled={pending > 0 || item.quantity <= 1} aria-label="Уменьшить количество">−</button>
        <output data-testid="line-quantity" aria-live="polite">{item.quantity}</output>
        <button type="button" onClick={() => change(item.quantity + 1)} disabled={pending > 0} aria-label="Увеличить количество">+</button>
      </div>
      <div className="line__price">{formatMoney(new Decimal(product.price.retail).times(item.quantity))}</div>
      <button type="button" className="line__delete" onClick={() => change(0)} disabled={pending > 0}>Удалить</button>
    </li>
  );
}
