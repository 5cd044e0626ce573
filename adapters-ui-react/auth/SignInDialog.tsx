import { Modal } from '../components/Modal';
import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import { RegistrationStep } from './RegistrationStep';
import { useSignIn } from './useSignIn';

/** The authentication dialog «Вход или регистрация» (spec §2 Header, §4 Auth). */
export function SignInDialog() {
  const { vm, state } = useSignIn();
  return (
    <Modal open={state.open} onClose={vm.close} title="Вход или регистрация" className="auth-dialog" testId="auth-dialog">
      {state.step === 'phone' && <PhoneStep />}
      {state.step === 'code' && <CodeStep />}
      {state.step === 'registration' && <RegistrationStep />}
    </Modal>
  );
}
