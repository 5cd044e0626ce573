import { formatPhone } from '../../domain/phone/phone';
import { DEFAULT_COUNTRY } from '../../domain/country/country';
import { CodeCells } from './CodeCells';
import { useSignIn } from './useSignIn';
import { CaptchaPrompt } from './CaptchaPrompt';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Step 2: the code from the SMS, with a resend after the countdown. */
export function CodeStep() {
  const { vm, state } = useSignIn();
  const phone = state.phone ? formatPhone({ country: DEFAULT_COUNTRY, e164: state.phone }) : '';
  return (
    <div className="auth-form">
      <p className="auth-hint">
        Код отправлен на номер <strong>{phone}</strong>{' '}
        <button type="button" className="link-button" onClick={vm.changePhone}>
          Изменить номер
        </button>
      </p>
      <CodeCells code={state.code} length={state.codeLength} disabled={state.pending} onChange={(code) => void vm.setCode(code)} />
      {state.error && (
        <p className="auth-error" role="alert">
          {state.error}
        </p>
      )}
      <CaptchaPrompt />
      <p className="auth-resend" aria-live="polite">
        {state.resendIn > 0 ? (
          `Повторно отправить код можно через ${clock(state.resendIn)}`
        ) : (
          <button type="button" className="link-button" onClick={() => void vm.resend()} disabled={state.pending}>
            Отправить код повторно
          </button>
        )}
      </p>
    </div>
  );
}
