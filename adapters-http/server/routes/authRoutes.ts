import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { AdditionalCodeBody, CodeRequestBody, RegistrationBody, TokenBody } from '../../contract/auth';
import { encodeSignIn } from '../encode/encodeSignIn';
import type { AuthUseCases } from '../authDeps';
import { clientAddress } from '../clientAddress';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import { requestCountry } from '../marketScope';
import type { SessionVariables } from '../session';

type Ctx = Context<{ Variables: SessionVariables }>;

/** 401 that tells the browser's client to reload: the session is gone or never signed in (spec §8). */
export function notAuthorized(c: Ctx): Response {
  c.header('WWW-Authenticate', 'SM-JWT realm="web-api"');
  return failure(c, 'NOT_AUTHORIZED');
}

const signedIn = (c: Ctx) => c.get('viewer').customerId !== null || c.get('viewer').operator !== null;

/** Phone-code sign-in, registration, the current user and sign-out (spec §7 Auth). */
export function authRoutes(useCases: AuthUseCases) {
  const sendCode = (additional: boolean) => async (c: Ctx) => {
    const body = additional
      ? E.map((b: { phone: string; token?: string }) => ({ ...b, typeChannel: undefined }))(await decodeBody(c, AdditionalCodeBody))
      : await decodeBody(c, CodeRequestBody);
    if (E.isLeft(body)) return failure(c, body.left);
    const sent = await useCases.requestSignInCode({
      sessionId: c.get('viewer').sessionId,
      signedIn: signedIn(c),
      phone: body.right.phone,
      country: await requestCountry(),
      typeChannel: body.right.typeChannel,
      clientAddress: clientAddress(c),
      additional,
      token: body.right.token,
    });
    return E.isRight(sent) ? c.json(sent.right) : failure(c, sent.left._tag);
  };

  return new Hono<{ Variables: SessionVariables }>()
    .post('/auth/phone/codes', sendCode(false))
    .post('/auth/phone/codes/_sendAdditional', sendCode(true))
    .post('/auth/tokens', async (c) => {
      const body = await decodeBody(c, TokenBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const result = await useCases.exchangeSignInCode({
        sessionId: c.get('viewer').sessionId,
        signedIn: signedIn(c),
        clientAddress: clientAddress(c),
        country: await requestCountry(),
        ...body.right,
      });
      if (E.isLeft(result)) return failure(c, result.left._tag);
      await c.get('startSession')(result.right.sessionId);
      const viewer = { sessionId: result.right.sessionId, customerId: result.right.customer.id, operator: null };
      return c.json(encodeSignIn(result.right.step, await useCases.currentUser(viewer), result.right.dropped));
    })
    .post('/profiles', async (c) => {
      const body = await decodeBody(c, RegistrationBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const saved = await useCases.completeRegistration(c.get('viewer').customerId, { email: null, ...body.right });
      if (E.isLeft(saved)) return saved.left._tag === 'NOT_AUTHORIZED' ? notAuthorized(c) : failure(c, saved.left._tag);
      return c.json(await useCases.currentUser(c.get('viewer')));
    })
    .get('/users/current', async (c) => c.json(await useCases.currentUser(c.get('viewer'))))
    .post('/auth/_logout', async (c) => {
      await c.get('startSession')(await useCases.signOut(c.get('viewer'), false));
      return c.json({});
    })
    .post('/auth/_logout-from-all-devices', async (c) => {
      if (!c.get('viewer').customerId) return notAuthorized(c);
      await c.get('startSession')(await useCases.signOut(c.get('viewer'), true));
      return c.json({});
    });
}
