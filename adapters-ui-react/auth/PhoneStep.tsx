import type { FormEvent } from 'react';
import { COUNTRY_CODES, COUNTRIES, type CountryCode } from '../../domain/country/country';
import { useSignIn } from './useSignIn';
import { ExternalSignInButtons } from './ExternalSignIn';
import { CaptchaPrompt } from './CaptchaPrompt';

const COUNTRY_NAMES: Record<CountryCode, string> = {
  ru: 'Россия',
  ua: 'Украина',
  by: 'Беларусь',
  kz: 'Казахстан',
  am: 'Армения',
  pl: 'Польша',
  dk: 'Дания',
};

/** Step 1: the phone, masked for the chosen country (spec §5 Phone formats). */
export function PhoneStep() {
  const { vm, state } = useSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitPhone();
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <div className="auth-form__phone">
        <label className="auth-field auth-field--country">
          <span>Страна</span>
          <select value={state.country} onChange={(e) => vm.setCountry(e.target.value as CountryCode)}>
            {COUNTRY_CODES.map((c) => (
              <option key={c} value={c}>{`${COUNTRY_NAMES[c]} +${COUNTRIES[c].callingCode}`}</option>
            ))}
          </select>
        </label>
        <label className="auth-field">
          <span>Номер телефона</span>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            data-autofocus
            name="phone"
            placeholder={`+${COUNTRIES[state.country].callingCode}`}
            value={state.phoneInput}
            onChange={(e) => vm.typePhone(e.target.value)}
            aria-invalid={state.phoneError !== null}
            aria-describedby={state.phoneError ? 'auth-phone-error' : undefined}
          />
        </label>
      </div>
      {state.phoneError && (
        <p className="auth-error" id="auth-phone-error" role="alert">
          {state.phoneError}
        </p>
      )}
      {state.error && (
        <p className="auth-error" role="alert">
          {state.error}
        </p>
      )}
      <CaptchaPrompt />
      <button type="submit" className="button button--primary button--wide" disabled={state.pending}>
        Получить код
      </button>
      <ExternalSignInButtons />
    </form>
  );
}
