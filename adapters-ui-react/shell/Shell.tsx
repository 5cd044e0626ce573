import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isEnabled } from '../../domain/user/featureToggles';
import { HeadMeta } from './HeadMeta';
import { useServices, useShell } from '../shopContext';
import { Header } from './Header';
import { showsFooter } from '../../domain/display/footerVisibility';
import { Footer } from './Footer';
import { Notifications } from './Notifications';
import { CookieNotice, useCookieNotice } from './CookieNotice';
import { ScrollTop } from './ScrollTop';
import { IncidentDialog } from './IncidentDialog';
import { PageTypeTracker } from './PageTypeTracker';
import { shellUserFacts } from './shellUser';
import { ChooseCityDialog } from './ChooseCityDialog';
import { PopupHost } from './PopupHost';
import { useFlashNotices } from './useFlashNotices';
import { useShopperLocation, useStartLocation } from './useLocation';
import { LocationPopup } from './LocationPopup';
import { MobileNavBar } from './MobileNavBar';
import { useShellServices } from './useShellServices';
import { useObservable } from '../useObservable';
import { showsNavbar } from '../../domain/display/navbar';
import { bottomMessageShown } from '../../domain/display/bottomMessages';
import { AddToListDialog } from '../wishlist/AddToListDialog';
import { FloatingSignIn } from '../auth/FloatingSignIn';

/**
 * The frame of every page: header, the page, footer, on small screens the navigation bar; the shell's
 * messages and dialogs above them, the bottom ones taking turns so none covers another.
 */
export function Shell({ children }: { readonly children?: ReactNode }) {
  const shell = useShell();
  const user = shellUserFacts(shell);
  const { pathname } = useLocation();
  useStartLocation();
  useFlashNotices();
  const location = useShopperLocation();
  const cookies = useCookieNotice(user);
  const { popups } = useShellServices();
  const popupDue = useObservable(popups.vm.shown$, popups.vm.current) !== null;
  const { floating } = useServices().auth;
  // Offered to anonymous visitors only, never to an operator (whose panel signs in).
  const offersSignIn = !user.signedIn && !user.operatorInfo;
  const signInDue = useObservable(floating.visible$, floating.visible) && offersSignIn;
  const bottom = bottomMessageShown({ location: location.state.popup !== null && location.location !== null, cookies: cookies.waiting, popup: popupDue, signIn: signInDue });
  const navbar = showsNavbar(pathname);
  return (
    <div className={navbar ? 'shell shell--navbar' : 'shell'}>
      <a className="skip-link" href="#main">Перейти к содержимому</a>
      {/* Each boundary hydrates in a task of its own: the header answers taps before the page's grid is hydrated. */}
      <Suspense><Header /></Suspense>
      <main id="main" className="page"><Suspense>{children ?? <Outlet />}</Suspense></main>
      {showsFooter(pathname) && <Suspense><Footer /></Suspense>}
      {/* FT11607 moves the chat and hides scroll-to-top on phones on product pages (spec §3). */}
      <ScrollTop hiddenOnPhones={isEnabled(shell?.toggles ?? {}, 'FT11607') && pathname.startsWith('/product/')} />
      {navbar && <MobileNavBar />}
      <ChooseCityDialog />
      {bottom === 'location' && <LocationPopup />}
      <PopupHost enabled={isEnabled(shell?.toggles ?? {}, 'FT12528')} held={bottom !== 'popup'} />
      {bottom === 'cookies' && <CookieNotice onAgree={cookies.agree} />}
      {offersSignIn && <FloatingSignIn held={bottom !== 'signIn'} />}
      <Notifications />
      <AddToListDialog />
      <IncidentDialog />
      <PageTypeTracker />
      <HeadMeta />
      <ScrollRestoration />
    </div>
  );
}
