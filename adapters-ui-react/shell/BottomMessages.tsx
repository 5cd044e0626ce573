import type { CSSProperties } from 'react';
import { bottomMessageShown } from '../../domain/display/bottomMessages';
import type { UserFacts } from '../../domain/user/roles';
import { isEnabled } from '../../domain/user/featureToggles';
import { FloatingSignIn } from '../auth/FloatingSignIn';
import { useCoreServices, useShell } from '../shopContext';
import { useObservable } from '../useObservable';
import { CookieNotice, useCookieNotice } from './CookieNotice';
import { LocationPopup } from './LocationPopup';
import { PopupHost } from './PopupHost';
import { useClearOfHeading } from './useClearOfHeading';
import { useShopperLocation } from './useLocation';
import { useShellServices } from './useShellServices';

/**
 * The shell's messages at the bottom of the screen, taking turns so none covers another or the page's
 * heading: the city question, the cookie notice, a page's popup, the floating sign-in. A component of its
 * own: their changes, which start right after hydration, re-render it alone, not the shell whose header,
 * page and footer may still be hydrating.
 */
export function BottomMessages({ user }: { readonly user: UserFacts & { readonly signedIn: boolean } }) {
  const location = useShopperLocation();
  const cookies = useCookieNotice(user);
  const { popups } = useShellServices();
  const popupDue = useObservable(popups.vm.shown$, popups.vm.current) !== null;
  const { floating } = useCoreServices().auth;
  // Offered to anonymous visitors only, never to an operator (whose panel signs in).
  const offersSignIn = !user.signedIn && !user.operatorInfo;
  const signInDue = useObservable(floating.visible$, floating.visible) && offersSignIn;
  const bottom = bottomMessageShown({
    location: location.state.popup !== null && location.location !== null,
    cookies: cookies.waiting,
    popup: popupDue,
    signIn: signInDue,
  });
  const { ref, edge, top } = useClearOfHeading(bottom);
  return (
    <div className="bottom-messages" data-edge={edge} style={{ '--message-top': `${top}px` } as CSSProperties} ref={ref}>
      {bottom === 'location' && <LocationPopup />}
      <PopupHost enabled={isEnabled(useShell()?.toggles ?? {}, 'FT12528')} held={bottom !== 'popup'} />
      {bottom === 'cookies' && <CookieNotice onAgree={cookies.agree} />}
      {offersSignIn && <FloatingSignIn held={bottom !== 'signIn'} />}
    </div>
  );
}
