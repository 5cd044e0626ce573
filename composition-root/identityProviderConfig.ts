import type { IdentityConfig } from './server/identityDeps';

const required = (env: NodeJS.ProcessEnv, name: string, because: string) => {
  const value = env[name];
  if (!value) throw new Error(`${because} needs ${name}`);
  return value;
};

/** VK_ID_PROVIDER=vk: VK ID itself (README, Configuration); otherwise the local provider. */
export function readVkConfig(env: NodeJS.ProcessEnv): IdentityConfig['vk'] {
  if ((env.VK_ID_PROVIDER ?? 'dev') === 'dev') return undefined;
  if (env.VK_ID_PROVIDER !== 'vk') throw new Error(`VK_ID_PROVIDER must be dev or vk, got ${env.VK_ID_PROVIDER}`);
  return {
    serviceToken: required(env, 'VK_SERVICE_TOKEN', 'VK_ID_PROVIDER=vk'),
    apiVersion: env.VK_API_VERSION || undefined,
    baseUrl: env.VK_API_BASE_URL || undefined,
  };
}

/** SBER_ID_PROVIDER=sber: Sber ID itself (README, Configuration); otherwise the local provider. */
export function readSberConfig(env: NodeJS.ProcessEnv): IdentityConfig['sber'] {
  if ((env.SBER_ID_PROVIDER ?? 'dev') === 'dev') return undefined;
  if (env.SBER_ID_PROVIDER !== 'sber') throw new Error(`SBER_ID_PROVIDER must be dev or sber, got ${env.SBER_ID_PROVIDER}`);
  const because = 'SBER_ID_PROVIDER=sber';
  return {
    clientId: required(env, 'SBER_CLIENT_ID', because),
    clientSecret: required(env, 'SBER_CLIENT_SECRET', because),
    redirectUri: required(env, 'SBER_REDIRECT_URI', because),
    scope: env.SBER_SCOPE || 'openid name mobile email',
    baseUrl: env.SBER_ID_BASE_URL || undefined,
  };
}
