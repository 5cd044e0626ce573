import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { hashOperatorPassword } from '../../adapters-http/server/operatorDirectory';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { apiBrowser, signedInBrowser } from '../../test-fixtures/signedInClient';

const ORIGIN = 'http://shop.test';
// Absolute, so the request's own origin is the page's: the CSRF check compares them for forms.
const UPLOAD = `${ORIGIN}/web-api/v1/products/reviews/_upload-photo`;

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 20, g: 120, b: 220, alpha: 0.6 } } });

describe('review and question photos over HTTP (spec §7 _upload-photo, issue 5)', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  let products: string[];
  beforeAll(async () => {
    ({ db, app } = await openTestShop('review-photos', 20, {
      auth: { sms: { kind: 'outbox' }, operatorAccounts: `petrova=${hashOperatorPassword('s3cret', 'salt-2')}` },
    }));
    products = (await db.selectFrom('product').select('product_id').where('on_sale_soon', '=', false).orderBy('product_id').limit(3).execute()).map(
      (p) => p.product_id,
    );
  }, 60_000);
  afterAll(() => db.destroy());

  /** Sends one multipart upload as a browser form does, with the browser's session cookie. */
  const upload = async (cookie: string, file: Blob, name = 'photo.jpg', headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('photo', file, name);
    const res = await app.request(UPLOAD, { method: 'POST', headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers }, body: form });
    return { status: res.status, body: await res.json() };
  };
  const blob = (bytes: Uint8Array | string, type: string) => new Blob([bytes as BlobPart], { type });

  it('takes JPEG, PNG and WebP, re-encoded and served with immutable caching and their type', async () => {
    const me = await signedInBrowser(app, '+7918');
    const cases = [
      { file: await picture(2400, 1800).withMetadata({ orientation: 6 }).jpeg().toBuffer(), type: 'image/jpeg', served: 'image/jpeg', size: [1200, 1600] },
      { file: await picture(300, 200, 4).png().toBuffer(), type: 'image/png', served: 'image/webp', size: [300, 200] },
      { file: await picture(100, 400).webp().toBuffer(), type: 'image/webp', served: 'image/jpeg', size: [100, 400] },
    ];
    for (const c of cases) {
      const answer = await upload(me.cookie(), blob(c.file, c.type));
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ photoId: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `/media/reviews/${answer.body.photoId}` });
      const served = await app.request(answer.body.url);
      expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([
        200,
        c.served,
        'public, max-age=31536000, immutable',
      ]);
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([...c.size, undefined]);
      const thumbnail = await app.request(`${answer.body.url}/thumbnail`);
      expect([thumbnail.status, thumbnail.headers.get('content-type'), thumbnail.headers.get('cache-control')]).toEqual([
        200,
        c.served,
        'public, max-age=31536000, immutable',
      ]);
      const small = await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata();
      expect(Math.max(small.width, small.height)).toBe(Math.min(288, Math.max(...c.size)));
    }
    expect((await app.request('/media/reviews/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.request('/media/reviews/not-a-photo')).status).toBe(404);
  });

  it('refuses by the bytes, not the name or declared type, and never answers 500 for a broken image', async () => {
    const me = await signedInBrowser(app, '+7918');
    const text = await upload(me.cookie(), blob('Это просто текст, а не фото', 'image/jpeg'), 'photo.jpg');
    expect([text.status, text.body.reason]).toEqual([400, 'UNSUPPORTED_PHOTO_FORMAT']);
    expect((await upload(me.cookie(), blob(await picture(10, 10).gif().toBuffer(), 'image/png'), 'a.png')).body.reason).toBe('UNSUPPORTED_PHOTO_FORMAT');
    const png = await picture(200, 200).png().toBuffer();
    const truncated = await upload(me.cookie(), blob(png.subarray(0, png.length / 2), 'image/png'), 'a.png');
    expect([truncated.status, truncated.body.reason]).toEqual([400, 'CORRUPT_PHOTO']);
    const garbled = Uint8Array.from(png);
    garbled.fill(0x5a, 40);
    expect((await upload(me.cookie(), blob(garbled, 'image/png'), 'a.png')).body.reason).toBe('CORRUPT_PHOTO');
    expect((await upload(me.cookie(), blob(png.subarray(0, 12), 'image/png'), 'a.png')).body.reason).toBe('CORRUPT_PHOTO');
    // Over 10 MB is refused whatever the content: while streaming, or at once by the declared length.
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const oversized = await upload(me.cookie(), blob(big, 'image/jpeg'));
    expect([oversized.status, oversized.body.reason]).toEqual([400, 'PHOTO_TOO_LARGE']);
    const declared = await upload(me.cookie(), blob(png, 'image/png'), 'a.png', { 'content-length': String(20 * 1024 * 1024) });
    expect([declared.status, declared.body.reason]).toEqual([400, 'PHOTO_TOO_LARGE']);
  });

  it('answers 400 to a form without the photo field, 401 to anonymous visitors and 403 to other sites', async () => {
    const me = await signedInBrowser(app, '+7918');
    const form = new FormData();
    form.set('file', blob(await picture(10, 10).png().toBuffer(), 'image/png'), 'a.png');
    const noField = await app.request(UPLOAD, { method: 'POST', headers: { origin: ORIGIN, cookie: me.cookie() }, body: form });
    expect([noField.status, (await noField.json()).reason]).toEqual([400, 'INCORRECT_REQUEST']);
    expect((await me.call('POST', '/products/reviews/_upload-photo', { photo: 'x' })).status).toBe(400);
    const png = blob(await picture(10, 10).png().toBuffer(), 'image/png');
    const anonymous = await upload(apiBrowser(app).cookie(), png);
    expect([anonymous.status, anonymous.body.reason]).toEqual([401, 'NOT_AUTHORIZED']);
    expect((await upload(me.cookie(), png, 'a.png', { origin: 'https://evil.test' })).status).toBe(403);
  });

  it("logs an operator's upload for a client once, and other API calls still once", async () => {
    const op = apiBrowser(app);
    expect((await op.call('POST', '/auth/csm/_login', { token: 'petrova:s3cret', mode: 'CREATE_BASKET' })).status).toBe(200);
    expect((await op.call('POST', '/csm/_register', { phone: '+79180000999' })).status).toBe(200);
    expect((await upload(op.cookie(), blob(await picture(10, 10).png().toBuffer(), 'image/png'))).status).toBe(201);
    await op.call('POST', '/products/reviews/_check-post-possibility', { productIds: [] });
    const log = (await op.call('GET', '/csm/audit-log')).body;
    expect(log.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      'POST /products/reviews/_check-post-possibility',
      'POST /products/reviews/_upload-photo',
      'REGISTER_CLIENT',
    ]);
  });

  it("posts reviews and questions with the author's own free photos only, up to five, and lists them with their addresses", async () => {
    const [first, second, third] = products as [string, string, string];
    const me = await signedInBrowser(app, '+7919');
    const other = await signedInBrowser(app, '+7919');
    const photoOf = async (who: typeof me) => (await upload(who.cookie(), blob(await picture(64, 48).jpeg().toBuffer(), 'image/jpeg'))).body.photoId as string;
    const mine = [await photoOf(me), await photoOf(me)];
    const theirs = await photoOf(other);
    const review = { body: 'Удобные, фото прилагаю', author: 'Ира', isAnonymous: false, rating: 5 };

    const stolen = await me.call('POST', `/products/${first}/reviews`, { ...review, photoIds: [mine[0], theirs] });
    expect([stolen.status, stolen.body.reason]).toEqual([400, 'PHOTO_NOT_FOUND']);
    const unknown = await me.call('POST', `/products/${first}/reviews`, { ...review, photoIds: ['00000000-0000-4000-8000-000000000001'] });
    expect([unknown.status, unknown.body.reason]).toEqual([400, 'PHOTO_NOT_FOUND']);
    for (const photoIds of [['not-a-uuid'], [mine[0], mine[0]], Array.from({ length: 6 }, () => mine[0])]) {
      expect((await me.call('POST', `/products/${first}/reviews`, { ...review, photoIds })).body.reason).toBe('INCORRECT_REQUEST');
    }

    expect((await me.call('POST', `/products/${first}/reviews`, { ...review, photoIds: mine })).status).toBe(201);
    const listed = await apiBrowser(app).call('GET', `/products/${first}/reviews?filter=WITH_PHOTOS`);
    expect(listed.body.reviews).toMatchObject([
      { body: review.body, photoIds: mine, photos: mine.map((id) => ({ id, url: `/media/reviews/${id}`, thumbnailUrl: `/media/reviews/${id}/thumbnail` })) },
    ]);
    // A photo goes with one post only.
    expect((await me.call('POST', `/products/${second}/reviews`, { ...review, photoIds: [mine[1]] })).body.reason).toBe('PHOTO_NOT_FOUND');

    expect(
      (await other.call('POST', `/products/${third}/questions`, { body: 'Это какой цвет?', author: 'Олег', isAnonymous: false, photoIds: [theirs] })).status,
    ).toBe(201);
    const questions = await apiBrowser(app).call('GET', `/products/${third}/questions`);
    expect(questions.body.questions[0]).toMatchObject({
      body: 'Это какой цвет?',
      photoIds: [theirs],
      photos: [{ id: theirs, url: `/media/reviews/${theirs}`, thumbnailUrl: `/media/reviews/${theirs}/thumbnail` }],
    });
    expect((await apiBrowser(app).call('GET', `/products/${third}/reviews-and-questions`)).body.questions[0].photos).toHaveLength(1);
  });
});
