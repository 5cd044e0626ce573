import { useLocation } from 'react-router';
import { LOGIN_PATH } from '../../domain/auth/backUrl';
import { Modal } from '../components/Modal';
import { SignInSteps } from './SignInSteps';
import { useSignIn } from './useSignIn';

/** The authentication dialog «Вход или регистрация» (spec §2 Header, §4 Auth); never over /login/, which shows the same steps inline. */
export function SignInDialog() {
  const { vm, state } = useSignIn();
  const onLoginPage = useLocation().pathname.replace(/\/?$/, '/') === LOGIN_PATH;
  return (
    <Modal open={state.open && !onLoginPage} onClose={vm.close} title="Вход или регистрация" className="auth-dialog" testId="auth-dialog">
      <SignInSteps />
    </Modal>
  );
}
