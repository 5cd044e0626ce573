/** Checkout step 1: pickup point or delivery address (spec §2 Checkout steps). */
export function ShipmentStep() {
  return (
    <section className="checkout-step" aria-labelledby="checkout-shipment">
      <h2 id="checkout-shipment">1. Способ получения</h2>
    </section>
  );
}
