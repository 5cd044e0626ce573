import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '../../adapters-http/contract/cart';
import { formatMoney } from '../../domain/money/formatMoney';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { useCart, useServices } from '../shopContext';

/** Promo codes: the form to apply one, with the error under the field, and the codes applied with their amounts (spec §3 Cart discounts). */
export function PromoCodeForm({ cart }: { readonly cart: Cart }) {
  const { run, pending } = useCart();
  const { cart: vm } = useServices();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    const ok = await run({ kind: 'applyPromoCode', code });
    if (ok) setCode('');
    setError(ok ? null : (vm.current().failure?.message ?? GENERIC_ERROR_MESSAGE));
  };
  return (
    <section className="cart-box" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="cart-box__title">
        Промокод
      </h2>
      <form className="inline-form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={inputId}>
          Промокод
        </label>
        <input
          id={inputId}
          name="promoCode"
          value={code}
          autoComplete="off"
          placeholder="Введите промокод"
          maxLength={40}
          aria-invalid={error !== null}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button" disabled={pending > 0 || !code.trim()}>
          Применить
        </button>
      </form>
      {error && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {cart.discounts.promoCodes.length > 0 && (
        <ul className="applied-list" data-testid="promo-codes">
          {cart.discounts.promoCodes.map((p) => (
            <li key={p.promoCode}>
              <span>
                <strong>{p.promoCode}</strong>{' '}
                {p.actionAmount > 0 ? `−${formatMoney(p.actionAmount, cart.currency)}` : <span className="muted">условия не выполнены</span>}
              </span>
              <button
                type="button"
                className="link-button"
                onClick={() => run({ kind: 'removePromoCode', code: p.promoCode })}
                disabled={pending > 0}
                aria-label={`Убрать промокод ${p.promoCode}`}
              >
                Убрать
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
