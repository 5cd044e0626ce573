import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Kit } from '../../adapters-http/contract/kits';
import { formatMoney } from '../../domain/money/formatMoney';
import { Price } from '../components/Price';
import { SizePicker } from '../components/SizePicker';
import { useCart } from '../shopContext';

/**
 * A kit the product is in (spec §3 Kit): its products, each with a size picker, and «Добавить комплект
 * в корзину», which puts one of each chosen size into the cart (one more when the size is already there).
 * Products that cannot be bought now are shown as such and left out.
 */
export function KitBlock({ kit }: { readonly kit: Kit }) {
  const headingId = useId();
  const { setQuantity, pending, cart } = useCart();
  const [chosen, setChosen] = useState<Readonly<Record<string, string | null>>>(() => Object.fromEntries(kit.products.map((p) => [p.productId, p.selectedSize])));
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [result, setResult] = useState<'added' | 'failed' | null>(null);
  const buyable = kit.products.filter((p) => !p.deleted);
  const total = buyable.reduce((sum, p) => sum + p.price.retail, 0);

  const addKit = async () => {
    const unchosen = buyable.filter((p) => !chosen[p.productId]).map((p) => p.productId);
    setMissing(unchosen);
    setResult(null);
    if (unchosen.length > 0 || buyable.length === 0) return;
    let ok = true;
    // One change after another through the cart's queue; each sets its size to one more than the cart holds.
    for (const p of buyable) {
      const wareId = chosen[p.productId]!;
      const held = cart?.items.find((i) => i.product.wareId === wareId && !i.deleted)?.quantity ?? 0;
      ok = (await setQuantity({ productId: p.productId, wareId, quantity: held + 1 })) && ok;
    }
    setResult(ok ? 'added' : 'failed');
  };

  return (
    <section className="kit" aria-labelledby={`${headingId}-title ${headingId}-name`} data-testid="kit">
      <h2 id={`${headingId}-title`}>Комплект</h2>
      <p id={`${headingId}-name`} className="kit__name">{kit.name}</p>
      <ul className="kit__products">
        {kit.products.map((p) => (
          <li key={p.productId} className={`kit__product${p.deleted ? ' kit__product--deleted' : ''}`}>
            <img src={p.image} alt="" width={96} height={96} loading="lazy" />
            <div className="kit__about">
              <Link to={`/product/${p.productId}/`} className="kit__title"><strong>{p.brand.name}</strong> {p.name}</Link>
              <Price price={p.price} size="s" />
              {p.deleted ? (
                <p className="muted">Нет в наличии — в комплект не войдёт</p>
              ) : (
                <SizePicker
                  sizes={p.sizes}
                  selected={chosen[p.productId] ?? null}
                  name={`kit-${kit.id}-${p.productId}`}
                  legend={<>Размер<span className="visually-hidden">: {p.name}</span></>}
                  onSelect={(wareId) => {
                    setChosen({ ...chosen, [p.productId]: wareId });
                    setMissing(missing.filter((id) => id !== p.productId));
                  }}
                />
              )}
              {missing.includes(p.productId) && <p role="alert" className="field-error">Выберите размер</p>}
            </div>
          </li>
        ))}
      </ul>
      <p className="kit__total">Комплект целиком: <strong>{formatMoney(total, buyable[0]?.price.currency)}</strong></p>
      <button type="button" className="button button--primary" onClick={addKit} disabled={pending > 0 || buyable.length === 0}>
        Добавить комплект в корзину
      </button>
      <div aria-live="polite">
        {result === 'added' && <p className="notice">Комплект добавлен в корзину. <Link to="/cart/">Перейти в корзину</Link></p>}
        {result === 'failed' && <p role="alert" className="field-error">Не все товары комплекта удалось добавить в корзину</p>}
      </div>
    </section>
  );
}
