import { useCallback, useRef, useState } from 'react';
import type { HeaderMenu } from '../../adapters-http/contract/directory';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { lazyCode } from '../components/lazyCode';
import { useShellServices } from './useShellServices';

/** The flyout's panels: their code stays out of the pages' shared script, read with the menu. */
export const FLYOUT_PANEL = lazyCode(() => import('./FlyoutPanel').then((m) => m.FlyoutPanel));

/**
 * The flyout's menu, read the first time the shopper reaches for the catalogue button (`want`: a pointer
 * over it or focus, `opening` when it is pressed); a menu that cannot be read on opening shows the default
 * error notification (spec §8 Other: an empty menu on opening the catalogue button).
 */
export function useHeaderMenu(): { readonly menu: HeaderMenu | null; readonly want: (opening: boolean) => void } {
  const { headerMenu, notifications } = useShellServices();
  const [menu, setMenu] = useState<HeaderMenu | null>(null);
  const reading = useRef<Promise<HeaderMenu | null> | null>(null);
  const want = useCallback(
    (opening: boolean) => {
      if (menu) return;
      // Hovering, then pressing, share one reading; one that failed is tried again at the next reach.
      reading.current ??= Promise.all([headerMenu(), FLYOUT_PANEL.fetch()]).then(
        ([loaded]) => (loaded && loaded.sections.length > 0 ? loaded : null),
        () => null,
      );
      void reading.current.then((loaded) => {
        if (loaded) return setMenu(loaded);
        reading.current = null;
        if (opening) notifications.notify('error', GENERIC_ERROR_MESSAGE);
      });
    },
    [menu, headerMenu, notifications],
  );
  return { menu, want };
}
