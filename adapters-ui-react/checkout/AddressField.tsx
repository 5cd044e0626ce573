import { useId, useState, type KeyboardEvent } from 'react';
import { createAddressSuggestViewModel } from '../../application/shipment/addressSuggestViewModel';
import { useObservable } from '../useObservable';
import type { AddressSuggestion, ShipmentServices } from './shipmentServices';

const label = (s: AddressSuggestion) => (s.subtitle ? `${s.subtitle}, ${s.title}` : s.title);

/**
 * The delivery address as a combobox (spec §5 Autocomplete: the value must be a chosen option):
 * suggestions 300 ms after typing stops, arrows to move, Enter to pick, Escape to close.
 */
export function AddressField({
  services,
  initialText,
  onPick,
}: {
  readonly services: ShipmentServices;
  readonly initialText: string;
  readonly onPick: (suggestion: AddressSuggestion) => void;
}) {
  const [vm] = useState(() => {
    const created = createAddressSuggestViewModel(services.suggest);
    created.show(initialText);
    return created;
  });
  const state = useObservable(vm.state$, vm.current);
  const id = useId();

  const pick = (index: number) => {
    const chosen = vm.pick(index, label);
    if (chosen) onPick(chosen);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      vm.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && state.open) {
      event.preventDefault();
      pick(Math.max(state.active, 0));
    } else if (event.key === 'Escape') {
      vm.close();
    }
  };
  const listId = `${id}-list`;
  return (
    <div className="address-field">
      <label className="checkout-field" htmlFor={`${id}-input`}>
        Адрес доставки
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Город, улица, дом"
          aria-autocomplete="list"
          aria-expanded={state.open}
          aria-controls={listId}
          aria-activedescendant={state.open && state.active >= 0 ? `${listId}-${state.active}` : undefined}
          value={state.text}
          onChange={(e) => vm.type(e.target.value)}
          onKeyDown={onKey}
          onBlur={() => vm.close()}
        />
      </label>
      <ul id={listId} role="listbox" aria-label="Подсказки адреса" className="address-field__list" hidden={!state.open}>
        {state.suggestions.map((s, i) => (
          <li key={s.id} id={`${listId}-${i}`} role="option" aria-selected={i === state.active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(i)}>
            <span>{s.title}</span> <span className="muted">{s.subtitle}</span>
          </li>
        ))}
      </ul>
      {state.failed && (
        <p role="alert" className="field-error">
          Не удалось получить подсказки адреса. Попробуйте ещё раз.
        </p>
      )}
    </div>
  );
}
