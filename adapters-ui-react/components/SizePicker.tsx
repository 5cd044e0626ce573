import { useState, type ReactNode } from 'react';
import type { Size } from '../../adapters-http/contract/product';
import { availableScales, sizeLabel, type SizeScale } from '../../domain/catalogue/sizeScales';

const SCALE_NAMES: Readonly<Record<SizeScale, string>> = { RU: 'RU', EUR: 'EUR', US: 'US', UK: 'UK', CM: 'См' };

/**
 * Sizes as a radio group in the chosen size scale; sizes out of stock are shown but cannot be chosen.
 * `name` tells the radio groups of several pickers on one page apart (the kit block has one per product).
 */
export function SizePicker({
  sizes,
  selected,
  onSelect,
  name = 'size',
  legend = 'Размер',
}: {
  readonly sizes: readonly Size[];
  readonly selected: string | null;
  readonly onSelect: (wareId: string) => void;
  readonly name?: string;
  readonly legend?: ReactNode;
}) {
  const scales = availableScales(sizes);
  const [scale, setScale] = useState<SizeScale>('RU');
  return (
    <fieldset className="sizes">
      <legend>{legend}</legend>
      {scales.length > 1 && (
        <div className="size-scales" role="radiogroup" aria-label="Размерная сетка">
          {scales.map((s) => (
            <label key={s} className="size-scale">
              <input type="radio" name={`${name}-scale`} value={s} checked={scale === s} onChange={() => setScale(s)} />
              <span>{SCALE_NAMES[s]}</span>
            </label>
          ))}
        </div>
      )}
      {sizes.map((s) => {
        const available = s.isAvailableOnline || s.isAvailableOffline;
        const hint = [s.sizeEur && `EUR ${s.sizeEur}`, s.footLength && `${s.footLength} см`].filter(Boolean).join(', ');
        return (
          <label key={s.id} className={`size${available ? '' : ' size--absent'}`} title={available ? hint : 'Нет в наличии'}>
            <input type="radio" name={name} value={s.id} checked={selected === s.id} disabled={!available} onChange={() => onSelect(s.id)} />
            <span>{sizeLabel(s, scale)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
