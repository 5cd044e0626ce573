import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { selectVariant, showsDeliveryTabs, type ObtainingType } from '../../domain/delivery/deliveryVariants';
import { useCart } from '../shopContext';
import { useShipmentServices } from './useShipmentServices';
import { useHydratedHash } from './useHydratedHash';
import { PickupPanel } from './PickupPanel';
import { DeliveryPanel } from './DeliveryPanel';
import { stepNumber } from '../../domain/checkout/checkoutSteps';

const TAB_LABELS: Readonly<Record<ObtainingType, string>> = { PICKUP: 'Самовывоз', DELIVERY: 'Доставка' };

/** Checkout step 1: pickup at a shop or point, or delivery to an address (spec §2 Checkout steps, §4 Delivery variants). */
export function ShipmentStep() {
  const { cart } = useCart();
  const services = useShipmentServices();
  const hash = useHydratedHash();
  const shipment = cart?.shipmentType;
  const variants = shipment?.variants ?? [];
  const wanted = shipment?.selected ?? (hash === '#delivery' ? 'DELIVERY' : 'PICKUP');
  const [tab, setTab] = useState<ObtainingType | null>(null);
  const active = selectVariant(variants, tab ?? wanted);
  const tabs = useRef<Partial<Record<ObtainingType, HTMLButtonElement | null>>>({});
  // The panels call the API: they appear once hydrated, the server renders the step's frame.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: ObtainingType = active === 'PICKUP' ? 'DELIVERY' : 'PICKUP';
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className="checkout-step shipment" aria-labelledby="checkout-shipment">
      <h2 id="checkout-shipment">{stepNumber('shipment')}. Способ получения</h2>
      {showsDeliveryTabs(variants) && (
        <div className="shipment__tabs" role="tablist" aria-label="Способ получения" onKeyDown={onTabKey}>
          {(['PICKUP', 'DELIVERY'] as const).map((type) => (
            <button
              key={type}
              ref={(el) => {
                tabs.current[type] = el;
              }}
              type="button"
              role="tab"
              id={`shipment-tab-${type}`}
              aria-selected={active === type}
              aria-controls="shipment-panel"
              tabIndex={active === type ? 0 : -1}
              onClick={() => setTab(type)}
            >
              {TAB_LABELS[type]}
            </button>
          ))}
        </div>
      )}
      <div id="shipment-panel" {...(showsDeliveryTabs(variants) && { role: 'tabpanel', 'aria-labelledby': active ? `shipment-tab-${active}` : undefined })}>
        {!cart || active === null ? (
          <p className="muted">Выберите товары в корзине, чтобы выбрать способ получения.</p>
        ) : !hydrated || !services ? (
          <p className="muted" aria-busy="true">
            Загружаем способы получения…
          </p>
        ) : active === 'PICKUP' ? (
          <PickupPanel services={services} cart={cart} onDelivery={() => setTab('DELIVERY')} />
        ) : (
          <DeliveryPanel services={services} cart={cart} />
        )}
      </div>
    </section>
  );
}
