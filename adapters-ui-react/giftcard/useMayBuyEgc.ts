import { EGC_AUTHORISED_ONLY_TOGGLE } from '../../domain/giftcard/egcReasons';
import { isEnabled } from '../../domain/user/featureToggles';
import { shellUserFacts } from '../shell/shellUser';
import { useShell } from '../shopContext';

/** Whether the visitor may buy gift cards: anyone, or only signed-in customers when the toggle is on (spec §6). */
export function useMayBuyEgc(): boolean {
  const shell = useShell();
  return !isEnabled(shell?.toggles ?? {}, EGC_AUTHORISED_ONLY_TOGGLE) || shellUserFacts(shell).signedIn;
}
