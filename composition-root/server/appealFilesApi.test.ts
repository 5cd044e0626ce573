import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../adapters-storage/postgres/schema';
import { openTestShop, type TestShopApp } from '../../test-fixtures/testShop';
import { signedInBrowser } from '../../test-fixtures/signedInClient';

const ORIGIN = 'http://shop.test';
const UPLOAD = '/web-api/v1/profiles/appeals/files';
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n';

describe('appeal files over HTTP (spec §7 POST /profiles/appeals/files, GET …/files/{id})', () => {
  let db: Kysely<Database>;
  let app: TestShopApp;
  beforeAll(async () => {
    ({ db, app } = await openTestShop('appeal-files', 1, { auth: { sms: { kind: 'outbox' }, operatorAccounts: undefined } }));
  }, 60_000);
  afterAll(() => db.destroy());

  /** One multipart upload as the browser's form sends it (a full URL: the CSRF check compares its origin). */
  const upload = async (cookie: string, bytes: Uint8Array | string, name: string, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('file', new Blob([bytes as BlobPart]), name);
    const res = await app.request(`${ORIGIN}${UPLOAD}`, { method: 'POST', headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers }, body: form });
    return { status: res.status, body: await res.json() };
  };
  const get = (cookie: string, url: string) => app.request(`${ORIGIN}${url}`, { headers: cookie ? { cookie } : {} });

  it('keeps a PDF as sent and a photo re-encoded, each a download for its owner only', async () => {
    const me = await signedInBrowser(app, '+7917');
    const pdf = await upload(me.cookie(), PDF, 'C:\\сканы\\чек.pdf');
    expect([pdf.status, pdf.body]).toEqual([201, { fileId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'чек.pdf', url: `${UPLOAD}/${pdf.body.fileId}` }]);
    const served = await get(me.cookie(), pdf.body.url);
    expect([
      served.status,
      served.headers.get('content-type'),
      served.headers.get('content-disposition'),
      served.headers.get('x-content-type-options'),
    ]).toEqual([200, 'application/pdf', `attachment; filename*=UTF-8''${encodeURIComponent('чек.pdf')}`, 'nosniff']);
    expect(await served.text()).toBe(PDF);

    const photo = await upload(
      me.cookie(),
      await sharp({ create: { width: 50, height: 40, channels: 3, background: '#0a0' } })
        .withMetadata({ orientation: 6 })
        .png()
        .toBuffer(),
      'брак.png',
    );
    expect([photo.status, photo.body.name]).toEqual([201, 'брак.jpg']);
    const image = await get(me.cookie(), photo.body.url);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).width).toBe(40);

    const other = await signedInBrowser(app, '+7917');
    expect((await get(other.cookie(), pdf.body.url)).status).toBe(404);
    expect((await get('', pdf.body.url)).status).toBe(401);
    expect((await get(me.cookie(), `${UPLOAD}/not-an-id`)).status).toBe(404);
  });

  it('refuses visitors, other formats, broken photos, a missing field and cross-site uploads', async () => {
    const me = await signedInBrowser(app, '+7917');
    expect((await upload('', PDF, 'a.pdf')).body.reason).toBe('NOT_AUTHORIZED');
    expect(await upload(me.cookie(), '<html><script>', 'чек.pdf')).toEqual({
      status: 400,
      body: { reason: 'UNSUPPORTED_FILE_FORMAT', message: 'Можно приложить только фото (JPEG, PNG, WebP) или PDF.' },
    });
    expect((await upload(me.cookie(), new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'a.jpg')).body.reason).toBe('CORRUPT_FILE');
    expect((await upload(me.cookie(), PDF, 'a.pdf', { origin: 'http://evil.test' })).status).toBe(403);
    const empty = await app.request(`${ORIGIN}${UPLOAD}`, { method: 'POST', headers: { origin: ORIGIN, cookie: me.cookie() }, body: new FormData() });
    expect([empty.status, (await empty.json()).reason]).toEqual([400, 'INCORRECT_REQUEST']);
  });

  it('attaches files to an appeal once, the customer’s own only, at most three', async () => {
    const me = await signedInBrowser(app, '+7917');
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await upload(me.cookie(), PDF, `акт${i}.pdf`)).body.fileId);
    const send = (who: typeof me, fileIds: unknown) => who.call('POST', '/feedback/appeals', { type: 'OTHER', text: 'Прикладываю документы', fileIds });
    expect((await send(me, ids)).body.reason).toBe('INCORRECT_REQUEST');
    expect((await send(me, [ids[0], ids[0]])).body.reason).toBe('INCORRECT_REQUEST');
    const other = await signedInBrowser(app, '+7917');
    expect((await send(other, [ids[0]])).body).toEqual({ reason: 'FILE_NOT_FOUND', message: 'Файл не найден. Приложите его ещё раз.' });
    expect((await send(me, ids.slice(0, 2))).status).toBe(201);
    expect((await send(me, [ids[1], ids[2]])).body.reason).toBe('FILE_NOT_FOUND');
    const list = (await me.call('GET', '/profiles/current/appeals')).body;
    expect(list.pagination.total).toBe(1);
    expect(list.appeals[0].files).toEqual([
      { id: ids[0], name: 'акт0.pdf', url: `${UPLOAD}/${ids[0]}` },
      { id: ids[1], name: 'акт1.pdf', url: `${UPLOAD}/${ids[1]}` },
    ]);
  });
});
