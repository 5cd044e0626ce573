import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Container } from 'inversify';
import type { Kysely } from 'kysely';
import { completeRegistration } from '../../application/auth/completeRegistration';
import { currentUser } from '../../application/auth/currentUser';
import { exchangeSignInCode } from '../../application/auth/exchangeSignInCode';
import { requestSignInCode } from '../../application/auth/requestSignInCode';
import { resolveSession } from '../../application/auth/resolveSession';
import { signOut } from '../../application/auth/signOut';
import type { CodeGenerator } from '../../application/auth/CodeSecrets';
import type { SmsGateway } from '../../application/auth/SmsGateway';
import type { SendLimits } from '../../application/auth/signInRules';
import { actForClient, leaveClient, recordOperatorAction } from '../../application/operator/actForClient';
import { operatorLogin } from '../../application/operator/operatorLogin';
import type { Clock } from '../../application/shared/Clock';
import type { AuthServerDeps } from '../../adapters-http/server/authDeps';
import { configuredOperatorDirectory } from '../../adapters-http/server/operatorDirectory';
import { cryptoCodeGenerator, hmacSecretHasher } from '../../adapters-http/server/secrets';
import { smsRuGateway } from '../../adapters-http/gateways/smsRuGateway';
import { devCaptcha } from '../../adapters-http/gateways/devCaptchaVerifier';
import { smartCaptchaVerifier } from '../../adapters-http/gateways/smartCaptchaVerifier';
import { postgresAuditLog } from '../../adapters-storage/postgres/postgresAuditLog';
import { postgresAuthCodeRepository } from '../../adapters-storage/postgres/postgresAuthCodeRepository';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresCustomerRepository } from '../../adapters-storage/postgres/postgresCustomerRepository';
import { postgresSessionRepository } from '../../adapters-storage/postgres/postgresSessionRepository';
import { postgresSmsOutbox } from '../../adapters-storage/postgres/postgresSmsOutbox';
import type { Database } from '../../adapters-storage/postgres/schema';
import type { AuthConfig } from '../authConfig';
import { identityServerDeps } from './identityDeps';
import { adoptVisitorState } from './adoptVisitorState';
import { postgresGuestOrderClaims } from '../../adapters-storage/postgres/postgresGuestOrderClaims';
import { cartDeps } from './cartPageWiring';
import { checkoutPhoneUseCases } from '../../application/checkout/verifyCheckoutPhone';
import { proPhoneCodes } from '../../application/pro/proPhoneCodes';
import { postgresCatalogueRepository } from '../../adapters-storage/postgres/postgresCatalogueRepository';

/** What tests may replace: time, randomness, limits. */
export interface AuthOverrides {
  readonly clock?: Clock;
  readonly generator?: CodeGenerator;
  readonly limits?: SendLimits;
}

const AUTH = Symbol('AuthServerDeps');

/** Binds the sign-in and operator ports to their adapters and gives the HTTP adapter its use-cases. */
export function authServerDeps(db: Kysely<Database>, secret: string, config: AuthConfig, overrides: AuthOverrides = {}): AuthServerDeps {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind<AuthServerDeps>(AUTH).toDynamicValue(() => {
    const ids = { uuid: randomUUID };
    const clock = overrides.clock ?? { now: () => new Date() };
    const outbox = config.sms.kind === 'outbox' ? postgresSmsOutbox(db, randomUUID, clock.now) : undefined;
    const sms: SmsGateway = config.sms.kind === 'smsru' ? smsRuGateway(config.sms) : outbox!.gateway;
    const sessions = postgresSessionRepository(db);
    const customers = postgresCustomerRepository(db);
    const codes = postgresAuthCodeRepository(db);
    const hasher = hmacSecretHasher(secret);
    const audit = postgresAuditLog(db, randomUUID);
    const captchaConfig = config.captcha ?? { kind: 'dev' };
    const dev = captchaConfig.kind === 'dev' ? devCaptcha(randomUUID, clock.now) : undefined;
    const captcha = captchaConfig.kind === 'smartcaptcha' ? smartCaptchaVerifier(captchaConfig) : dev!.verifier;
    return {
      useCases: {
        resolveSession: resolveSession({ sessions }),
        requestSignInCode: requestSignInCode({ codes, sms, captcha, hasher, clock, ids, generator: overrides.generator ?? cryptoCodeGenerator, limits: overrides.limits ?? config.sendLimits }),
        exchangeSignInCode: exchangeSignInCode({ codes, customers, sessions, hasher, clock, ids, adoptVisitorState: adoptVisitorState(db, ids, clock), orderClaims: postgresGuestOrderClaims(db) }),
        completeRegistration: completeRegistration({ customers }),
        currentUser: currentUser({ customers }),
        signOut: signOut({ sessions, ids }),
      },
      operators: {
        login: operatorLogin({ directory: configuredOperatorDirectory(config.operatorAccounts), sessions, audit, clock, ids }),
        actForClient: actForClient({ customers, sessions, audit, clock, ids }),
        leaveClient: leaveClient({ sessions, audit, clock }),
        record: recordOperatorAction({ audit, clock }),
        audit,
      },
      identity: identityServerDeps(db, secret, config.identity ?? { yandex: { kind: 'dev' }, devProviders: config.sms.kind === 'outbox' }, clock),
      checkoutPhone: checkoutPhoneUseCases({
        ...cartDeps(db, postgresCartRepository(db), postgresCatalogueRepository(db), clock),
        codes, sms, captcha, hasher, clock, ids, generator: overrides.generator ?? cryptoCodeGenerator, limits: overrides.limits ?? config.sendLimits,
      }),
      proPhone: proPhoneCodes({ codes, sms, captcha, hasher, clock, ids, generator: overrides.generator ?? cryptoCodeGenerator, limits: overrides.limits ?? config.sendLimits }),
      smsOutbox: outbox?.read,
      captcha,
      devCaptchaToken: dev?.issue,
    };
  });
  return c.get<AuthServerDeps>(AUTH);
}
