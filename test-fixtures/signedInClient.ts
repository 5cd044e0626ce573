import { cookieClient, type InProcessApp } from './cookieClient';

/**
 * A browser of its own for API tests (any method), keeping its session cookie; answers status and JSON (or text).
 * Paths are under /web-api/v1 unless they start with a service's prefix (/web-api/, /ga-api/, …); a string body goes as it is (malformed JSON).
 */
export function apiBrowser(app: InProcessApp, origin = 'http://shop.test') {
  const client = cookieClient(app, origin);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await client.send(
      method,
      /^\/[a-z-]+-api\//.test(path) ? path : `/web-api/v1${path}`,
      body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
      headers,
    );
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
    const json: any = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
    return { status: res.status, body: json };
  };
  return { call, cookie: client.cookie };
}

let phones = 0;

/** A browser (a new one, or one that browsed before) signed in with a fresh phone through the SMS outbox (the shop must run with SMS_PROVIDER outbox). */
export async function signedInBrowser(app: InProcessApp, prefix = '+7915', me = apiBrowser(app)) {
  await signInAs(me, `${prefix}${String(10_000_000 + phones++).slice(1)}`);
  return me;
}

/** Signs a browser in with a given phone through the SMS outbox; answers the /auth/tokens body ({step, userInfo}). */
export async function signInAs(me: ReturnType<typeof apiBrowser>, phone: string) {
  const sent = await me.call('POST', '/auth/phone/codes', { phone, typeChannel: 'SMS', token: '' });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status}`);
  const code = /\d{6}/.exec((await me.call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body[0].text)![0];
  const signed = await me.call('POST', '/auth/tokens', { phone, code });
  if (signed.status !== 200) throw new Error(`not signed in: ${signed.status}`);
  return signed.body;
}
