import type { Size } from '../../adapters-http/contract/product';

/** Sizes as a radio group; sizes out of stock are shown but cannot be chosen. */
export function SizePicker({ sizes, selected, onSelect }: {
  readonly sizes: readonly Size[];
  readonly selected: string | null;
  readonly onSelect: (wareId: string) => void;
}) {
  return (
    <fieldset className="sizes">
      <legend>Размер</legend>
      {sizes.map((s) => {
        const available = s.isAvailableOnline || s.isAvailableOffline;
        const hint = [s.sizeEur && `EUR ${s.sizeEur}`, s.footLength && `${s.footLength} см`].filter(Boolean).join(', ');
        return (
          <label key={s.id} className={`size${available ? '' : ' size--absent'}`} title={available ? hint : 'Нет в наличии'}>
            <input type="radio" name="size" value={s.id} checked={selected === s.id} disabled={!available} onChange={() => onSelect(s.id)} />
            <span>{s.sizeRu ?? s.size}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
