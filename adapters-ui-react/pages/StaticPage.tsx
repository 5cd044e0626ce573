import { useLoaderData } from 'react-router';
import type { StaticPage as StaticPageData } from '../../adapters-http/contract/staticPage';
import { titled, type PageMeta } from '../meta';

/** Head of a static page. */
export const staticPageMeta = (data: unknown): PageMeta => {
  const page = data as StaticPageData;
  return { title: titled(page.title), canonical: page.url };
};

/** A content page of the routes table (spec §2 Static pages); the HTML was sanitised by the server. */
export function StaticPage() {
  const page = useLoaderData() as StaticPageData;
  return (
    <article className="static-page">
      <h1>{page.title}</h1>
      <div className="static-page__body" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
