import type { MiddlewareHandler } from 'hono';
import { ContainerModule } from 'inversify';
import type { AuthUseCases } from '../../../adapters-http/server/authDeps';
import type { IdentityServerDeps } from '../../../adapters-http/server/identityDeps';
import type { OperatorUseCases } from '../../../adapters-http/server/operatorDeps';
import { configuredOperatorDirectory } from '../../../adapters-http/server/operatorDirectory';
import { authApiRoutes } from '../../../adapters-http/server/routes/authApiRoutes';
import { operatorAudit } from '../../../adapters-http/server/routes/operatorRoutes';
import type { SessionVariables } from '../../../adapters-http/server/session';
import { postgresIdentityRepository } from '../../../adapters-storage/postgres/postgresIdentityRepository';
import { postgresSessionRepository } from '../../../adapters-storage/postgres/postgresSessionRepository';
import { completeRegistration } from '../../../application/auth/completeRegistration';
import { currentUser } from '../../../application/auth/currentUser';
import { exchangeSignInCode } from '../../../application/auth/exchangeSignInCode';
import type { IdentityRepository } from '../../../application/auth/IdentityProvider';
import { requestSignInCode } from '../../../application/auth/requestSignInCode';
import { resolveSession } from '../../../application/auth/resolveSession';
import type { SessionRepository } from '../../../application/auth/SessionRepository';
import { signOut } from '../../../application/auth/signOut';
import type { StartCustomerSessionDeps } from '../../../application/auth/startCustomerSession';
import { actForClient, leaveClient, recordOperatorAction } from '../../../application/operator/actForClient';
import { operatorLogin } from '../../../application/operator/operatorLogin';
import { adoptVisitorState } from '../adoptVisitorState';
import { identityServerDeps } from '../identityDeps';
import { BROWSING } from './browsingModule';
import { CART } from './cartModule';
import { CONFIG, CORE } from './coreModule';
import { ORDERS } from './orderModule';
import { PHONE_CODE_PORTS, PHONE_CODES } from './phoneCodeModule';
import { ROUTES } from './routes';
import { fromPorts, resolveAll, token, type Tokens } from './token';

/** Sessions, sign-in (phone code, identity providers) and call-centre operators. */
export const AUTH = {
  sessions: token<SessionRepository>('SessionRepository'),
  /** What signing in moves from the visitor to the customer (adoptVisitorState.ts). */
  adoptVisitorState: token<ReturnType<typeof adoptVisitorState>>('adoptVisitorState'),
  useCases: token<AuthUseCases>('AuthUseCases'),
  operators: token<OperatorUseCases>('OperatorUseCases'),
  /** Logs every change an operator makes while acting for a client. */
  operatorAudit: token<MiddlewareHandler<{ Variables: SessionVariables }>>('OperatorAudit'),
  identities: token<IdentityRepository>('IdentityRepository'),
  identity: token<IdentityServerDeps>('IdentityServerDeps'),
} as const;

/** What starting a customer's session needs, by phone code or by an identity provider. */
const SESSION_START: Tokens<StartCustomerSessionDeps> = {
  sessions: AUTH.sessions,
  ids: CORE.ids,
  adoptVisitorState: AUTH.adoptVisitorState,
  orderClaims: ORDERS.claims,
};

export const authModule = new ContainerModule(({ bind }) => {
  bind(AUTH.sessions).toResolvedValue(postgresSessionRepository, [CORE.db]);
  bind(AUTH.identities).toResolvedValue(postgresIdentityRepository, [CORE.db]);
  bind(AUTH.adoptVisitorState).toDynamicValue(
    fromPorts(adoptVisitorState, {
      carts: CART.carts,
      ids: CORE.ids,
      promoCodes: CART.promoCodes,
      clock: CORE.clock,
      views: BROWSING.views,
      locations: CORE.locations,
    }),
  );
  bind(AUTH.useCases).toDynamicValue((ctx): AuthUseCases => {
    const { sessions, ids, customers } = resolveAll(ctx, { ...SESSION_START, customers: CORE.customers });
    return {
      resolveSession: resolveSession({ sessions }),
      requestSignInCode: requestSignInCode(resolveAll(ctx, PHONE_CODE_PORTS)),
      exchangeSignInCode: exchangeSignInCode(
        resolveAll(ctx, {
          ...SESSION_START,
          codes: PHONE_CODES.codes,
          customers: CORE.customers,
          hasher: PHONE_CODES.hasher,
          clock: CORE.clock,
        }),
      ),
      completeRegistration: completeRegistration({ customers }),
      currentUser: currentUser({ customers }),
      signOut: signOut({ sessions, ids }),
    };
  });
  bind(AUTH.operators).toDynamicValue((ctx): OperatorUseCases => {
    const { config, ...ports } = resolveAll(ctx, {
      customers: CORE.customers,
      sessions: AUTH.sessions,
      audit: CORE.audit,
      clock: CORE.clock,
      ids: CORE.ids,
      config: CONFIG.auth,
    });
    return {
      login: operatorLogin({ ...ports, directory: configuredOperatorDirectory(config.operatorAccounts) }),
      actForClient: actForClient(ports),
      leaveClient: leaveClient(ports),
      record: recordOperatorAction(ports),
      audit: ports.audit,
    };
  });
  bind(AUTH.operatorAudit).toResolvedValue(operatorAudit, [AUTH.operators]);
  bind(AUTH.identity).toDynamicValue((ctx) => {
    const { config, secret, ...ports } = resolveAll(ctx, {
      ...SESSION_START,
      identities: AUTH.identities,
      customers: CORE.customers,
      clock: CORE.clock,
      config: CONFIG.auth,
      secret: CONFIG.sessionSecret,
    });
    return identityServerDeps(ports, secret, config.identity ?? { yandex: { kind: 'dev' }, devProviders: config.sms.kind === 'outbox' });
  });

  bind(ROUTES.auth).toResolvedValue(
    (useCases, operators, identity, smsOutbox, devCaptcha) =>
      authApiRoutes({
        useCases,
        operators,
        identity,
        smsOutbox: smsOutbox?.read,
        devCaptchaToken: devCaptcha?.issue,
      }),
    [AUTH.useCases, AUTH.operators, AUTH.identity, PHONE_CODES.smsOutbox, PHONE_CODES.devCaptcha],
  );
});
