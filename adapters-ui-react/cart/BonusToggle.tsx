import type { Cart } from '../../adapters-http/contract/cart';
import { bonusLabel } from '../../domain/display/bonusDisplay';
import { useCart } from '../shopContext';

/** Pay part with bonuses: only for a signed-in customer, whose cart carries `discounts.bonuses` (spec §7 POST /cart/_toggle-bonus). */
export function BonusToggle({ cart }: { readonly cart: Cart }) {
  const { run, pending } = useCart();
  const { bonuses, bonusApplied } = cart.discounts;
  if (!bonuses) return null;
  return (
    <section className="cart-box" aria-label="Бонусы">
      <label className="toggle-row">
        <input
          type="checkbox"
          checked={bonusApplied}
          disabled={pending > 0 || (bonuses.applicable === 0 && !bonusApplied)}
          onChange={(e) => run({ kind: 'toggleBonus', bonusApplied: e.target.checked })}
          data-testid="bonus-toggle"
        />
        <span>Списать бонусы: {bonusLabel(bonuses.applicable)}</span>
      </label>
      <p className="muted">На счёте {bonusLabel(bonuses.available)}. Бонусами можно оплатить до 30 % стоимости товаров, 1 Б = 1 ₽.</p>
    </section>
  );
}
