import type { Cart } from '../../adapters-http/contract/cart';
import type { PickupPoint } from '../../adapters-http/contract/shipment';
import { HAND_OVER_LIMIT_TEXTS } from '../../domain/shipment/handOverRules';
import { useCart } from '../shopContext';

/** The selected goods some place will not hand over whatever its stock, with why (spec §4: delivery only, retail only). */
function refusedItems(points: readonly PickupPoint[], cart: Cart) {
  const reasons = new Map(points.flatMap((p) => p.refusedItems.map((r) => [r.wareId, r.reason] as const)));
  return cart.items
    .filter((i) => i.selected && !i.deleted && reasons.has(i.product.wareId))
    .map((item) => ({ item, reason: reasons.get(item.product.wareId)! }));
}

/** The names of the goods a place will not hand over, for its row in the list. */
export function refusedNames(point: PickupPoint, cart: Cart): string {
  return refusedItems([point], cart)
    .map(({ item }) => item.product.name)
    .join(', ');
}

/**
 * Goods that cannot be picked up where the shopper looks (a partner's «только доставка», bulky goods outside
 * shops): named with the reason, and the ways out — delivery by courier, a separate order (they stay in the
 * cart unselected, to be ordered next; placing an order takes only the selected lines), or taking them out.
 */
export function RefusedPickupItems({
  points,
  cart,
  onDelivery,
}: {
  readonly points: readonly PickupPoint[];
  readonly cart: Cart;
  readonly onDelivery: () => void;
}) {
  const { run, pending } = useCart();
  const refused = refusedItems(points, cart);
  if (refused.length === 0) return null;
  const rest = cart.items.some((i) => i.selected && !i.deleted && !refused.some((r) => r.item.product.wareId === i.product.wareId));
  return (
    <div className="pickup__refused" role="status" data-testid="pickup-refused">
      <p>
        <strong>Не все товары можно забрать самовывозом</strong>
      </p>
      <ul>
        {refused.map(({ item, reason }) => (
          <li key={item.product.wareId}>
            {`«${item.product.name}», размер ${item.product.size}: ${HAND_OVER_LIMIT_TEXTS[reason]}. `}
            <button
              type="button"
              className="link-button"
              disabled={pending > 0}
              onClick={() => run({ kind: 'setQuantity', change: { productId: item.product.productId, wareId: item.product.wareId, quantity: 0 } })}
            >
              Удалить из заказа
            </button>
          </li>
        ))}
      </ul>
      {rest && <p className="muted">Остальное можно забрать здесь, а эти товары заказать отдельно: они останутся в корзине.</p>}
      <div className="pickup__refused-ways">
        {refused.some(({ reason }) => reason === 'DELIVERY_ONLY') && (
          <button type="button" className="button" onClick={onDelivery}>
            Оформить доставку курьером
          </button>
        )}
        {rest && (
          <button
            type="button"
            className="button"
            disabled={pending > 0}
            onClick={() => run({ kind: 'select', items: refused.map(({ item }) => ({ wareId: item.product.wareId, selected: false })) })}
          >
            Заказать их отдельно
          </button>
        )}
      </div>
    </div>
  );
}
