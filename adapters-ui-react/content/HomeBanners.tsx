import { useRouteLoaderData } from 'react-router';
import type { BannerList } from '../../adapters-http/contract/banners';
import { BannerSlot } from './BannerSlot';

/** The route that loads the home page's banner slots (routes.tsx). */
export const HOME_BANNERS_ROUTE = 'home-banners';

/** The home page's banners of one slot, from the data its banner route loaded. */
export function HomeBanners({ slot, label, lead }: { readonly slot: string; readonly label: string; readonly lead?: boolean }) {
  const data = useRouteLoaderData(HOME_BANNERS_ROUTE) as BannerList | undefined;
  return <BannerSlot banners={(data?.banners ?? []).filter((b) => b.slot === slot)} slot={slot} label={label} lead={lead} />;
}
