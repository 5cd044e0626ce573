import type { InProcessApp } from './cookieClient';

/** A browser of its own for API tests (any method), keeping its session cookie; answers status and JSON (or text). */
export function apiBrowser(app: InProcessApp, origin = 'http://shop.test') {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`/web-api/v1${path}`, {
      method,
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
    const json: any = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
    return { status: res.status, body: json };
  };
  return { call, cookie: () => cookie };
}

let phones = 0;

/** A browser signed in with a fresh phone through the SMS outbox (the shop must run with SMS_PROVIDER outbox). */
export async function signedInBrowser(app: InProcessApp, prefix = '+7915') {
  const me = apiBrowser(app);
  const phone = `${prefix}${String(10_000_000 + phones++).slice(1)}`;
  const sent = await me.call('POST', '/auth/phone/codes', { phone, typeChannel: 'SMS', token: '' });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status}`);
  const code = /\d{6}/.exec((await me.call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body[0].text)![0];
  const signed = await me.call('POST', '/auth/tokens', { phone, code });
  if (signed.status !== 200) throw new Error(`not signed in: ${signed.status}`);
  return me;
}
