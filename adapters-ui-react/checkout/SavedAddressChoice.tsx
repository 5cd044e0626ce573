import { useId } from 'react';
import type { SavedAddressesState, SavedAddressesViewModel } from '../../application/shipment/savedAddressesViewModel';
import type { CartAddress } from '../../domain/profile/savedAddressChoice';
import { savedAddressLine } from '../../domain/profile/savedAddressChoice';

/**
 * The customer's saved addresses as a radio group on the delivery tab (spec §3 Delivery address), with
 * «Другой адрес» for the entry form. Arrow keys move between the choices, as in any radio group.
 */
export function SavedAddressChoice({
  vm,
  state,
  chosen,
}: {
  readonly vm: SavedAddressesViewModel;
  readonly state: SavedAddressesState;
  readonly chosen: CartAddress | null;
}) {
  const name = useId();
  if (state._tag === 'loading')
    return (
      <p className="muted" aria-busy="true" data-testid="saved-addresses-loading">
        Загружаем сохранённые адреса…
      </p>
    );
  if (state._tag === 'failed') {
    return (
      <div className="saved-addresses__failed">
        <p role="alert" className="field-error">
          Не удалось загрузить сохранённые адреса. Введите адрес или попробуйте ещё раз.
        </p>
        <button type="button" className="link-button" onClick={() => void vm.load(chosen)}>
          Повторить
        </button>
      </div>
    );
  }
  if (state.addresses.length === 0) return null;
  const checked = (id: string | null) => (id === null ? state.selection.kind === 'other' : state.selection.kind === 'saved' && state.selection.id === id);
  return (
    <fieldset className="saved-addresses" aria-busy={state.pending} data-testid="saved-addresses">
      <legend>Сохранённые адреса</legend>
      {state.addresses.map((a) => (
        <label key={a.id} className="saved-addresses__option">
          <input type="radio" name={name} value={a.id} checked={checked(a.id)} onChange={() => void vm.choose(a.id)} />
          <span>
            <strong>{a.name}</strong>
            <br />
            <span className="muted">{savedAddressLine(a)}</span>
          </span>
        </label>
      ))}
      <label className="saved-addresses__option">
        <input type="radio" name={name} value="" checked={checked(null)} onChange={() => vm.other()} />
        <span>Другой адрес</span>
      </label>
      {state.failure && (
        <p role="alert" className="field-error" data-testid="saved-address-failure">
          {state.failure}
        </p>
      )}
    </fieldset>
  );
}
