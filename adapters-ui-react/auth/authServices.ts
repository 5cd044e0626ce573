import type { SignInViewModel } from '../../application/auth/signInViewModel';
import type { ExternalSignInViewModel } from '../../application/auth/externalSignInViewModel';
import type { FloatingSignInViewModel } from '../../application/auth/floatingSignInViewModel';
import type { OperatorPanelViewModel } from '../../application/operator/operatorPanelViewModel';

/** The sign-in dialog and the operator panel, made by the composition root. */
export interface AuthServices {
  readonly signIn: SignInViewModel;
  readonly operator: OperatorPanelViewModel;
  readonly external: ExternalSignInViewModel;
  readonly floating: FloatingSignInViewModel;
}
