import type { AnalyticsViewModel } from '../../application/shell/analyticsViewModel';
import type { IncidentViewModel } from '../../application/shell/incidentViewModel';
import type { NotificationsViewModel } from '../../application/shell/notificationsViewModel';
import type { NewsletterApi } from '../../application/shell/newsletterViewModel';
import type { LocationViewModel } from '../../application/shell/locationViewModel';
import type { Location } from '../../adapters-http/contract/location';
import type { Popup } from '../../application/shell/PopupSource';
import type { PopupViewModel } from '../../application/shell/popupViewModel';
import type { FlashNotices } from '../../application/shell/FlashNotices';
import type { HeaderMenu } from '../../adapters-http/contract/directory';

/** The page shell's view-models, made by the composition root (browser) or inert ones (server). */
export interface ShellServices {
  readonly notifications: NotificationsViewModel;
  readonly analytics: AnalyticsViewModel;
  readonly incident: IncidentViewModel;
  /** Where the shopper's agreement to cookies is kept (spec §4 Cookie notice). */
  readonly newsletter: NewsletterApi;
  readonly location: LocationViewModel<Location>;
  /** Popups by page path (shown only with FT12528). */
  readonly popups: { readonly forPath: (path: string) => Promise<readonly Popup[]>; readonly vm: PopupViewModel };
  readonly cookieAgreement: { readonly stored: () => boolean; readonly store: () => void };
  /** Messages kept across a sign-in's reload, shown once (issue 14). */
  readonly flash: FlashNotices;
  /**
   * The catalogue flyout's sections, sports and brands, asked for when the shopper reaches for the button
   * (not with every page: a page would carry 23 KB it seldom uses); undefined when they could not be read.
   */
  readonly headerMenu: () => Promise<HeaderMenu | undefined>;
}
