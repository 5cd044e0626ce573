import { useState, type FormEvent } from 'react';
import * as E from 'fp-ts/Either';
import type { DeliveryAddress } from '../../adapters-http/contract/profileAccount';
import { DEFAULT_DELIVERY_ADDRESS_NAME, DELIVERY_ADDRESS_LIMITS, type DeliveryAddressInput } from '../../domain/profile/deliveryAddress';
import { VALIDATION_TEXTS } from '../../domain/validation/messages';
import { AddressField } from '../checkout/AddressField';
import type { AddressSuggestion } from '../checkout/shipmentServices';
import { useServices } from '../shopContext';

type Details = Pick<DeliveryAddress, 'name' | 'entrance' | 'doorphoneCode' | 'floor' | 'apartment'>;
const DETAIL_FIELDS: readonly { readonly key: keyof Details; readonly label: string; readonly numeric: boolean }[] = [
  { key: 'name', label: 'Название адреса', numeric: false },
  { key: 'entrance', label: 'Подъезд', numeric: true },
  { key: 'doorphoneCode', label: 'Код домофона', numeric: false },
  { key: 'floor', label: 'Этаж', numeric: true },
  { key: 'apartment', label: 'Квартира', numeric: true },
];

/**
 * Adds or edits an address: the line is picked from the same suggestions as at checkout (it must be a
 * chosen option, spec §5 Autocomplete), the details are free text within the stored lengths.
 */
export function AddressForm({
  address,
  save,
  onCancel,
}: {
  readonly address?: DeliveryAddress;
  readonly save: (input: DeliveryAddressInput) => Promise<E.Either<{ readonly message: string }, unknown>>;
  readonly onCancel: () => void;
}) {
  const { shipment } = useServices();
  const [place, setPlace] = useState(address ? { text: address.text, geoPoint: address.geoPoint } : null);
  const [details, setDetails] = useState<Details>({
    name: address?.name ?? '',
    entrance: address?.entrance ?? '',
    doorphoneCode: address?.doorphoneCode ?? '',
    floor: address?.floor ?? '',
    apartment: address?.apartment ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onPick = async (suggestion: AddressSuggestion) => {
    if (!shipment) return;
    const located = await shipment.locate(suggestion.id);
    if (E.isLeft(located)) setError(located.left.message);
    else {
      setPlace({ text: located.right.text, geoPoint: located.right.geoPoint });
      setError(null);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!place) {
      setError(VALIDATION_TEXTS.autocomplete);
      return;
    }
    setPending(true);
    const saved = await save({ ...place, ...details });
    setPending(false);
    if (E.isLeft(saved)) setError(saved.left.message);
  };

  return (
    <form className="address-form" onSubmit={(e) => void submit(e)} aria-busy={pending} aria-label={address ? 'Изменить адрес' : 'Новый адрес'} noValidate>
      {shipment && <AddressField services={shipment} initialText={address?.text ?? ''} onPick={(s) => void onPick(s)} />}
      <div className="address-form__details">
        {DETAIL_FIELDS.map((f) => (
          <label key={f.key} className="checkout-field">
            {f.label}
            <input
              type="text"
              inputMode={f.numeric ? 'numeric' : 'text'}
              maxLength={DELIVERY_ADDRESS_LIMITS[f.key]}
              value={details[f.key]}
              placeholder={f.key === 'name' ? DEFAULT_DELIVERY_ADDRESS_NAME : undefined}
              onChange={(e) => setDetails({ ...details, [f.key]: e.target.value })}
            />
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          Сохранить
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Отмена
        </button>
      </div>
    </form>
  );
}
