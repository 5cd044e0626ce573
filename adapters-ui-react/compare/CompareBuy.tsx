import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../adapters-http/contract/product';
import { sizeLabel } from '../../domain/catalogue/sizeScales';
import { availabilityMark, SOLD_OUT } from '../../domain/stock/soldOut';
import { useCart } from '../shopContext';

/**
 * «В корзину» under a compared product: its sizes in stock to choose from (the only one chosen already),
 * «Выберите размер» when none is chosen; sold-out goods and goods on sale soon say so instead.
 */
export function CompareBuy({ product }: { readonly product: Product }) {
  const { setQuantity, pending, failure } = useCart();
  const available = product.sizes.filter((s) => s.isAvailableOnline || s.isAvailableOffline);
  const [wareId, setWareId] = useState(available.length === 1 ? available[0]!.id : '');
  const [state, setState] = useState<'idle' | 'sizeMissing' | 'added' | 'failed'>('idle');
  const selectId = useId();
  const mark = availabilityMark(product);
  if (mark !== null) return <p className="compare__mark">{mark === 'SOLD_OUT' ? SOLD_OUT : 'Скоро в продаже'}</p>;
  const add = async () => {
    if (!wareId) return setState('sizeMissing');
    setState((await setQuantity({ productId: product.productId, wareId, quantity: 1 })) ? 'added' : 'failed');
  };
  return (
    <div className="compare__buy">
      <label className="visually-hidden" htmlFor={selectId}>{`Размер: ${product.name}`}</label>
      {available.length > 1 && (
        <select
          id={selectId}
          className="compare__size"
          value={wareId}
          onChange={(e) => {
            setWareId(e.target.value);
            setState('idle');
          }}
        >
          <option value="">Размер</option>
          {available.map((s) => (
            <option key={s.id} value={s.id}>
              {sizeLabel(s, 'RU')}
            </option>
          ))}
        </select>
      )}
      <button type="button" className="button button--primary compare__to-cart" onClick={() => void add()} disabled={pending > 0}>
        В корзину
      </button>
      <div aria-live="polite">
        {state === 'sizeMissing' && (
          <p role="alert" className="field-error">
            Выберите размер
          </p>
        )}
        {state === 'added' && (
          <p className="notice">
            Добавлено. <Link to="/cart/">В корзину</Link>
          </p>
        )}
        {state === 'failed' && failure && (
          <p role="alert" className="field-error">
            {failure.message}
          </p>
        )}
      </div>
    </div>
  );
}
