import { Hono } from 'hono';
import { html } from 'hono/html';
import type { IdentityChannel } from '../../../application/auth/IdentityProvider';
import { failure } from '../failure';

const CHANNELS: Readonly<Record<string, { channel: IdentityChannel; name: string }>> = {
  vk: { channel: 'VKONTAKTE', name: 'VK ID' },
  'sber-id': { channel: 'SBER_ID', name: 'Сбер ID' },
  'yandex-id': { channel: 'YANDEX_ID', name: 'Яндекс ID' },
};

/**
 * GET /dev/identity/{vk|sber-id|yandex-id}/authorize — the local identity provider's sign-in page:
 * asks for a phone, then sends the visitor back with the payload the real service would give.
 */
export function devIdentityRoutes(authorize: (channel: IdentityChannel, query: Readonly<Record<string, string>>) => Promise<string>) {
  return new Hono().get('/dev/identity/:channel/authorize', async (c) => {
    const known = CHANNELS[c.req.param('channel')];
    const query = c.req.query();
    if (!known || !/^\/(?!\/)/.test(query.redirect_uri ?? '')) return failure(c, 'INCORRECT_REQUEST');
    if (query.phone) return c.redirect(await authorize(known.channel, query), 302);
    const hidden = Object.entries(query).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`);
    return c.html(html`<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
      <title>${known.name} — тестовый вход</title></head>
      <body style="font-family: system-ui; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
      <h1>${known.name}: тестовый вход</h1><p>Локальный поставщик для разработки и тестов.</p>
      <form method="get">${hidden}<label>Телефон <input name="phone" type="tel" required value="+7"></label>
      <button type="submit">Войти</button></form></body></html>`);
  });
}
