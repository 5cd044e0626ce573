import type { Popup, PopupSource } from './PopupSource';

/** A popup as pages get it: without the paths it is shown on. */
export const shownPopup = ({ paths: _paths, ...popup }: Popup & { readonly paths: readonly string[] }): Popup => popup;

/** The popups of a page path (spec §4 Popups: fetched by page path): "/" only on the home page, other paths by prefix. */
export function popupsForPath(deps: { readonly popups: PopupSource }) {
  return async (path: string): Promise<readonly Popup[]> =>
    (await deps.popups.all()).filter((p) => p.paths.some((prefix) => (prefix === '/' ? path === '/' : path.startsWith(prefix)))).map(shownPopup);
}
