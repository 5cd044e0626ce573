import { NotRobotCheck } from '../components/NotRobotCheck';
import { useSignIn } from './useSignIn';

/**
 * After NEED_CAPTCHA: «Я не робот» gets a captcha token and asks for the code again with it. The token
 * comes from SmartCaptcha's invisible widget when its site key is configured, else from the development captcha.
 */
export function CaptchaPrompt() {
  const { vm, state } = useSignIn();
  if (!state.captcha) return null;
  return <NotRobotCheck onPass={() => void vm.passCaptcha()} disabled={state.pending} wide />;
}
