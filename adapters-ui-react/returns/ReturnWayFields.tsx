import type { OrderReturnPageData } from '../../adapters-http/contract/returns';

type Points = Extract<OrderReturnPageData, { points: unknown }>['points'];
/** How the goods go back: a shop taking returns, or a courier at an address. */
export interface WayChoice {
  readonly kind: 'shop' | 'courier';
  readonly returnPoint: string;
  readonly address: string;
}

/** The way of the return (spec §3 Order: potential return order {address, returnPoint}): the shops, or the courier's address. */
export function ReturnWayFields({
  points,
  way,
  disabled,
  onChange,
}: {
  readonly points: Points;
  readonly way: WayChoice;
  readonly disabled: boolean;
  readonly onChange: (way: WayChoice) => void;
}) {
  return (
    <fieldset className="return-way">
      <legend>2. Как вы вернёте товары</legend>
      <label>
        <input type="radio" name="return-way" checked={way.kind === 'shop'} disabled={disabled} onChange={() => onChange({ ...way, kind: 'shop' })} /> Принесу в
        магазин
      </label>
      <label>
        <input type="radio" name="return-way" checked={way.kind === 'courier'} disabled={disabled} onChange={() => onChange({ ...way, kind: 'courier' })} />{' '}
        Заберёт курьер
      </label>
      {way.kind === 'shop' &&
        (points.length === 0 ? (
          <p className="muted">В вашем городе нет магазинов, принимающих возвраты: выберите курьера.</p>
        ) : (
          <fieldset className="return-way__points">
            <legend>Магазин</legend>
            {points.map((p) => (
              <label key={p.shopNumber} className="return-way__point">
                <input
                  type="radio"
                  name="return-point"
                  value={p.shopNumber}
                  checked={way.returnPoint === p.shopNumber}
                  disabled={disabled}
                  onChange={() => onChange({ ...way, returnPoint: p.shopNumber })}
                />
                <span>
                  <strong>{p.name}</strong>
                  <br />
                  {p.address}
                  <br />
                  <span className="muted">{p.openingHours}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      {way.kind === 'courier' && (
        <>
          <label htmlFor="return-address">Адрес, откуда забрать товары</label>
          <input
            id="return-address"
            type="text"
            autoComplete="street-address"
            maxLength={250}
            value={way.address}
            disabled={disabled}
            onChange={(e) => onChange({ ...way, address: e.target.value })}
          />
        </>
      )}
    </fieldset>
  );
}
