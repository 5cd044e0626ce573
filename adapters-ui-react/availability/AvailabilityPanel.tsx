import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ProductAvailability, SizeAvailability } from '../../adapters-http/contract/availability';
import type { CurrencyCode } from '../../domain/money/currency';
import { formatMoney } from '../../domain/money/formatMoney';
import { useServices } from '../shopContext';
import { shortDate } from '../reviews/ReviewList';
import * as E from 'fp-ts/Either';

const MARKERS = { DELIVERY_ONLY: 'Только доставка', RETAIL_ONLY: 'Только в магазинах', ON_SALE_SOON: 'Скоро в продаже' } as const;

const days = (n: number | null) => (n === 0 ? 'сегодня' : n === 1 ? 'завтра' : `от ${n} дней`);
function SizeLines({ size, currency }: { readonly size: SizeAvailability; readonly currency: CurrencyCode }) {
  const cost = (c: number | null) => (c === null ? '' : c === 0 ? ', бесплатно' : `, ${formatMoney(c, currency)}`);
  const lines = [
    size.pickup.available && `Самовывоз из магазина: ${size.shops.length > 0 ? 'сегодня' : `с ${shortDate(size.pickup.nearestDate!)}`}`,
    size.transport.available && `Привезём в магазин вашего города: ${days(size.transport.minDays)}`,
    size.delivery.available && `Курьером: ${days(size.delivery.minDays)}${cost(size.delivery.cost)}`,
    size.expressDelivery.available && `Экспресс-доставка: ${days(size.expressDelivery.minDays)}${cost(size.expressDelivery.cost)}`,
    size.deliveryClick.available && `Доставка «Клик»: ${days(size.deliveryClick.minDays)}${cost(size.deliveryClick.cost)}`,
    size.pointDelivery.available && `В пункт выдачи: ${days(size.pointDelivery.minDays)}${cost(size.pointDelivery.cost)}`,
  ].filter((l): l is string => typeof l === 'string');
  if (lines.length === 0) return <p className="muted">Этого размера сейчас нет в наличии.</p>;
  return (
    <>
      <ul className="availability__lines">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {size.shops.length > 0 && (
        <details className="availability__shops">
          <summary>В наличии в магазинах: {size.shops.length}</summary>
          <ul>
            {size.shops.map((s) => (
              <li key={s.shopNumber}>
                <Link to={`/store/${s.shopNumber}/`}>{s.name}</Link>, {s.address} — {s.quantity} шт.
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/**
 * Availability per size in the shopper's city (spec §3 Size, §4 Product availability): markers, and for
 * the chosen size pickup, delivery and the shops that have it. Loaded in the browser (the seller is in the page's HTML).
 */
export function AvailabilityPanel({ productId, wareId }: { readonly productId: string; readonly wareId: string | null }) {
  const { availability } = useServices();
  const [state, setState] = useState<{ data: ProductAvailability | null; failed: boolean }>({ data: null, failed: false });
  useEffect(() => {
    let current = true;
    setState({ data: null, failed: false });
    void availability?.(productId).then((answer) => {
      if (current) setState(E.isRight(answer) ? { data: answer.right, failed: false } : { data: null, failed: true });
    });
    return () => {
      current = false;
    };
  }, [availability, productId]);
  const { data, failed } = state;
  if (failed)
    return (
      <p className="field-error" role="alert">
        Не удалось загрузить наличие. Обновите страницу.
      </p>
    );
  if (!data)
    return (
      <p className="muted" aria-busy="true" data-testid="availability-loading">
        Проверяем наличие…
      </p>
    );
  const size = data.sizes.find((s) => s.id === wareId);
  return (
    <section className="availability" aria-label="Наличие и доставка" data-testid="availability">
      {data.markers.map((m) => (
        <span key={m} className="badge badge--marker">
          {MARKERS[m]}
        </span>
      ))}
      {data.cityName && <p className="muted">Наличие в городе {data.cityName}</p>}
      {size ? <SizeLines size={size} currency={data.currency} /> : <p className="muted">Выберите размер, чтобы увидеть наличие и сроки доставки.</p>}
    </section>
  );
}
