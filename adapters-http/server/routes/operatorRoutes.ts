import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as E from 'fp-ts/Either';
import { CsmLoginBody, CsmRegisterBody, NaumenLoginBody, NaumenRegisterBody } from '../../contract/operator';
import { decodeBody } from '../decode';
import { failure } from '../failure';
import { requestCountry } from '../marketScope';
import type { OperatorUseCases } from '../operatorDeps';
import type { SessionVariables } from '../session';
import { notAuthorized } from './authRoutes';

type Ctx = Context<{ Variables: SessionVariables }>;

/** Call-centre operators: sign-in from csm and naumen, acting for a client, the audit log (spec §6, §7). */
export function operatorRoutes(ops: OperatorUseCases) {
  const register = async (c: Ctx, phone: string) => {
    const acted = await ops.actForClient(c.get('viewer'), phone, await requestCountry());
    if (E.isLeft(acted)) return acted.left._tag === 'NOT_AUTHORIZED' ? notAuthorized(c) : failure(c, acted.left._tag);
    return c.json({ customerId: acted.right });
  };
  return new Hono<{ Variables: SessionVariables }>()
    .post('/auth/csm/_login', async (c) => {
      const body = await decodeBody(c, CsmLoginBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const [login = '', ...rest] = body.right.token.split(':');
      const session = await ops.login({ sessionId: c.get('viewer').sessionId, login, secret: rest.join(':'), mode: body.right.mode, system: 'csm' });
      if (E.isLeft(session)) return notAuthorized(c);
      await c.get('startSession')(session.right);
      return c.json({});
    })
    .post('/auth/naumen/_login', async (c) => {
      const body = await decodeBody(c, NaumenLoginBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const { login, token, phone, smpId, regcode } = body.right;
      const session = await ops.login({
        sessionId: c.get('viewer').sessionId,
        login,
        secret: token,
        mode: 'CREATE_BASKET',
        system: 'naumen',
        details: { smpId, regcode },
      });
      if (E.isLeft(session)) return notAuthorized(c);
      await c.get('startSession')(session.right);
      if (phone)
        await ops.actForClient({ sessionId: session.right, customerId: null, operator: { login, mode: 'CREATE_BASKET' } }, phone, await requestCountry());
      return c.json({});
    })
    .post('/csm/_register', async (c) => {
      const body = await decodeBody(c, CsmRegisterBody);
      return E.isLeft(body) ? failure(c, body.left) : register(c, body.right.phone);
    })
    .post('/naumen/_register', async (c) => {
      const body = await decodeBody(c, NaumenRegisterBody);
      return E.isLeft(body) ? failure(c, body.left) : register(c, body.right.phone);
    })
    .post('/auth/customer/_logout', async (c) => ((await ops.leaveClient(c.get('viewer'))) ? c.json({}) : notAuthorized(c)))
    .get('/csm/audit-log', async (c) => {
      const operator = c.get('viewer').operator;
      if (!operator) return notAuthorized(c);
      const entries = await ops.audit.byOperator(operator.login, 50);
      return c.json(entries.map((e) => ({ operatorLogin: e.operatorLogin, customerId: e.customerId, action: e.action, at: e.at.toISOString() })));
    });
}

const SELF_AUDITED = /^\/web-api\/v1\/(auth|csm|naumen)\//;

/** Writes every state change an operator makes while acting for a client to the audit log. */
export function operatorAudit(ops: OperatorUseCases): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || SELF_AUDITED.test(c.req.path)) return;
    await ops.record(c.get('viewer'), `${c.req.method} ${c.req.path.replace('/web-api/v1', '')}`, { status: c.res.status });
  };
}
