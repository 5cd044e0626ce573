import { useEffect, useState } from 'react';
import * as E from 'fp-ts/Either';
import type { Cart } from '../../adapters-http/contract/cart';
import type { DeliveryVariantOffer, DeliveryVariants } from '../../adapters-http/contract/shipment';
import { formatMoney } from '../../domain/money/formatMoney';
import { receivingDateLabel } from '../../domain/shipment/receivingDate';
import { useServices } from '../shopContext';
import type { ShipmentServices } from './shipmentServices';

interface Choice {
  readonly level: string;
  readonly date: string;
  readonly slot: string | null;
}

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly data: DeliveryVariants };

/** What a level costs this cart: free from its limit on (domain/delivery/deliveryCost.ts does the same for the totals). */
function costText(v: DeliveryVariantOffer, cart: Cart): string {
  if (v.freeDeliveryLimit !== null && cart.total.productsCost >= v.freeDeliveryLimit) return 'Бесплатно';
  const money = (amount: number) => formatMoney(amount, cart.currency);
  return v.freeDeliveryLimit === null ? money(v.deliveryCost) : `${money(v.deliveryCost)}, бесплатно от ${money(v.freeDeliveryLimit)}`;
}

/** Delivery levels with their dates and courier windows for the address (spec §4 Delivery variants, §7 PUT /cart/delivery/variants). */
export function DeliveryVariantPicker({ services, cart }: { readonly services: ShipmentServices; readonly cart: Cart }) {
  const { cart: cartVm } = useServices();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const delivery = cart.shipmentType.delivery;
  // What the shopper picked shows at once; the cart's variant takes over when the server answers.
  const [asking, setAsking] = useState<Choice | null>(null);
  const saved = delivery?.variant;
  const chosen: Choice | null =
    asking ?? (saved ? { level: saved.deliveryServiceLevelId, date: saved.receivingDateFrom, slot: saved.receivingTimeSlotId } : null);
  const linesKey = cart.items
    .filter((i) => i.selected && !i.deleted)
    .map((i) => `${i.product.wareId}:${i.quantity}`)
    .join(',');
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void services.variants().then((answer) => {
      if (live) setLoad(E.isRight(answer) ? { status: 'ready', data: answer.right } : { status: 'error', message: answer.left.message });
    });
    return () => {
      live = false;
    };
  }, [services, delivery?.geoPoint, linesKey, reloads]);

  const choose = async (v: DeliveryVariantOffer, date: string, slot: string | null) => {
    setAsking({ level: v.deliveryServiceLevelId, date, slot });
    const answer = await services.chooseVariant({
      deliveryServiceLevelId: v.deliveryServiceLevelId,
      receivingDateFrom: date,
      receivingDateTo: date,
      receivingTimeSlotId: slot,
      deliveryCost: v.deliveryCost,
      freeDeliveryLimit: v.freeDeliveryLimit,
    });
    setFailure(E.isLeft(answer) ? answer.left.message : null);
    setAsking(null);
    if (E.isRight(answer)) cartVm.replace(answer.right);
    else if (answer.left.reason === 'DELIVERY_VARIANT_CHANGED') setReloads((n) => n + 1);
  };

  if (load.status === 'loading')
    return (
      <p className="muted" aria-busy="true">
        Считаем варианты доставки…
      </p>
    );
  if (load.status === 'error')
    return (
      <p role="alert" className="field-error">
        {load.message}
      </p>
    );
  const { variants, today } = load.data;
  if (variants.length === 0) return <p className="muted">Доставить эти товары по адресу не получится: их нет в магазинах города. Выберите самовывоз.</p>;
  const current = variants.find((v) => v.deliveryServiceLevelId === chosen?.level);
  return (
    <div className="delivery__variants">
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <fieldset className="checkout-options">
        <legend>Как доставить</legend>
        {variants.map((v) => (
          <label key={v.deliveryServiceLevelId} className="checkout-option">
            <input type="radio" name="delivery-level" checked={v === current} onChange={() => void choose(v, v.dates[0]!, v.timeSlots[0]?.id ?? null)} />
            <span>
              {v.name} · {receivingDateLabel(v.dates[0]!, today)} · <span data-testid={`delivery-cost-${v.deliveryServiceLevelId}`}>{costText(v, cart)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {current && chosen && current.dates.length > 1 && (
        <fieldset className="delivery__chips">
          <legend>Дата</legend>
          {current.dates.map((d) => (
            <label key={d} className="chip">
              <input type="radio" name="delivery-date" checked={chosen.date === d} onChange={() => void choose(current, d, chosen.slot)} />
              {receivingDateLabel(d, today)}
            </label>
          ))}
        </fieldset>
      )}
      {current && chosen && current.timeSlots.length > 0 && (
        <fieldset className="delivery__chips">
          <legend>Время</legend>
          {current.timeSlots.map((s) => (
            <label key={s.id} className="chip">
              <input type="radio" name="delivery-slot" checked={chosen.slot === s.id} onChange={() => void choose(current, chosen.date, s.id)} />
              {s.from}–{s.to}
            </label>
          ))}
        </fieldset>
      )}
      {current && current.timeSlots.length === 0 && <p className="muted">Курьер приедет в течение 2 часов после сборки заказа.</p>}
    </div>
  );
}
