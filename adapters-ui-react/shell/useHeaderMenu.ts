import { useCallback, useState } from 'react';
import type { HeaderMenu } from '../../adapters-http/contract/directory';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/genericMessages';
import { useShellServices } from './useShellServices';

/**
 * The flyout's menu, read the first time the shopper reaches for the catalogue button (`want`: a pointer
 * over it or focus, `opening` when it is pressed); a menu that cannot be read on opening shows the default
 * error notification (spec §8 Other: an empty menu on opening the catalogue button).
 */
export function useHeaderMenu(): { readonly menu: HeaderMenu | null; readonly want: (opening: boolean) => void } {
  const { headerMenu, notifications } = useShellServices();
  const [menu, setMenu] = useState<HeaderMenu | null>(null);
  const want = useCallback(
    (opening: boolean) => {
      if (menu) return;
      void headerMenu().then((loaded) => {
        if (loaded && loaded.sections.length > 0) setMenu(loaded);
        else if (opening) notifications.notify('error', GENERIC_ERROR_MESSAGE);
      });
    },
    [menu, headerMenu, notifications],
  );
  return { menu, want };
}
