import type { ShellData } from '../../adapters-ui-react/pageData';

/**
 * What the browser's services stand on, given once by main.tsx: every feature module reaches the network,
 * the page's address and storage through these, so a test gives its own (a fake fetch) and gets the same
 * view-models the shop runs.
 */
export interface BrowserPorts {
  /** Every API call (web, events, feature toggles, autocomplete, tracking). */
  readonly fetch: typeof fetch;
  /** The page's address and history, local and session storage, the document's cookies. */
  readonly window: Window;
  /** A finished sign-in, and answers that say the session changed, reload the page. */
  readonly reload: () => void;
  /** The root route's data once the router has it: the captcha site key, the maps key. */
  readonly shellData: () => ShellData | undefined;
}
