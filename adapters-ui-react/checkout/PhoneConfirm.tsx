import { useState } from 'react';
import * as E from 'fp-ts/Either';
import { DEFAULT_COUNTRY } from '../../domain/country/country';
import { formatPhone } from '../../domain/phone/phone';
import { CodeCells } from '../auth/CodeCells';
import { NotRobotCheck } from '../components/NotRobotCheck';
import { useServices } from '../shopContext';
import { useCheckoutServices } from './useCheckoutServices';

/** Where «Оформить заказ» sends the shopper when the phone still needs its code (spec §8 PHONE_VERIFICATION_CODE_REQUIRED). */
export const PHONE_CODE_STEP_ID = 'checkout-phone-code';

type Step = { readonly _tag: 'ask' } | { readonly _tag: 'captcha' } | { readonly _tag: 'code'; readonly length: number };

/** The order's phone confirmed by an SMS code (spec §7 POST /cart/phone/_verify), typed into the code cells. */
export function PhoneConfirm({ phone }: { readonly phone: string }) {
  const { api, captchaToken } = useCheckoutServices();
  const { cart } = useServices();
  const [step, setStep] = useState<Step>({ _tag: 'ask' });
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = async (token?: string) => {
    setPending(true);
    const sent = await api.requestPhoneCode(phone, token);
    setPending(false);
    if (E.isLeft(sent)) {
      // Past many phones from one address the server wants a captcha first, as at sign-in.
      if (sent.left.reason === 'NEED_CAPTCHA') setStep({ _tag: 'captcha' });
      return setError(sent.left.message);
    }
    setError(null);
    setCode('');
    setStep({ _tag: 'code', length: sent.right.codeLength });
  };
  const passCaptcha = async () => {
    setPending(true);
    const token = await captchaToken();
    setPending(false);
    if (E.isLeft(token)) return setError(token.left.message);
    await ask(token.right);
  };
  const type = async (typed: string, length: number) => {
    setCode(typed);
    if (typed.length < length) return;
    setPending(true);
    const confirmed = await api.confirmPhone(phone, typed);
    setPending(false);
    if (E.isRight(confirmed)) return cart.replace(confirmed.right);
    setError(confirmed.left.message);
    setCode('');
  };

  return (
    <div className="checkout-phone" id={PHONE_CODE_STEP_ID} tabIndex={-1} data-testid="phone-confirm">
      <p className="checkout-phone__title">Подтвердите номер {formatPhone({ country: DEFAULT_COUNTRY, e164: phone })}</p>
      {step._tag === 'ask' && (
        <button type="button" className="button" onClick={() => void ask()} disabled={pending}>
          Получить код по СМС
        </button>
      )}
      {step._tag === 'captcha' && <NotRobotCheck onPass={() => void passCaptcha()} disabled={pending} />}
      {step._tag === 'code' && (
        <>
          <p className="auth-hint">Введите код из СМС</p>
          <CodeCells code={code.split('')} length={step.length} disabled={pending} onChange={(typed) => void type(typed, step.length)} />
          <button type="button" className="link-button" onClick={() => void ask()} disabled={pending}>
            Отправить код повторно
          </button>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
