import { useCoreServices } from '../shopContext';
import { useObservable } from '../useObservable';

/** The sign-in dialog's view-model and its current state. */
export function useSignIn() {
  const { signIn } = useCoreServices().auth;
  return { vm: signIn, state: useObservable(signIn.state$, signIn.current) };
}
