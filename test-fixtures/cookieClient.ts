/** Something that answers requests in process, like a Hono app's `request`. */
export type InProcessApp = { readonly request: (path: string, init: RequestInit) => Response | Promise<Response> };

/**
 * A browser of its own for API tests: same-origin JSON requests that keep the session cookie the
 * server sets, the way a browser would. Called as `(path, body?)` it GETs, or POSTs the body as JSON;
 * `send` takes any method, a body already serialised and extra headers.
 */
export function cookieClient(app: InProcessApp, origin = 'http://shop.test') {
  let cookie = '';
  const send = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, {
      method,
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { body }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
  const call = (path: string, body?: unknown) => send(body === undefined ? 'GET' : 'POST', path, body === undefined ? undefined : JSON.stringify(body));
  return Object.assign(call, { send, cookie: () => cookie });
}
