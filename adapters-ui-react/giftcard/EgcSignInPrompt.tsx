import { EGC_REASON_MESSAGES } from '../../domain/giftcard/egcReasons';
import { useSignIn } from '../auth/useSignIn';

/** Instead of buying, when only signed-in customers may buy gift cards (spec §6 toggle). */
export function EgcSignInPrompt() {
  const { vm: signIn } = useSignIn();
  return (
    <div className="giftcard__prompt" data-testid="egc-sign-in">
      <p>{EGC_REASON_MESSAGES.EGC_SIGN_IN_REQUIRED}.</p>
      <button type="button" className="button button--primary" onClick={signIn.open}>
        Войти
      </button>
    </div>
  );
}
