import * as E from 'fp-ts/Either';
import { apiClient, type ApiRequest } from '../../adapters-http/client/apiClient';
import { httpNewsletterApi } from '../../adapters-http/client/httpNewsletterApi';
import { httpLocationApi } from '../../adapters-http/client/httpLocationApi';
import { httpAnalyticsApi } from '../../adapters-http/client/httpAnalyticsApi';
import { PopupList } from '../../adapters-http/contract/popups';
import { localFirstSeenStore } from '../../adapters-storage/browser/firstSeenStore';
import { localCookieAgreement } from '../../adapters-storage/browser/cookieAgreement';
import { sessionFlashNotices } from '../../adapters-storage/browser/sessionFlashNotices';
import type { ShellServices } from '../../adapters-ui-react/shell/shellServices';
import { createAnalyticsViewModel } from '../../application/shell/analyticsViewModel';
import type { IncidentViewModel } from '../../application/shell/incidentViewModel';
import { createLocationViewModel } from '../../application/shell/locationViewModel';
import { createNotificationsViewModel } from '../../application/shell/notificationsViewModel';
import { createPopupViewModel } from '../../application/shell/popupViewModel';
import type { BrowserPorts } from './browserPorts';
import { httpHeaderMenu } from './httpHeaderMenu';

/** One request however often it is asked for; a failed one is asked again next time. */
function once<A>(load: () => Promise<A | undefined>): () => Promise<A | undefined> {
  let pending: Promise<A | undefined> | undefined;
  return () => {
    pending ??= load().then((value) => {
      if (value === undefined) pending = undefined;
      return value;
    });
    return pending;
  };
}

/** The shell's view-models in the browser: real timers, the events API, local storage. */
export function browserShellServices({ fetch, window }: BrowserPorts, incident: IncidentViewModel, request: ApiRequest): ShellServices {
  const events = apiClient(fetch, '/events-api/v1', { onIncident: incident.report });
  const analytics = createAnalyticsViewModel(httpAnalyticsApi(events));
  return {
    notifications: createNotificationsViewModel(),
    analytics,
    incident,
    newsletter: httpNewsletterApi(request),
    location: createLocationViewModel(httpLocationApi(request), localFirstSeenStore(window.localStorage)),
    popups: {
      forPath: async (path) =>
        E.getOrElseW(() => [])(E.map((l: PopupList) => l.popups)(await request('GET', `/popups?path=${encodeURIComponent(path)}`, PopupList))),
      vm: createPopupViewModel(analytics),
    },
    cookieAgreement: localCookieAgreement(window.localStorage),
    flash: sessionFlashNotices(window.sessionStorage),
    headerMenu: once(() => httpHeaderMenu(request)),
  };
}
