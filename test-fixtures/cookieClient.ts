/** Something that answers requests in process, like a Hono app's `request`. */
export type InProcessApp = { readonly request: (path: string, init: RequestInit) => Response | Promise<Response> };

/**
 * A browser of its own for API tests: same-origin JSON requests that keep the session cookie the
 * server sets, the way a browser would.
 */
export function cookieClient(app: InProcessApp, origin = 'http://shop.test') {
  let cookie = '';
  const call = async (path: string, body?: unknown) => {
    const response = await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
  return Object.assign(call, { cookie: () => cookie });
}
