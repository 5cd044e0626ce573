import { useSignIn } from './useSignIn';

/**
 * After NEED_CAPTCHA: «Я не робот» gets a captcha token and asks for the code again with it. The token
 * comes from SmartCaptcha's invisible widget when its site key is configured, else from the development captcha.
 */
export function CaptchaPrompt() {
  const { vm, state } = useSignIn();
  if (!state.captcha) return null;
  return (
    <div role="group" aria-label="Проверка, что вы не робот">
      <button type="button" className="button button--wide" onClick={() => void vm.passCaptcha()} disabled={state.pending}>
        Я не робот
      </button>
    </div>
  );
}
