/** Tells the server the shopper viewed a product (POST /tracking/recently-viewed-products); failures are ignored. */
export function trackProductView(fetchFn: typeof fetch, base = '/web-api/v1') {
  return (productId: string): void => {
    void fetchFn(`${base}/tracking/recently-viewed-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ productId }),
    }).catch(() => undefined);
  };
}
