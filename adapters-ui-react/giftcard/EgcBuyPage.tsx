import { useEffect, useId, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import * as E from 'fp-ts/Either';
import type { EgcDesigns } from '../../adapters-http/contract/giftCards';
import { EGC_NOMINAL, EGC_PRESET_NOMINALS, validateEgcNominal } from '../../domain/giftcard/egcNominal';
import { MAX_EGC_QUANTITY } from '../../domain/giftcard/egcCart';
import { formatMoney } from '../../domain/money/formatMoney';
import { validateEmail } from '../../domain/validation/email';
import { validationMessage } from '../../domain/validation/messages';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { EgcSignInPrompt } from './EgcSignInPrompt';
import { useMayBuyEgc } from './useMayBuyEgc';
import { GiftCardSendButton } from './GiftCardSendButton';

export const egcBuyMeta = (): PageMeta => ({ title: titled('Купить электронную подарочную карту'), canonical: '/giftcard/e-giftcard' });

const OWN = 'own';
const errorOf = <A,>(result: E.Either<Parameters<typeof validationMessage>[0], A>) => (E.isLeft(result) ? validationMessage(result.left) : undefined);

/** /giftcard/e-giftcard (spec §2 Routes, §7 GET /egc/designs): a design, a nominal, how many and for whom; «Купить» puts it into the gift-card cart. */
export function EgcBuyPage() {
  const designs = useLoaderData() as EgcDesigns;
  const { giftCards: api } = useServices();
  const mayBuy = useMayBuyEgc();
  const navigate = useNavigate();
  const id = useId();
  const [designId, setDesignId] = useState(designs[0]?.id ?? '');
  const [chip, setChip] = useState(String(EGC_PRESET_NOMINALS[2]));
  const [own, setOwn] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{ readonly _tag: 'idle' | 'sending' } | { readonly _tag: 'failed'; readonly message: string }>({ _tag: 'idle' });
  // Buying needs the browser's services: the button waits for hydration.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  if (designs.length === 0)
    return (
      <section className="giftcard">
        <h1>Электронная подарочная карта</h1>
        <p className="empty">Дизайны карт временно недоступны. Попробуйте позже.</p>
      </section>
    );

  const nominal = validateEgcNominal(chip === OWN ? own : chip);
  const recipient = validateEmail(email, true);
  const errors = submitted ? { nominal: errorOf(nominal), email: errorOf(recipient) } : {};

  const buy = async () => {
    setSubmitted(true);
    if (!api || E.isLeft(nominal) || E.isLeft(recipient) || status._tag === 'sending') return;
    setStatus({ _tag: 'sending' });
    const answer = await api.setQuantity({ invoiceNumber: null, designId, nominal: nominal.right, quantity, recipientEmail: recipient.right });
    if (E.isRight(answer)) void navigate('/giftcard/cart');
    else setStatus({ _tag: 'failed', message: answer.left.message });
  };

  return (
    <section className="giftcard">
      <h1>Электронная подарочная карта</h1>
      {!mayBuy ? (
        <EgcSignInPrompt />
      ) : (
        <form className="egc-form" noValidate data-testid="egc-buy" onSubmit={(e) => (e.preventDefault(), void buy())}>
          <fieldset className="egc-designs">
            <legend>Дизайн карты</legend>
            {designs.map((d) => (
              <label key={d.id} className="egc-design">
                <input type="radio" name="design" value={d.id} checked={designId === d.id} onChange={() => setDesignId(d.id)} />
                <img src={d.imageUrl} alt="" width={240} height={150} loading="lazy" />
                <span>{d.name}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="egc-nominals" aria-describedby={`${id}-nominal-hint${errors.nominal ? ` ${id}-nominal-error` : ''}`}>
            <legend>Номинал</legend>
            {EGC_PRESET_NOMINALS.map((n) => (
              <label key={n} className="egc-chip">
                <input type="radio" name="nominal" value={n} checked={chip === String(n)} onChange={() => setChip(String(n))} />
                <span>{formatMoney(n)}</span>
              </label>
            ))}
            <label className="egc-chip">
              <input type="radio" name="nominal" value={OWN} checked={chip === OWN} onChange={() => setChip(OWN)} />
              <span>Своя сумма</span>
            </label>
            {chip === OWN && (
              <div className="egc-field">
                <label htmlFor={`${id}-own`}>Сумма, ₽</label>
                <input
                  id={`${id}-own`}
                  name="ownNominal"
                  inputMode="numeric"
                  autoComplete="off"
                  value={own}
                  onChange={(e) => setOwn(e.target.value)}
                  aria-invalid={errors.nominal ? true : undefined}
                  aria-describedby={`${id}-nominal-hint`}
                />
              </div>
            )}
            <p id={`${id}-nominal-hint`} className="muted">
              От {formatMoney(EGC_NOMINAL.priceFrom)} до {formatMoney(EGC_NOMINAL.priceTo)}, кратно {formatMoney(EGC_NOMINAL.step)}
            </p>
            {errors.nominal && (
              <p id={`${id}-nominal-error`} className="field-error">
                {errors.nominal}
              </p>
            )}
          </fieldset>
          <div className="egc-field">
            <label htmlFor={`${id}-quantity`}>Количество карт</label>
            <select id={`${id}-quantity`} name="quantity" value={quantity} onChange={(e) => setQuantity(Number(e.target.value))}>
              {Array.from({ length: MAX_EGC_QUANTITY }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="egc-field">
            <label htmlFor={`${id}-email`}>
              E-mail получателя<span aria-hidden="true"> *</span>
            </label>
            <span id={`${id}-email-hint`} className="muted">
              Укажите свой адрес, чтобы вручить карту лично
            </span>
            <input
              id={`${id}-email`}
              name="recipientEmail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={`${id}-email-hint${errors.email ? ` ${id}-email-error` : ''}`}
            />
            {errors.email && (
              <p id={`${id}-email-error`} className="field-error">
                {errors.email}
              </p>
            )}
          </div>
          <p className="egc-form__total">
            Итого: <strong>{E.isRight(nominal) ? formatMoney(nominal.right * quantity) : '—'}</strong>
          </p>
          <GiftCardSendButton label="Купить" sendingLabel="Добавляем…" ready={ready} status={status} />
        </form>
      )}
    </section>
  );
}
