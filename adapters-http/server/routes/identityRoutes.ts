import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { IdentityChannel } from '../../../application/auth/IdentityProvider';
import { IdentityStartBody, SberSignInBody, VkSignInBody, YandexSignInBody } from '../../contract/auth';
import type { IdentityServerDeps } from '../identityDeps';
import { decodeBody } from '../decode';
import { encodeSignIn } from '../encode/encodeSignIn';
import { failure } from '../failure';
import type { SessionVariables } from '../session';

type Ctx = Context<{ Variables: SessionVariables }>;
const CHANNELS: Readonly<Record<string, IdentityChannel>> = { vk: 'VKONTAKTE', 'sber-id': 'SBER_ID', 'yandex-id': 'YANDEX_ID' };

/** Sign-in with VK ID, Sber ID and Yandex ID (spec §7 Auth, §4 Auth). */
export function identityRoutes(deps: IdentityServerDeps) {
  const signIn =
    <A extends Record<string, string>>(channel: IdentityChannel, codec: t.Decoder<unknown, A>) =>
    async (c: Ctx) => {
      const body = await decodeBody(c, codec);
      if (E.isLeft(body)) return failure(c, body.left);
      const viewer = c.get('viewer');
      const result = await deps.signIn({
        sessionId: viewer.sessionId,
        signedIn: viewer.customerId !== null || viewer.operator !== null,
        channel,
        credentials: body.right,
      });
      if (E.isLeft(result)) return failure(c, result.left._tag);
      await c.get('startSession')(result.right.sessionId);
      const userInfo = await deps.currentUser({ sessionId: result.right.sessionId, customerId: result.right.customerId, operator: null });
      return c.json(encodeSignIn(result.right.step, userInfo, result.right.dropped));
    };
  const start = async (c: Ctx, channel: IdentityChannel) => {
    const body = await decodeBody(c, IdentityStartBody);
    if (E.isLeft(body)) return failure(c, body.left);
    return c.json(await deps.start(c.get('viewer').sessionId, channel, body.right.redirectUri));
  };
  return new Hono<{ Variables: SessionVariables }>()
    .post('/auth/vk', signIn('VKONTAKTE', VkSignInBody))
    .post('/auth/sber-id', signIn('SBER_ID', SberSignInBody))
    .post('/auth/yandex-id', signIn('YANDEX_ID', YandexSignInBody))
    .post('/auth/sber-id/init-params', (c) => start(c, 'SBER_ID'))
    .post('/auth/identity/:channel/_start', (c) => {
      const channel = CHANNELS[c.req.param('channel')];
      return channel ? start(c, channel) : failure(c, 'NOT_FOUND');
    });
}
