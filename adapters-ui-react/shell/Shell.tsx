import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useEffect } from 'react';
import { pageMeta } from '../meta';
import { Header } from './Header';
import { Footer } from './Footer';

/** The frame of every page: header, the page, footer. */
export function Shell({ children }: { readonly children?: ReactNode }) {
  const matches = useMatches();
  const title = pageMeta(matches).title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">Перейти к содержимому</a>
      <Header />
      <main id="main" className="page">{children ?? <Outlet />}</main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
