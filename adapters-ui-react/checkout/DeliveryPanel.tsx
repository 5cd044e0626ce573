import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as E from 'fp-ts/Either';
import type { Cart } from '../../adapters-http/contract/cart';
import type { CartDeliveryAddress } from '../../adapters-http/contract/shipmentType';
import { useServices } from '../shopContext';
import type { AddressSuggestion, ShipmentServices } from './shipmentServices';
import { AddressField } from './AddressField';
import { DeliveryVariantPicker } from './DeliveryVariantPicker';
import { DeliveryServicesPicker } from './DeliveryServicesPicker';
import { SavedAddressChoice } from './SavedAddressChoice';
import { useSavedAddresses } from './useSavedAddresses';
import { saveAddressIntent } from './saveAddressIntent';
import { MAX_DELIVERY_ADDRESSES } from '../../domain/profile/deliveryAddress';

type Flat = Required<Pick<CartDeliveryAddress, 'entrance' | 'doorphoneCode' | 'floor' | 'apartment'>>;
const FLAT_FIELDS: readonly { readonly key: keyof Flat; readonly label: string; readonly max: number }[] = [
  { key: 'entrance', label: 'Подъезд', max: 10 },
  { key: 'doorphoneCode', label: 'Код домофона', max: 20 },
  { key: 'floor', label: 'Этаж', max: 10 },
  { key: 'apartment', label: 'Квартира', max: 10 },
];

/**
 * The delivery tab: a signed-in customer's saved addresses or the typed address with its flat details, then the
 * variants and services for it (spec §3 Delivery address, §7).
 */
export function DeliveryPanel({ services, cart }: { readonly services: ShipmentServices; readonly cart: Cart }) {
  const { cart: cartVm } = useServices();
  const navigate = useNavigate();
  const delivery = cart.shipmentType.delivery;
  const [flat, setFlat] = useState<Flat>({
    entrance: delivery?.address.entrance ?? '',
    doorphoneCode: delivery?.address.doorphoneCode ?? '',
    floor: delivery?.address.floor ?? '',
    apartment: delivery?.address.apartment ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // One path for a typed address and a saved one, so both get the same checks and messages (spec §8 Geo).
  const apply = async (address: CartDeliveryAddress, geoPoint: string) => {
    const answer = await services.chooseAddress(address, geoPoint);
    if (E.isLeft(answer)) return answer;
    cartVm.replace(answer.right);
    // A fast cart with ordinary delivery became the regular cart: its checkout continues there (spec §4 Fast cart).
    if (cart.cartType === 'FAST' && answer.right.cartType === 'REGULAR') void navigate('/cart/?step=checkout#delivery');
    return answer;
  };
  const chosen = delivery ? { text: delivery.address.text, geoPoint: delivery.geoPoint, apartment: delivery.address.apartment } : null;
  const book = useSavedAddresses(chosen, ({ id: _id, geoPoint, ...address }) => apply(address, geoPoint));
  // «Другой адрес» after a saved one starts an empty form: its flat fields must not rewrite the saved address.
  const [fresh, setFresh] = useState(false);
  const typing = book?.state._tag !== 'ready' || book.state.selection.kind === 'other';
  // Saved after the order is placed (useSaveAddressAfterOrder), only while the profile has room for it.
  const [saveTyped, setSaveTyped] = useState(saveAddressIntent.read);
  const canSave = book?.state._tag === 'ready' && book.state.addresses.length < MAX_DELIVERY_ADDRESSES;
  const onSaveTyped = (save: boolean) => {
    setSaveTyped(save);
    saveAddressIntent.write(save);
  };
  const onOther = () => {
    book?.vm.other();
    if (book?.state._tag === 'ready' && book.state.selection.kind === 'saved') {
      setFresh(true);
      setFlat({ entrance: '', doorphoneCode: '', floor: '', apartment: '' });
    }
  };

  const send = async (text: string, geoPoint: string, details: Flat) => {
    setPending(true);
    const answer = await apply({ text, ...details }, geoPoint);
    setPending(false);
    setFailure(E.isLeft(answer) ? answer.left.message : null);
    if (E.isRight(answer)) setFresh(false);
  };
  const onPick = async (suggestion: AddressSuggestion) => {
    const located = await services.locate(suggestion.id);
    if (E.isLeft(located)) setFailure(located.left.message);
    else await send(located.right.text, located.right.geoPoint, flat);
  };
  const onFlatBlur = () => {
    const saved = delivery?.address;
    if (!fresh && delivery && saved && FLAT_FIELDS.some((f) => (saved[f.key] ?? '') !== flat[f.key])) void send(saved.text, delivery.geoPoint, flat);
  };

  return (
    <div className="delivery" aria-busy={pending}>
      {book && <SavedAddressChoice vm={{ ...book.vm, other: onOther }} state={book.state} chosen={chosen} />}
      {typing && (
        <>
          <AddressField
            key={fresh ? 'fresh' : 'cart'}
            services={services}
            initialText={fresh ? '' : (delivery?.address.text ?? '')}
            onPick={(s) => void onPick(s)}
          />
          {failure && (
            <p role="alert" className="field-error" data-testid="delivery-failure">
              {failure}
            </p>
          )}
          <div className="delivery__flat">
            {FLAT_FIELDS.map((f) => (
              <label key={f.key} className="checkout-field">
                {f.label}
                <input
                  type="text"
                  inputMode={f.key === 'doorphoneCode' ? 'text' : 'numeric'}
                  maxLength={f.max}
                  value={flat[f.key]}
                  onChange={(e) => setFlat({ ...flat, [f.key]: e.target.value })}
                  onBlur={onFlatBlur}
                />
              </label>
            ))}
          </div>
          {canSave && (
            <label className="save-address-check">
              <input type="checkbox" checked={saveTyped} onChange={(e) => onSaveTyped(e.target.checked)} />
              Сохранить адрес в профиле
            </label>
          )}
        </>
      )}
      {delivery && <DeliveryVariantPicker services={services} cart={cart} />}
      {delivery?.variant && <DeliveryServicesPicker services={services} cart={cart} />}
    </div>
  );
}
