import { DEFAULT_SEND_LIMITS, type SendLimits } from '../application/auth/signInRules';
import type { IdentityConfig } from './server/identityDeps';
import { readSberConfig, readVkConfig } from './identityProviderConfig';
import { readCaptchaConfig, type CaptchaConfig } from './captchaConfig';

/** Sign-in settings read from the environment (README, Configuration). */
export interface AuthConfig {
  /** outbox (default): messages stored and readable at /web-api/v1/dev/sms-outbox; smsru: sent through SMS.RU. */
  readonly sms: { readonly kind: 'outbox' } | { readonly kind: 'smsru'; readonly apiId: string; readonly from?: string; readonly baseUrl?: string };
  /** OPERATOR_ACCOUNTS: `login=scrypt$salthex$hashhex`, comma separated. */
  readonly operatorAccounts: string | undefined;
  /** YANDEX_ID_PROVIDER=yandex with YANDEX_CLIENT_ID: Yandex ID itself; otherwise the local provider. */
  readonly identity?: IdentityConfig;
  /** CAPTCHA_PROVIDER=smartcaptcha with its keys: Yandex SmartCaptcha; otherwise (default) the development captcha. */
  readonly captcha?: CaptchaConfig;
  /**
   * Sign-in code limits: SIGN_IN_CODES_PER_ADDRESS raises the codes one address may ask for an hour (default 30),
   * SIGN_IN_PHONES_PER_ADDRESS the phones it may ask for before the captcha (default 10).
   */
  readonly sendLimits?: SendLimits;
}

function addressLimit(env: NodeJS.ProcessEnv, name: string, otherwise: number): number {
  const value = env[name];
  if (value === undefined) return otherwise;
  if (!/^[1-9]\d{0,5}$/.test(value)) throw new Error(`${name} must be a positive whole number, got ${value}`);
  return Number(value);
}

export function readAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const provider = env.SMS_PROVIDER ?? 'outbox';
  if (provider !== 'outbox' && provider !== 'smsru') throw new Error(`SMS_PROVIDER must be outbox or smsru, got ${provider}`);
  if (provider === 'smsru' && !env.SMSRU_API_ID) throw new Error('SMS_PROVIDER=smsru needs SMSRU_API_ID');
  return {
    sms:
      provider === 'smsru'
        ? { kind: 'smsru', apiId: env.SMSRU_API_ID!, from: env.SMSRU_FROM || undefined, baseUrl: env.SMSRU_BASE_URL || undefined }
        : { kind: 'outbox' },
    operatorAccounts: env.OPERATOR_ACCOUNTS,
    captcha: readCaptchaConfig(env),
    sendLimits: {
      ...DEFAULT_SEND_LIMITS,
      codesPerAddress: addressLimit(env, 'SIGN_IN_CODES_PER_ADDRESS', DEFAULT_SEND_LIMITS.codesPerAddress),
      phonesPerAddress: addressLimit(env, 'SIGN_IN_PHONES_PER_ADDRESS', DEFAULT_SEND_LIMITS.phonesPerAddress),
    },
    identity: {
      yandex: env.YANDEX_ID_PROVIDER === 'yandex' ? { kind: 'yandex', clientId: env.YANDEX_CLIENT_ID ?? '' } : { kind: 'dev' },
      vk: readVkConfig(env),
      sber: readSberConfig(env),
      devProviders: provider === 'outbox',
    },
  };
}
