import { lazyCode } from '../components/lazyCode';
import { LazyDialog } from '../components/lazyDialog';
import { useWishlist } from '../wishlist/useWishlist';
import { useShopperLocation } from './useLocation';

const CHOOSE_CITY = lazyCode(() => import('./ChooseCityDialog').then((m) => m.ChooseCityDialog));
const ADD_TO_LIST = lazyCode(() => import('../wishlist/AddToListDialog').then((m) => m.AddToListDialog));

/** The choose-city dialog, its code fetched apart from the shell's (components/lazyDialog.tsx). */
export function CityDialog() {
  return <LazyDialog code={CHOOSE_CITY} open={useShopperLocation().state.chooserOpen} />;
}

/** «Добавить в список», its code fetched apart from the shell's (components/lazyDialog.tsx). */
export function ListDialog() {
  return <LazyDialog code={ADD_TO_LIST} open={useWishlist().dialogFor !== null} />;
}
