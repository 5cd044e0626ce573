import '../../adapters-ui-react/styles/shop.css';

// The server's page is painted before any of the shop's code runs: the framework, the shell and the page's
// chunk (preloaded by the head) are evaluated, and the page hydrated, one frame after the first paint. On
// a phone that evaluation and hydration are long tasks, and once the modules are at hand early (cached, or
// a fast link) they would otherwise run before the browser shows anything. A hidden tab paints nothing,
// so it does not wait.
await new Promise<void>((resolve) => (document.visibilityState === 'hidden' ? resolve() : requestAnimationFrame(() => setTimeout(resolve))));
const { hydrateShop } = await import('./hydrateShop');
await hydrateShop();
