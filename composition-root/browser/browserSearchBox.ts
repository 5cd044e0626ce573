import { localProductHistory } from '../../adapters-storage/browser/productHistory';
import { trackProductView } from '../../adapters-http/client/trackProductView';
import { httpAutoHints } from '../../adapters-http/client/httpAutoHints';
import { sessionSearchHistory } from '../../adapters-storage/browser/sessionSearchHistory';
import { createHeaderSearchViewModel } from '../../application/catalogue/headerSearchViewModel';
import { searchOptions } from '../../adapters-ui-react/shell/searchOptions';
import type { BrowserPorts } from './browserPorts';

/** The header search box's view-model over the autocomplete API and session storage. */
export function browserSearchBox({ fetch, window }: BrowserPorts) {
  return createHeaderSearchViewModel({
    hints: httpAutoHints(fetch),
    optionsOf: searchOptions,
    history: sessionSearchHistory(window.sessionStorage),
    clock: { now: () => new Date() },
  });
}

/** A product view goes to local storage (id → url) and to the server's tracking call. */
export function browserProductViews({ fetch, window }: BrowserPorts) {
  const history = localProductHistory(window.localStorage);
  const track = trackProductView(fetch);
  return (productId: string, url: string) => {
    history.remember(productId, url);
    track(productId);
  };
}
