import { useEffect, useId, useState } from 'react';
import * as E from 'fp-ts/Either';
import { DEFAULT_COUNTRY } from '../../domain/country/country';
import { requiredPhone } from '../../domain/phone/phone';
import { validateEmail } from '../../domain/validation/email';
import { validationMessage } from '../../domain/validation/messages';
import { useServices } from '../shopContext';

/** The buyer's e-mail and phone, then «Оплатить» opens the acquirer's page (spec §9 EGC_ONLINE). */
export function EgcPayForm({
  invoiceNumber,
  email: initialEmail,
  phone: initialPhone,
}: {
  readonly invoiceNumber: string;
  readonly email: string | null;
  readonly phone: string | null;
}) {
  const { giftCards: api } = useServices();
  const id = useId();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{ readonly _tag: 'idle' | 'paying' } | { readonly _tag: 'failed'; readonly message: string }>({ _tag: 'idle' });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const emailCheck = validateEmail(email, true);
  const phoneCheck = requiredPhone(phone, DEFAULT_COUNTRY);
  const errors = submitted
    ? {
        email: E.isLeft(emailCheck) ? validationMessage(emailCheck.left) : undefined,
        phone: E.isLeft(phoneCheck) ? validationMessage(phoneCheck.left) : undefined,
      }
    : {};

  const pay = async () => {
    setSubmitted(true);
    if (!api || E.isLeft(emailCheck) || E.isLeft(phoneCheck) || status._tag === 'paying') return;
    setStatus({ _tag: 'paying' });
    const answer = await api.pay(invoiceNumber, { email: emailCheck.right, phone });
    if (E.isRight(answer)) window.location.assign(answer.right.paymentUrl);
    else setStatus({ _tag: 'failed', message: answer.left.message });
  };

  const field = (name: 'email' | 'phone', label: string, value: string, set: (v: string) => void, type: string, autoComplete: string) => (
    <div className="egc-field">
      <label htmlFor={`${id}-${name}`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="egc-form egc-pay" noValidate data-testid="egc-pay" onSubmit={(e) => (e.preventDefault(), void pay())}>
      <h2>Покупатель</h2>
      {field('email', 'E-mail для чека', email, setEmail, 'email', 'email')}
      {field('phone', 'Телефон', phone, setPhone, 'tel', 'tel')}
      <button type="submit" className="button button--primary" disabled={!ready || status._tag === 'paying'}>
        {status._tag === 'paying' ? 'Переходим к оплате…' : 'Оплатить онлайн'}
      </button>
      {status._tag === 'failed' && (
        <p role="alert" className="field-error">
          {status.message}
        </p>
      )}
    </form>
  );
}
