import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import { RegistrationStep } from './RegistrationStep';
import { useSignIn } from './useSignIn';

/** The current step of signing in — phone, code, registration — shared by the dialog and the /login/ page. */
export function SignInSteps() {
  const { state } = useSignIn();
  return (
    <>
      {state.step === 'phone' && <PhoneStep />}
      {state.step === 'code' && <CodeStep />}
      {state.step === 'registration' && <RegistrationStep />}
    </>
  );
}
