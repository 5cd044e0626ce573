import { useEffect, useState } from 'react';
import * as E from 'fp-ts/Either';
import { useServices } from '../shopContext';
import { useShipmentServices } from './useShipmentServices';
import { CheckoutPage } from './CheckoutPage';

/**
 * /cart/?type=fast#pickup: checkout of the one product of the fast cart (spec §2 Routes, §3 Cart types
 * FAST). The page was rendered with the regular cart; the fast cart is read once hydrated, then the
 * checkout steps work on it (every cart call of this page carries cartType=FAST).
 */
export function FastCheckoutPage() {
  const shipment = useShipmentServices();
  const { cart } = useServices();
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  useEffect(() => {
    if (!shipment) return;
    let live = true;
    void shipment.currentCart().then((answer) => {
      if (!live) return;
      if (E.isRight(answer)) cart.replace(answer.right);
      setState(E.isRight(answer) ? 'ready' : 'error');
    });
    return () => {
      live = false;
    };
  }, [shipment, cart]);
  if (state === 'ready') return <CheckoutPage />;
  return (
    <section className="checkout" aria-busy={state === 'loading'}>
      <h1>Оформление заказа</h1>
      {state === 'loading' ? (
        <p className="muted">Загружаем заказ…</p>
      ) : (
        <p role="alert" className="field-error">
          Не удалось загрузить заказ. Обновите страницу.
        </p>
      )}
    </section>
  );
}
