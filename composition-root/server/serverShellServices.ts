import type { ShellServices } from '../../adapters-ui-react/shell/shellServices';
import { createAnalyticsViewModel } from '../../application/shell/analyticsViewModel';
import { createIncidentViewModel } from '../../application/shell/incidentViewModel';
import { createNotificationsViewModel } from '../../application/shell/notificationsViewModel';
import { createLocationViewModel } from '../../application/shell/locationViewModel';
import { createPopupViewModel } from '../../application/shell/popupViewModel';
import type { Location } from '../../adapters-http/contract/location';
import { NO_FLASH } from '../../application/shell/FlashNotices';

/** The shell's view-models while server rendering: nothing is sent, nothing is stored, no notice is drawn. */
export function serverShellServices(): ShellServices {
  return {
    notifications: createNotificationsViewModel(),
    analytics: createAnalyticsViewModel({ send: async () => undefined }),
    incident: createIncidentViewModel(),
    newsletter: { subscribe: () => Promise.reject(new Error('the newsletter form is sent from the browser')) },
    location: createLocationViewModel<Location>(
      { topCities: () => Promise.reject(new Error('browser only')), choose: () => Promise.reject(new Error('browser only')) },
      { read: () => null, write: () => undefined },
    ),
    popups: { forPath: async () => [], vm: createPopupViewModel({ track: () => undefined }) },
    cookieAgreement: { stored: () => true, store: () => undefined },
    flash: NO_FLASH,
    // The flyout is closed while server rendering: its menu is read in the browser when wanted.
    headerMenu: async () => undefined,
  };
}
