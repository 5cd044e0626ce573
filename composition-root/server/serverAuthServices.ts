import * as E from 'fp-ts/Either';
import { queueScheduler } from 'rxjs';
import type { AuthServices } from '../../adapters-ui-react/auth/authServices';
import { createExternalSignInViewModel } from '../../application/auth/externalSignInViewModel';
import { createSignInViewModel } from '../../application/auth/signInViewModel';
import { createFloatingSignInViewModel } from '../../application/auth/floatingSignInViewModel';
import { createOperatorPanelViewModel } from '../../application/operator/operatorPanelViewModel';

const refused = async () => E.left({ reason: 'INCORRECT_FLOW', message: 'sign-in runs in the browser' });
const nowhere = () => undefined;

/** While server rendering the dialog is closed and nothing is sent. */
export function serverAuthServices(): AuthServices {
  const api = { requestCode: refused, exchange: refused, register: refused, logout: refused, leaveClient: refused, start: refused, signIn: refused };
  const signIn = createSignInViewModel(api, queueScheduler, nowhere);
  const page = { location: () => ({ pathname: '/', query: {} }), replaceUrl: nowhere, go: nowhere, reload: nowhere };
  return {
    signIn,
    operator: createOperatorPanelViewModel(api, nowhere),
    external: createExternalSignInViewModel(api, page, nowhere),
    floating: createFloatingSignInViewModel({ exists: () => true, set: nowhere }, queueScheduler),
  };
}
