import { isRight } from 'fp-ts/Either';
import { Observable } from 'rxjs';
import { AutoHintsResponse } from '../contract/autoHints';

/**
 * GET /web-api/v1/products/auto-hints as a cancellable observable: unsubscribing aborts the request,
 * so the answer to text the shopper has already changed never arrives. Failures end it with an error.
 */
export function httpAutoHints(fetchFn: typeof fetch, base = '/web-api/v1') {
  return (query: string): Observable<AutoHintsResponse> =>
    new Observable<AutoHintsResponse>((subscriber) => {
      const abort = new AbortController();
      fetchFn(`${base}/products/auto-hints?query=${encodeURIComponent(query)}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        signal: abort.signal,
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`auto-hints ${response.status}`);
          const decoded = AutoHintsResponse.decode(await response.json());
          if (!isRight(decoded)) throw new Error('auto-hints: unexpected answer');
          subscriber.next(decoded.right);
          subscriber.complete();
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) subscriber.error(error);
        });
      return () => abort.abort();
    });
}
