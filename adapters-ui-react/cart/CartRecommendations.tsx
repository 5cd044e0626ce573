import { useEffect, useState } from 'react';
import type { ProductCard as Card } from '../../adapters-http/contract/product';
import { ProductCard } from '../components/ProductCard';
import { useServices } from '../shopContext';
import * as E from 'fp-ts/Either';

type Slot = { readonly _tag: 'loading' } | { readonly _tag: 'loaded'; readonly products: readonly Card[] } | { readonly _tag: 'failed' };

/**
 * The slot Recommendations_Cart_OneProduct_Slot_1 under the cart: loaded after the page opens; a failure is
 * only logged and the slot stays away (spec §7 Cart, §8 "Only logged: recommendations").
 */
export function CartRecommendations({ productIds }: { readonly productIds: readonly string[] }) {
  const { cartPage } = useServices();
  const [slot, setSlot] = useState<Slot>({ _tag: 'loading' });
  const key = productIds.join(',');
  useEffect(() => {
    if (!cartPage || key === '') return;
    let live = true;
    void cartPage.recommendations(key.split(',')).then((answer) => {
      if (!live) return;
      if (E.isLeft(answer)) console.error('cart recommendations failed', answer.left);
      setSlot(E.isRight(answer) ? { _tag: 'loaded', products: answer.right.recommendations.flatMap((r) => r.products) } : { _tag: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [cartPage, key]);
  if (slot._tag === 'failed' || (slot._tag === 'loaded' && slot.products.length === 0)) return null;
  return (
    <section
      className="cart-recommendations"
      aria-labelledby="cart-recommendations-title"
      aria-busy={slot._tag === 'loading'}
      data-testid="cart-recommendations"
    >
      <h2 id="cart-recommendations-title">С этим товаром покупают</h2>
      {slot._tag === 'loading' ? (
        <p className="muted">Подбираем товары…</p>
      ) : (
        <div className="cart-recommendations__grid">
          {slot.products.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </div>
      )}
    </section>
  );
}
