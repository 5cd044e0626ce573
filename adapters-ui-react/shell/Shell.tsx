import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { isEnabled } from '../../domain/user/featureToggles';
import { HeadMeta } from './HeadMeta';
import { useShell } from '../shopContext';
import { Header } from './Header';
import { showsFooter } from '../../domain/display/footerVisibility';
import { HydrateWhenNear } from '../components/HydrateWhenNear';
import { FOOTER } from '../deferredParts';
import { Notifications } from './Notifications';
import { ScrollTop } from './ScrollTop';
import { IncidentDialog } from './IncidentDialog';
import { PageTypeTracker } from './PageTypeTracker';
import { shellUserFacts } from './shellUser';
import { CityDialog, ListDialog } from './ShellDialogs';
import { useFlashNotices } from './useFlashNotices';
import { useStartLocation } from './useLocation';
import { BottomMessages } from './BottomMessages';
import { MobileNavBar } from './MobileNavBar';
import { showsNavbar } from '../../domain/display/navbar';

const NO_PROPS = {};

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
  const navbar = showsNavbar(pathname);
  return (
    <div className={navbar ? 'shell shell--navbar' : 'shell'}>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      {/* Each boundary hydrates in a task of its own: the header answers taps before the page's grid is hydrated. */}
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" className="page">
        <Suspense>{children ?? <Outlet />}</Suspense>
      </main>
      {/* Below the fold on every screen: hydrated as it nears the screen (components/HydrateWhenNear.tsx). */}
      {showsFooter(pathname) && <HydrateWhenNear part={FOOTER} props={NO_PROPS} />}
      {/* FT11607 moves the chat and hides scroll-to-top on phones on product pages (spec §3). */}
      <ScrollTop hiddenOnPhones={isEnabled(shell?.toggles ?? {}, 'FT11607') && pathname.startsWith('/product/')} />
      {navbar && <MobileNavBar />}
      <CityDialog />
      <BottomMessages user={user} />
      <Notifications />
      <ListDialog />
      <IncidentDialog />
      <PageTypeTracker />
      <HeadMeta />
      <ScrollRestoration />
    </div>
  );
}
