import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { apiClient } from './apiClient';

describe('the API client with a file upload', () => {
  it('sends a FormData as it is, leaving the multipart content type (with its boundary) to fetch; JSON otherwise', async () => {
    const sent: RequestInit[] = [];
    const request = apiClient(async (_url, init) => {
      sent.push(init!);
      return new Response('{"photoId":"p"}', { status: 201 });
    });
    const form = new FormData();
    form.set('photo', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(await request('POST', '/products/reviews/_upload-photo', t.type({ photoId: t.string }), form)).toEqual({ _tag: 'Right', right: { photoId: 'p' } });
    await request('POST', '/x', t.unknown, { a: 1 });
    expect([sent[0]!.body, sent[0]!.headers]).toEqual([form, { accept: 'application/json' }]);
    expect([sent[1]!.body, sent[1]!.headers]).toEqual(['{"a":1}', { accept: 'application/json', 'content-type': 'application/json' }]);
  });
});
