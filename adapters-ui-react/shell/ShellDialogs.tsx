import { lazyDialog } from '../components/lazyDialog';
import { useWishlist } from '../wishlist/useWishlist';
import { useShopperLocation } from './useLocation';

const ChooseCityDialog = lazyDialog(() => import('./ChooseCityDialog').then((m) => m.ChooseCityDialog));
const AddToListDialog = lazyDialog(() => import('../wishlist/AddToListDialog').then((m) => m.AddToListDialog));

/** The choose-city dialog, its code fetched apart from the shell's (components/lazyDialog.tsx). */
export function CityDialog() {
  return <ChooseCityDialog open={useShopperLocation().state.chooserOpen} />;
}

/** «Добавить в список», its code fetched apart from the shell's (components/lazyDialog.tsx). */
export function ListDialog() {
  return <AddToListDialog open={useWishlist().dialogFor !== null} />;
}
