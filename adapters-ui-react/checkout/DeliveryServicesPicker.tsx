import { useEffect, useState } from 'react';
import * as E from 'fp-ts/Either';
import type { Cart } from '../../adapters-http/contract/cart';
import type { DeliveryServices } from '../../adapters-http/contract/shipment';
import { useServices } from '../shopContext';
import type { ShipmentServices } from './shipmentServices';

/** Courier services for the chosen variant (spec §3 Cart delivery services, §7 _set-services); none with express or CLICK. */
export function DeliveryServicesPicker({ services, cart }: { readonly services: ShipmentServices; readonly cart: Cart }) {
  const { cart: cartVm } = useServices();
  const [offered, setOffered] = useState<DeliveryServices['services'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const level = cart.shipmentType.delivery?.variant?.deliveryServiceLevelId;
  // The shopper's ticks show at once; the cart's services take over when the server answers.
  const [asking, setAsking] = useState<readonly string[] | null>(null);
  const selected = asking ?? cart.shipmentType.delivery?.services ?? [];

  useEffect(() => {
    let live = true;
    void services.services().then((answer) => {
      if (live) setOffered(E.isRight(answer) ? answer.right.services : []);
    });
    return () => {
      live = false;
    };
  }, [services, level, cart.items.length]);

  const toggle = async (id: string, on: boolean) => {
    const wanted = on ? [...selected, id] : selected.filter((s) => s !== id && !offered?.find((o) => o.id === s)?.linkedServiceIds.includes(id));
    setAsking(wanted);
    const answer = await services.setServices(wanted);
    setAsking(null);
    setFailure(E.isLeft(answer) ? answer.left.message : null);
    if (E.isRight(answer)) cartVm.replace(answer.right);
  };

  if (!offered || offered.length === 0) return null;
  return (
    <fieldset className="checkout-options delivery__services">
      <legend>Дополнительные услуги</legend>
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      {offered.map((s) => (
        <label key={s.id} className="checkout-check">
          <input type="checkbox" checked={selected.includes(s.id)} onChange={(e) => void toggle(s.id, e.target.checked)} />
          {s.name} — бесплатно
        </label>
      ))}
    </fieldset>
  );
}
