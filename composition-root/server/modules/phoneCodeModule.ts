import { ContainerModule } from 'inversify';
import { smartCaptchaVerifier } from '../../../adapters-http/gateways/smartCaptchaVerifier';
import { smsRuGateway } from '../../../adapters-http/gateways/smsRuGateway';
import { cryptoCodeGenerator, hmacSecretHasher } from '../../../adapters-http/server/secrets';
import { postgresAuthCodeRepository } from '../../../adapters-storage/postgres/postgresAuthCodeRepository';
import { postgresDevCaptcha, type DevCaptcha } from '../../../adapters-storage/postgres/postgresDevCaptcha';
import { postgresSmsOutbox } from '../../../adapters-storage/postgres/postgresSmsOutbox';
import type { AuthCodeRepository } from '../../../application/auth/AuthCodeRepository';
import type { CaptchaVerifier } from '../../../application/auth/CaptchaVerifier';
import type { CodeGenerator, SecretHasher } from '../../../application/auth/CodeSecrets';
import type { SendPhoneCodeDeps } from '../../../application/auth/phoneCodes';
import type { SendLimits } from '../../../application/auth/signInRules';
import type { SmsGateway } from '../../../application/auth/SmsGateway';
import { CONFIG, CORE } from './coreModule';
import { token, type Tokens } from './token';

/**
 * The SMS code machinery of sign-in, the checkout's phone and the pro programme's phone: one gateway, one store,
 * the same limits and captcha (application/auth/phoneCodes.ts).
 */
export const PHONE_CODES = {
  /** Sends the codes: SMS.RU, or the development outbox (SMS_PROVIDER). */
  sms: token<SmsGateway>('SmsGateway'),
  /** The development outbox, readable at /dev/sms-outbox; undefined with a real provider. */
  smsOutbox: token<ReturnType<typeof postgresSmsOutbox> | undefined>('SmsOutbox'),
  codes: token<AuthCodeRepository>('AuthCodeRepository'),
  generator: token<CodeGenerator>('CodeGenerator'),
  hasher: token<SecretHasher>('SecretHasher'),
  limits: token<SendLimits | undefined>('SendLimits'),
  /** Checks captcha tokens: sign-in's, the checkout phone's and the gift-card form's. */
  captcha: token<CaptchaVerifier>('CaptchaVerifier'),
  /** The development captcha, whose tokens GET /dev/captcha-token issues; undefined with SmartCaptcha. */
  devCaptcha: token<DevCaptcha | undefined>('DevCaptcha'),
} as const;

const P = PHONE_CODES;

/** Everything sending and checking a code needs. */
export const PHONE_CODE_PORTS: Tokens<SendPhoneCodeDeps> = {
  codes: P.codes,
  sms: P.sms,
  generator: P.generator,
  hasher: P.hasher,
  clock: CORE.clock,
  ids: CORE.ids,
  limits: P.limits,
  captcha: P.captcha,
};

export const phoneCodeModule = new ContainerModule(({ bind }) => {
  bind(P.smsOutbox).toResolvedValue(
    (config, db, ids, clock) =>
      config.sms.kind === 'outbox'
        ? postgresSmsOutbox(
            db,
            () => ids.uuid(),
            () => clock.now(),
          )
        : undefined,
    [CONFIG.auth, CORE.db, CORE.ids, CORE.clock],
  );
  bind(P.sms).toResolvedValue((config, outbox) => (config.sms.kind === 'smsru' ? smsRuGateway(config.sms) : outbox!.gateway), [CONFIG.auth, P.smsOutbox]);
  bind(P.codes).toResolvedValue(postgresAuthCodeRepository, [CORE.db]);
  bind(P.generator).toConstantValue(cryptoCodeGenerator);
  bind(P.hasher).toResolvedValue(hmacSecretHasher, [CONFIG.sessionSecret]);
  bind(P.limits).toResolvedValue((config) => config.sendLimits, [CONFIG.auth]);
  bind(P.devCaptcha).toResolvedValue(
    (config, db, ids, clock) =>
      (config.captcha ?? { kind: 'dev' }).kind === 'dev'
        ? postgresDevCaptcha(
            db,
            () => ids.uuid(),
            () => clock.now(),
          )
        : undefined,
    [CONFIG.auth, CORE.db, CORE.ids, CORE.clock],
  );
  bind(P.captcha).toResolvedValue(
    (config, dev) => (config.captcha?.kind === 'smartcaptcha' ? smartCaptchaVerifier(config.captcha) : dev!.verifier),
    [CONFIG.auth, P.devCaptcha],
  );
});
