import type { Popup, PopupSource } from './PopupSource';
import { shownPopup } from './popupsForPath';

/** GET /popups/{id} (spec §7): one popup by its id, whatever page it is shown on; undefined for an unknown id. */
export function popupById(deps: { readonly popups: PopupSource }) {
  return async (id: string): Promise<Popup | undefined> => {
    const popup = (await deps.popups.all()).find((p) => p.id === id);
    return popup && shownPopup(popup);
  };
}
