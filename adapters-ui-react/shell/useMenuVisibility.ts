import { useEffect, useState } from 'react';
import { createMenuVisibilityTracker } from '../../application/shell/menuVisibilityViewModel';
import { isEnabled } from '../../domain/user/featureToggles';
import { useShell } from '../shopContext';
import { useShellServices } from './useShellServices';

/** Reports the menu section on screen to the visibility analytics when FT6420 is on (spec §3, §4 Menus). */
export function useMenuVisibility(open: boolean, sectionId: string | null) {
  const enabled = isEnabled(useShell()?.toggles ?? {}, 'FT6420');
  const { analytics } = useShellServices();
  const [tracker] = useState(() => createMenuVisibilityTracker(analytics));
  useEffect(() => {
    if (enabled && open && sectionId !== null) tracker.show(sectionId);
    else tracker.hide();
  }, [enabled, open, sectionId, tracker]);
  useEffect(() => () => tracker.hide(), [tracker]);
}
