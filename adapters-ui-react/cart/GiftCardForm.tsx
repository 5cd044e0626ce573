import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '../../adapters-http/contract/cart';
import { formatMoney } from '../../domain/money/formatMoney';
import { RUSSIA_ONLY_MESSAGES } from '../../domain/market/russiaOnly';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { Modal } from '../components/Modal';
import { NotRobotCheck } from '../components/NotRobotCheck';
import { useCheckoutServices } from '../checkout/useCheckoutServices';
import { useCart, useServices } from '../shopContext';
import * as E from 'fp-ts/Either';

/** Gift cards: the applied ones with their amounts, and a dialog for number and PIN (spec §7 POST /cart/gift-cards, §2 Global dialogs). */
export function GiftCardForm({ cart }: { readonly cart: Cart }) {
  const { run, pending } = useCart();
  const [open, setOpen] = useState(false);
  // Gift cards hold roubles: outside Russia the cart neither takes nor charges them.
  if (cart.currency !== 'RUB') {
    return (
      <section className="cart-box" aria-label="Подарочные карты">
        <h2 className="cart-box__title">Подарочные карты</h2>
        <p className="muted" data-testid="gift-cards-russia-only">
          {RUSSIA_ONLY_MESSAGES.GIFT_CARDS_RUSSIA_ONLY}
        </p>
      </section>
    );
  }
  return (
    <section className="cart-box" aria-label="Подарочные карты">
      <h2 className="cart-box__title">Подарочные карты</h2>
      {cart.payment.giftCards.length > 0 && (
        <ul className="applied-list" data-testid="gift-cards">
          {cart.payment.giftCards.map((g) => (
            <li key={g.promisedPaymentId}>
              <span>
                Карта •••• {g.giftCardNumber.slice(-4)}: −{formatMoney(g.amount)}
              </span>
              <button
                type="button"
                className="link-button"
                onClick={() => run({ kind: 'removeGiftCard', promisedPaymentId: g.promisedPaymentId })}
                disabled={pending > 0}
              >
                Убрать
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Добавить подарочную карту
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Подарочная карта" testId="gift-card-dialog">
        <GiftCardEntryForm onApplied={() => setOpen(false)} />
      </Modal>
    </section>
  );
}

function GiftCardEntryForm({ onApplied }: { readonly onApplied: () => void }) {
  const { run, pending } = useCart();
  const { cartPage, cart: vm } = useServices();
  const [entry, setEntry] = useState({ giftCardNumber: '', pin: '' });
  const [message, setMessage] = useState<{ readonly error: boolean; readonly text: string } | null>(null);
  const [checking, setChecking] = useState(false);
  // The action the server refused with NEED_CAPTCHA, repeated with a token by «Я не робот».
  const [needsCaptcha, setNeedsCaptcha] = useState<((token: string) => Promise<void>) | null>(null);
  const { captchaToken } = useCheckoutServices();
  const id = useId();
  const complete = entry.giftCardNumber.trim() !== '' && entry.pin.trim() !== '';
  const edit = (field: 'giftCardNumber' | 'pin') => (e: React.ChangeEvent<HTMLInputElement>) => {
    setEntry({ ...entry, [field]: e.target.value.replace(/\D/g, '') });
    setMessage(null);
  };
  const refused = (failure: { readonly reason: string; readonly message: string } | null | undefined, retry: (token: string) => Promise<void>) => {
    setNeedsCaptcha(failure?.reason === 'NEED_CAPTCHA' ? () => retry : null);
    setMessage({ error: true, text: failure?.message ?? GENERIC_ERROR_MESSAGE });
  };
  const applyWith = async (token?: string) => {
    if (await run({ kind: 'applyGiftCard', entry: { ...entry, token } })) onApplied();
    else refused(vm.current().failure, applyWith);
  };
  const checkWith = async (token?: string) => {
    if (!cartPage) return;
    setChecking(true);
    const balance = await cartPage.validateGiftCard({ ...entry, token });
    setChecking(false);
    if (E.isLeft(balance)) return refused(balance.left, checkWith);
    setNeedsCaptcha(null);
    setMessage({ error: false, text: `Баланс карты: ${formatMoney(balance.right.balance)}` });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (complete) void applyWith();
  };
  const passCaptcha = async () => {
    const token = await captchaToken();
    if (E.isLeft(token)) return setMessage({ error: true, text: token.left.message });
    await needsCaptcha?.(token.right);
  };
  return (
    <form className="stack-form" onSubmit={apply} noValidate>
      <label htmlFor={`${id}-number`}>Номер карты</label>
      <input
        id={`${id}-number`}
        name="giftCardNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        value={entry.giftCardNumber}
        onChange={edit('giftCardNumber')}
        data-autofocus
      />
      <label htmlFor={`${id}-pin`}>PIN-код</label>
      <input id={`${id}-pin`} name="pin" type="password" inputMode="numeric" autoComplete="off" maxLength={16} value={entry.pin} onChange={edit('pin')} />
      <div aria-live="polite">
        {message && (
          <p className={message.error ? 'field-error' : 'notice'} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
      </div>
      {needsCaptcha && <NotRobotCheck onPass={() => void passCaptcha()} disabled={checking || pending > 0} />}
      <div className="stack-form__actions">
        <button type="button" className="button" onClick={() => void checkWith()} disabled={!complete || checking || !cartPage}>
          Проверить баланс
        </button>
        <button type="submit" className="button button--primary" disabled={!complete || pending > 0}>
          Применить
        </button>
      </div>
    </form>
  );
}
