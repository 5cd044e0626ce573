import { Outlet, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Seo } from '../../adapters-http/contract/seo';
import { isEnabled } from '../../domain/user/featureToggles';
import type { PageData } from '../pageData';
import { useShell } from '../shopContext';
import { HydrateWhenNear } from '../components/HydrateWhenNear';
import { SEO_BLOCK } from '../deferredParts';

/** Loads the SEO block of a catalogue page by its path (spec §7 POST /seo {url}). */
export const catalogSeoLoader =
  (pageData: PageData) =>
  ({ request }: LoaderFunctionArgs) =>
    pageData.content.seo(new URL(request.url).pathname);

/** Filters and sorting change the query only; the SEO block belongs to the path. */
export const seoShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

/** Catalogue pages with their SEO text under them, hydrated as it nears the screen; the tags only with FT13573 (spec §3, §4). */
export function CatalogSeoLayout() {
  const seo = useLoaderData() as Seo;
  const shell = useShell();
  return (
    <>
      <Outlet />
      <HydrateWhenNear part={SEO_BLOCK} props={{ seo, tagsEnabled: isEnabled(shell?.toggles ?? {}, 'FT13573') }} />
    </>
  );
}
