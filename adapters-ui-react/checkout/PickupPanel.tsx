import { useEffect, useRef, useState } from 'react';
import * as E from 'fp-ts/Either';
import type { Cart } from '../../adapters-http/contract/cart';
import type { MapPoints, PickupPoint } from '../../adapters-http/contract/shipment';
import { receivingDateLabel } from '../../domain/shipment/receivingDate';
import { useServices } from '../shopContext';
import type { ShipmentServices } from './shipmentServices';
import { PlacesMapFigure } from '../map/PlacesMapFigure';
import { revealInList } from '../map/revealInList';
import { RefusedPickupItems, refusedNames } from './RefusedPickupItems';

/** Pickup filters (spec §9) with their labels. */
const FILTERS = [
  { id: 'CARD_PAYMENT', label: 'Оплата картой' },
  { id: 'AROUND_THE_CLOCK', label: 'Круглосуточно' },
  { id: 'SAMPLE', label: 'Есть примерочная' },
] as const;

type Load = { readonly status: 'loading' } | { readonly status: 'error'; readonly message: string } | { readonly status: 'ready'; readonly data: MapPoints };

/** When a place can give out the order, as the list shows it. */
function availabilityText(point: PickupPoint, today: string): string {
  if (point.availabilityDate === null) return 'Товаров нет в наличии';
  const when = receivingDateLabel(point.availabilityDate, today);
  return point.availableCount < point.totalCount ? `${when} · ${point.availableCount} из ${point.totalCount} товаров` : when;
}

/** A point as the map draws it: greyed where nothing of the order can be had. */
const mapPlace = (p: PickupPoint) => ({ id: p.id, label: p.name, lat: p.lat, lon: p.lon, kind: p.kind, muted: p.availableCount === 0 });

/** The pickup tab: filters, the map of shops and points with their list beside it, below it on phones (spec §7 map-points, §9 pickup filters). */
export function PickupPanel({ services, cart, onDelivery }: { readonly services: ShipmentServices; readonly cart: Cart; readonly onDelivery: () => void }) {
  const { cart: cartVm } = useServices();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [filters, setFilters] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // Availability depends on what is ordered: asked again when the selected lines change.
  const linesKey = cart.items
    .filter((i) => i.selected && !i.deleted)
    .map((i) => `${i.product.wareId}:${i.quantity}`)
    .join(',');

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void services.mapPoints(false).then((answer) => {
      if (live) setLoad(E.isRight(answer) ? { status: 'ready', data: answer.right } : { status: 'error', message: answer.left.message });
    });
    return () => {
      live = false;
    };
  }, [services, linesKey]);

  const choose = async (id: string, inStock = false) => {
    setPending(true);
    const answer = await services.choosePickup(id, inStock);
    setPending(false);
    if (E.isRight(answer)) cartVm.replace(answer.right);
    setFailure(E.isLeft(answer) ? answer.left.message : null);
  };

  if (load.status === 'loading')
    return (
      <p className="muted" aria-busy="true">
        Загружаем пункты выдачи…
      </p>
    );
  if (load.status === 'error')
    return (
      <p role="alert" className="field-error">
        {load.message}
      </p>
    );
  const selectedId = cart.shipmentType.pickup?.id ?? null;
  const shown = load.data.points.filter((p) => filters.every((f) => p.filters.includes(f)));
  const selected = load.data.points.find((p) => p.id === selectedId);
  return (
    <div className="pickup" aria-busy={pending}>
      <fieldset className="pickup__filters">
        <legend>Пункты выдачи в городе {load.data.cityName}</legend>
        {FILTERS.map((f) => (
          <label key={f.id} className="checkout-check">
            <input
              type="checkbox"
              checked={filters.includes(f.id)}
              onChange={(e) => setFilters(e.target.checked ? [...filters, f.id] : filters.filter((x) => x !== f.id))}
            />
            {f.label}
          </label>
        ))}
      </fieldset>
      {selected && (
        <p className="pickup__chosen" data-testid="pickup-chosen">
          Заберу здесь: <strong>{selected.name}</strong>, {selected.address} — {availabilityText(selected, load.data.today)}
        </p>
      )}
      {/* Only worth asking when part of the order is there today and the rest comes later. */}
      {selected?.hasStockToday && (selected.availabilityDate !== load.data.today || selected.availableCount < selected.totalCount) && (
        <label className="checkout-check">
          <input
            type="checkbox"
            checked={cart.shipmentType.pickup?.inStock ?? false}
            disabled={pending}
            onChange={(e) => void choose(selected.id, e.target.checked)}
          />
          Забрать сегодня только то, что есть в этом магазине
        </label>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <RefusedPickupItems points={load.data.points} cart={cart} onDelivery={onDelivery} />
      {shown.length === 0 ? (
        <p className="muted">Нет пунктов выдачи с такими условиями. Снимите часть фильтров.</p>
      ) : (
        <div className="pickup__layout">
          <PlacesMapFigure
            places={shown.map(mapPlace)}
            selectedId={selectedId}
            what="пункты выдачи"
            onChoose={(id) => {
              revealInList(list.current, `[data-point="${id}"]`);
              void choose(id);
            }}
          />
          <ul className="pickup__list" aria-label="Пункты выдачи" ref={list}>
            {shown.map((p) => (
              <li key={p.id} data-point={p.id}>
                <button
                  type="button"
                  className="pickup__point"
                  aria-pressed={p.id === selectedId}
                  disabled={p.availableCount === 0 || pending}
                  onClick={() => void choose(p.id)}
                >
                  <span className="pickup__name">{p.name}</span>
                  <span className="muted">
                    {p.address} · {p.openingHours}
                  </span>
                  <span className={p.availabilityDate === null ? 'pickup__when pickup__when--none' : 'pickup__when'}>
                    {availabilityText(p, load.data.today)}
                  </span>
                  {p.refusedItems.length > 0 && <span className="pickup__refused-note">Здесь не выдают: {refusedNames(p, cart)}</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
