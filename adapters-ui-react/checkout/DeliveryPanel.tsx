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

type Flat = Required<Pick<CartDeliveryAddress, 'entrance' | 'doorphoneCode' | 'floor' | 'apartment'>>;
const FLAT_FIELDS: readonly { readonly key: keyof Flat; readonly label: string; readonly max: number }[] = [
  { key: 'entrance', label: 'Подъезд', max: 10 },
  { key: 'doorphoneCode', label: 'Код домофона', max: 20 },
  { key: 'floor', label: 'Этаж', max: 10 },
  { key: 'apartment', label: 'Квартира', max: 10 },
];

/** The delivery tab: the address with its flat details, then the variants and services for it (spec §3 Delivery address, §7). */
export function DeliveryPanel({ services, cart }: { readonly services: ShipmentServices; readonly cart: Cart }) {
  const { cart: cartVm } = useServices();
  const navigate = useNavigate();
  const delivery = cart.shipmentType.delivery;
  const [flat, setFlat] = useState<Flat>({
    entrance: delivery?.address.entrance ?? '', doorphoneCode: delivery?.address.doorphoneCode ?? '',
    floor: delivery?.address.floor ?? '', apartment: delivery?.address.apartment ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (text: string, geoPoint: string, details: Flat) => {
    setPending(true);
    const answer = await services.chooseAddress({ text, ...details }, geoPoint);
    setPending(false);
    setFailure(E.isLeft(answer) ? answer.left.message : null);
    if (E.isLeft(answer)) return;
    cartVm.replace(answer.right);
    // A fast cart with ordinary delivery became the regular cart: its checkout continues there (spec §4 Fast cart).
    if (cart.cartType === 'FAST' && answer.right.cartType === 'REGULAR') void navigate('/cart/?step=checkout#delivery');
  };
  const onPick = async (suggestion: AddressSuggestion) => {
    const located = await services.locate(suggestion.id);
    if (E.isLeft(located)) setFailure(located.left.message);
    else await send(located.right.text, located.right.geoPoint, flat);
  };
  const onFlatBlur = () => {
    const saved = delivery?.address;
    if (delivery && saved && FLAT_FIELDS.some((f) => (saved[f.key] ?? '') !== flat[f.key])) void send(saved.text, delivery.geoPoint, flat);
  };

  return (
    <div className="delivery" aria-busy={pending}>
      <AddressField services={services} initialText={delivery?.address.text ?? ''} onPick={(s) => void onPick(s)} />
      {failure && <p role="alert" className="field-error" data-testid="delivery-failure">{failure}</p>}
      <div className="delivery__flat">
        {FLAT_FIELDS.map((f) => (
          <label key={f.key} className="checkout-field">
            {f.label}
            <input type="text" inputMode={f.key === 'doorphoneCode' ? 'text' : 'numeric'} maxLength={f.max} value={flat[f.key]}
              onChange={(e) => setFlat({ ...flat, [f.key]: e.target.value })} onBlur={onFlatBlur} />
          </label>
        ))}
      </div>
      {delivery && <DeliveryVariantPicker services={services} cart={cart} />}
      {delivery?.variant && <DeliveryServicesPicker services={services} cart={cart} />}
    </div>
  );
}
