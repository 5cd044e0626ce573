import { useServices } from '../shopContext';
import { useObservable } from '../useObservable';

/** The sign-in dialog's view-model and its current state. */
export function useSignIn() {
  const { signIn } = useServices().auth;
  return { vm: signIn, state: useObservable(signIn.state$, signIn.current) };
}
