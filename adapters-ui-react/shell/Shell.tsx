import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { isEnabled } from '../../domain/user/featureToggles';
import { useEffect } from 'react';
import { pageMeta } from '../meta';
import { useShell } from '../shopContext';
import { Header } from './Header';
import { Footer } from './Footer';
import { Notifications } from './Notifications';
import { CookieNotice } from './CookieNotice';
import { ScrollTop } from './ScrollTop';
import { IncidentDialog } from './IncidentDialog';
import { PageTypeTracker } from './PageTypeTracker';
import { shellUserFacts } from './shellUser';
import { ChooseCityDialog } from './ChooseCityDialog';
import { PopupHost } from './PopupHost';
import { useStartLocation } from './useLocation';

/** The frame of every page: header, the page, footer; the shell's messages and dialogs above them. */
export function Shell({ children }: { readonly children?: ReactNode }) {
  const matches = useMatches();
  const title = pageMeta(matches).title;
  const shell = useShell();
  const user = shellUserFacts(shell);
  const { pathname } = useLocation();
  useStartLocation();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">Перейти к содержимому</a>
      <Header />
      <main id="main" className="page">{children ?? <Outlet />}</main>
      <Footer />
      {/* FT11607 moves the chat and hides scroll-to-top on phones on product pages (spec §3). */}
      <ScrollTop hiddenOnPhones={isEnabled(shell?.toggles ?? {}, 'FT11607') && pathname.startsWith('/product/')} />
      <ChooseCityDialog />
      <PopupHost enabled={isEnabled(shell?.toggles ?? {}, 'FT12528')} />
      <CookieNotice user={user} />
      <Notifications />
      <IncidentDialog />
      <PageTypeTracker />
      <ScrollRestoration />
    </div>
  );
}
